import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { anyValue, empty, imageDataUrl, language, nothing, qint, uploadBody } from '../common.ts';
import { relay } from './paths.ts';

export type WhitelabelNode = {
  modId: string;
  enabled: string;
  name?: string;
  childrenNodes?: WhitelabelNode[];
};
export const whitelabelNode: z.ZodType<WhitelabelNode> = z.looseObject({
  modId: z.string(),
  enabled: z.string(),
  name: z.string().optional(),
  get childrenNodes() {
    return z.array(whitelabelNode).optional();
  },
});

/** Rule of one registration field (site-and-games §3, accounts §5). */
export const registerFieldRule = z.looseObject({
  acceptedPattern: z.string(),
  minLength: z.number(),
  maxLength: z.number(),
  patternId: z.union([z.string(), z.number()]),
  required: z.boolean().optional(),
  show: z.boolean().optional(),
});
export const registerRules = z.record(z.string(), registerFieldRule);

export const resource = z.looseObject({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string().optional(),
});
export const customerService = z.looseObject({
  type: z.string().optional(),
  url: z.string().optional(),
  name: z.string().optional(),
});
export const domainRoutes = z.looseObject({
  domainList: z.array(z.looseObject({ domainName: z.string() })),
  mainDomain: z.string().optional(),
});

/** The spec's site-permission response (site-and-games §3). */
export const sitePermission = z.looseObject({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.looseObject({ ip: z.string(), country: z.string().optional() }).optional(),
  customerService: z.array(customerService).optional(),
  domainRoute: domainRoutes.optional(),
  resources: z.array(resource).optional(),
  whitelabel: z.array(whitelabelNode).optional(),
  register: registerRules.optional(),
  /** Ours: the youngest age a player may be on this site (18 or 21, the tenant's); a gateway without it: 21. */
  minimumAge: z.number().int().optional(),
  mainDomain: z.string().optional(),
  analytics: z.looseObject({ gtagId: z.string().optional() }).optional(),
  imageCDNs: z.array(z.string()).optional(),
  launchGameCDNs: z.array(z.string()).optional(),
  supportedLanguages: z.array(z.string()).optional(),
  /**
   * Ours (the reference platform's field; the real platform does not send it). The sites read the feature toggles
   * from `whitelabel` (module keys of `FEATURE_MODULE_KEYS`, @wl/domain) and this only for the toggles whose key is
   * ours, while the tree does not name it (`featureToggles`).
   */
  features: z.record(z.string(), z.boolean()).optional(),
  /**
   * Ours: the longest feedback description the tenant accepts (140 or 200 characters; `site.feedback` allows at
   * most 200). A platform that does not send it: 200.
   */
  feedbackMaxLength: z.number().int().positive().optional(),
});
export type SitePermission = z.output<typeof sitePermission>;

export const contractFlags = z.looseObject({
  dailysalreqtype: z.union([z.string(), z.number(), z.boolean()]).optional(),
  divtypereq: z.union([z.string(), z.number(), z.boolean()]).optional(),
  contracthoursalreqtype: z.union([z.string(), z.number(), z.boolean()]).optional(),
  realtimesalreqtype: z.union([z.string(), z.number(), z.boolean()]).optional(),
  contractmrdailysalinfotype: z.union([z.string(), z.number(), z.boolean()]).optional(),
  contracthoursalinfo: z.union([z.string(), z.number(), z.boolean()]).optional(),
  dailysalinfotype: z.union([z.string(), z.number(), z.boolean()]).optional(),
  divtypeinfo: z.union([z.string(), z.number(), z.boolean()]).optional(),
});

export type HelpTopic = {
  title: string;
  content?: string;
  bgColor?: string;
  lang?: string;
  display?: boolean | string;
  tag?: string;
  children?: HelpTopic[];
};
export const helpTopic: z.ZodType<HelpTopic> = z.looseObject({
  title: z.string(),
  content: z.string().optional(),
  bgColor: z.string().optional(),
  lang: z.string().optional(),
  display: z.union([z.boolean(), z.string()]).optional(),
  tag: z.string().optional(),
  get children() {
    return z.array(helpTopic).optional();
  },
});

export const banner = z.looseObject({
  url: z.string(),
  linkageType: z.string().optional(),
  groupName: z.string().optional(),
  link: z.string().optional(),
});
export const notice = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  content: z.string().optional(),
  type: z.string().optional(),
});

export const country = z.looseObject({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string().optional(),
});

/** Public key of the tenant's platform for the default encryption adapter (ours). */
export const encryptionKey = z.looseObject({
  keyId: z.string(),
  scheme: z.string(),
  /** RSA-OAEP-256 public key as a JWK. */
  publicKey: z.looseObject({ kty: z.literal('RSA'), n: z.string(), e: z.string() }),
});

export const siteCalls = defineCalls('site', {
  permission: {
    method: 'GET',
    path: '/wps/system/status',
    moduleId: 'COMM3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: sitePermission,
    description:
      "System status = the spec's site permission: maintenance and region flags, visitor IP, whitelabel tree, register rules, CDNs, resources, customer service.",
  },
  consolidatedSettings: {
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    moduleId: 'COMM3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: contractFlags,
    description: 'Consolidated settings: the contract flags the agent areas read.',
  },
  location: {
    method: 'GET',
    path: '/wps/system/location',
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.looseObject({
      ip: z.string(),
      country: z.string().optional(),
      region: z.string().optional(),
    }),
    description: 'Visitor IP and region.',
  },
  whitelabel: {
    method: 'GET',
    path: '/wps/system/whitelabel',
    moduleId: 'COMM3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: empty,
    response: z.array(whitelabelNode),
    description: 'Whitelabel menu: tree of module toggles (modId, enabled "1", childrenNodes).',
  },
  domainRoute: {
    method: 'GET',
    path: '/wps/system/domainRoute',
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: z.object({ device: qint.optional() }),
    response: domainRoutes,
    description: 'Domain routes: value.domainList[].domainName.',
  },
  templates: {
    method: 'GET',
    path: '/wps/system/templates',
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.array(z.looseObject({ name: z.string() })),
    description: 'Per-tenant templates.',
  },
  helpCenter: {
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: z.object({ lang: language, device: z.string().max(64).default('WEB') }),
    response: z.array(helpTopic),
    description: 'Help centre topics (HTML content, tags aboutus/deposit/withdraw/game/faqs, children).',
  },
  country: {
    method: 'GET',
    path: '/wps/system/country',
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.looseObject({
      currency: z.string().optional(),
      currencySymbol: z.string().optional(),
      currencyPosition: z.string().optional(),
      countries: z.array(country),
    }),
    description:
      "Country list (the spec's getCountryCode): dialing codes, plus the tenant's currency. `countries` is our field name.",
  },
  notices: {
    method: 'GET',
    path: relay('MCSFE_getListAnnouncements'),
    moduleId: 'COMM3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: z.object({
      types: z.string().max(64).default('B,PL,PU,PR'),
      platform: z.string().max(64).default('W'),
      execution: z.string().max(64).default('B'),
      language: language.optional(),
    }),
    response: z.looseObject({
      banners: z.array(banner),
      player: z.array(notice),
      popup: z.array(notice),
      promotion: z.array(notice),
    }),
    description:
      'Home notices: banners (groupName w_home, w_leftmenu, w_login, w_forget), player notices, popups, promotions.',
  },
  feedback: {
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: z.object({
      content: z.string().trim().min(20).max(200),
      sender: z.string().max(200).optional(),
      type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)]),
      captcha: z.string().min(1).max(64),
      /** Ours: up to 3 png/jpg images as data URLs (5 MB each). */
      images: z.array(imageDataUrl).max(3).optional(),
    }),
    maxBodyBytes: uploadBody(3),
    response: nothing,
    description:
      'Feedback: content (20-200), sender, type (0,1,2,3,4,6), captcha, up to 3 images (data URLs, our choice).',
  },
  customerServiceScript: {
    method: 'GET',
    path: relay('WPSCORE_getCustomerServiceScript'),
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: anyValue,
    description: 'Customer-service script (live-chat bootstrap).',
  },
  encryptionKey: {
    method: 'GET',
    path: '/wps/system/encryptionKey',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: empty,
    response: encryptionKey,
    description: "The platform's public key for encrypted calls (RSA-OAEP-256 JWK + key id).",
  },
});

/** The key call alone (the store's 'platform' encryption uses it). */
export const siteKeyCalls = { 'site.encryptionKey': siteCalls['site.encryptionKey'] };
