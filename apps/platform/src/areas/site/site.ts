/**
 * Site configuration: system status and the site permission response, whitelabel tree, domain routes, help centre,
 * countries. Notices and banners: notices.ts; feedback: feedback.ts; the tenant's encryption key: tenant-keys.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import { FEATURE_TOGGLE_NAMES, featureModuleKey, type FeatureToggle } from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import { helpTopics, tenantState } from '../../db/schema.ts';
import { bumpLobbyVersions } from '../../shared/lobby-cache.ts';
import { cdnsFor, type CdnCaller } from '../../shared/cdn.ts';

export type SystemStatus = 0 | 1 | 2;

async function readStatus(p: Platform, tenant: Tenant): Promise<SystemStatus> {
  const [row] = await p.db.select().from(tenantState).where(eq(tenantState.tenantId, tenant.id));
  return (row?.systemStatus ?? tenant.config.systemStatus) as SystemStatus;
}

/**
 * The tenant's status, read once a second per process (switching it sets it here at once). A second-old status is
 * re-read in the background and answers meanwhile, so a busy database does not hold up every call's gate.
 */
export async function systemStatus(p: Platform, tenant: Tenant): Promise<SystemStatus> {
  const key = `status:${tenant.id}`;
  const hit = p.cache.get(key);
  if (hit) {
    if (hit.until <= Date.now()) {
      hit.until = Date.now() + 1000;
      // Only if nothing replaced the entry meanwhile (a switch through this instance sets the new status).
      readStatus(p, tenant).then(
        (value) => p.cache.get(key) === hit && p.cache.set(key, { value, until: Date.now() + 1000 }),
        () => (hit.until = 0),
      );
    }
    return hit.value as SystemStatus;
  }
  const status = await readStatus(p, tenant);
  p.cache.set(key, { value: status, until: Date.now() + 1000 });
  return status;
}

export async function setSystemStatus(p: Platform, tenant: Tenant, status: SystemStatus): Promise<void> {
  const at = p.clock.now();
  // The status is in site.permission and closes the games calls: the lobby's kept answers move on with it.
  const versions = await p.db.transaction(async (tx) => {
    await tx
      .insert(tenantState)
      .values({ tenantId: tenant.id, systemStatus: status, updatedAt: at })
      .onConflictDoUpdate({ target: tenantState.tenantId, set: { systemStatus: status, updatedAt: at } });
    return bumpLobbyVersions(tx, [tenant.id]);
  });
  p.cache.set(`status:${tenant.id}`, { value: status, until: Date.now() + 1000 });
  p.lobby.saw(versions);
}

/**
 * Feature toggles as whitelabel module keys: the one table of @wl/domain (`FEATURE_MODULE_KEYS`, with the source of
 * each key: the protocol notes' ModuleId column, or ours where the notes name none). The sites read the toggles from
 * these nodes; a tenant's platform.json `features` switches each one.
 */
export const FEATURE_MODULES: Readonly<Record<keyof Tenant['config']['features'], string>> = Object.freeze(
  Object.fromEntries(FEATURE_TOGGLE_NAMES.map((toggle) => [toggle, featureModuleKey(toggle)])) as Record<
    FeatureToggle,
    string
  >,
);
const FEATURE_KEYS = new Set(Object.values(FEATURE_MODULES));

const AGENT_KEYS = new Set([
  'AGENTANNOUNCE3',
  'AGEINFO3',
  'REGCEN',
  'DOWNMAN',
  'TRANSBETREPMEM3',
  'AGETEAMPNL3',
  'AGEREV3',
  'AGEDOWNTRANS3',
  'AGENTRANSMULTDOWN3',
  'DIVIDEND',
  'DAYSAL',
  'DAYSALMR',
  'HOURSAL3',
  'AGETRANSFERUP3',
  'MYWALL',
  'AGEPAG',
  'TEAMBETTING3',
  'AGEREGDOWN3',
  'CREATEAFF3',
  'AFFMAN3',
]);

type Node = { modId: string; enabled: string; name: string; childrenNodes?: Node[] };
const node = (modId: string, on: boolean, name = modId, childrenNodes?: Node[]): Node => ({
  modId,
  enabled: on ? '1' : '0',
  name,
  ...(childrenNodes ? { childrenNodes } : {}),
});

/**
 * The agent policy flag (accounts §6 "The agent policy flag gates the consolidated call"): the tenant's module
 * AGENTPOLICY, on unless platform.json `modules` turns it off. Off: agent accounts do not get the consolidated funds.
 */
export const agentPolicyOn = (tenant: Pick<Tenant, 'config'>) => tenant.config.modules.AGENTPOLICY ?? true;

export function whitelabelTree(tenant: Tenant): Node[] {
  const c = tenant.config;
  const features = Object.entries(FEATURE_MODULES).map(([k, mod]) =>
    node(mod, c.features[k as keyof typeof c.features], k),
  );
  // A module key that is a feature toggle's is the toggle's node alone (platform.json `features` decides it).
  const modules = Object.entries(c.modules).filter(([k]) => !FEATURE_KEYS.has(k));
  return [
    node('SITE', true, 'site', [
      ...features,
      node('PROMO3', c.promotions.enabled, 'promotions', [
        node('REFERRAL', c.promotions.enabled && c.promotions.referral, 'referral'),
      ]),
      node('FUNDTRANS3', c.wallet === 'multi' && (c.modules.FUNDTRANS3 ?? true), 'transferFund'),
    ]),
    node(
      'MEMBER',
      true,
      'memberCentre',
      modules
        .filter(([k]) => !AGENT_KEYS.has(k) && k !== 'FUNDTRANS3' && k !== 'AGENTPOLICY')
        .map(([k, on]) => node(k, on)),
    ),
    node('AGENT', true, 'agentCentre', [
      // The agent policy flag (our reading, docs/platform/our-readings.md): off, agents get no consolidated funds.
      node('AGENTPOLICY', agentPolicyOn(tenant), 'agentPolicy'),
      ...modules.filter(([k]) => AGENT_KEYS.has(k)).map(([k, on]) => node(k, on)),
    ]),
  ];
}

export function registerRules(tenant: Tenant) {
  return Object.fromEntries(Object.entries(tenant.config.registerFields).map(([k, r]) => [k, { ...r }]));
}

export function domainRoutes(tenant: Tenant) {
  return {
    domainList: tenant.config.domainList.map((domainName) => ({ domainName })),
    mainDomain: tenant.config.mainDomain,
  };
}

/** The site permission answer; the CDN lists are given as this caller can use them (see shared/cdn.ts). */
export async function permission(p: Platform, tenant: Tenant, ip: string, caller: CdnCaller) {
  const status = await systemStatus(p, tenant);
  const c = tenant.config;
  return {
    status,
    maintenance: status === 1,
    regionRestriction: status === 2,
    location: { ip, country: 'ZZ' },
    customerService: c.customerService.map((s) => ({ type: s.type, url: s.url, name: s.label ?? s.type })),
    social: c.social.map((s) => ({ type: s.type, url: s.url, name: s.label ?? s.type })),
    domainRoute: domainRoutes(tenant),
    resources: c.resources,
    whitelabel: whitelabelTree(tenant),
    register: registerRules(tenant),
    minimumAge: c.minimumAge,
    mainDomain: c.mainDomain,
    analytics: c.analytics,
    imageCDNs: cdnsFor(c.imageCDNs, caller),
    launchGameCDNs: cdnsFor(c.launchGameCDNs, caller),
    supportedLanguages: tenant.languages,
    defaultLanguage: tenant.defaultLanguage,
    // Ours, kept for older clients: the sites read each toggle from the whitelabel tree above (this field only for the
    // toggles whose module key is ours, while a tree does not name it) and referral from consolidated funds' availablePromo.
    features: {
      ...c.features,
      promotions: c.promotions.enabled,
      referral: c.promotions.enabled && c.promotions.referral,
      singleWallet: c.wallet === 'single',
    },
    currency: c.currency,
    currencySymbol: c.currencySymbol,
    currencyPosition: c.currencyPosition,
    // Ours: the longest feedback description this tenant accepts (140 or 200); a site without it assumes 200.
    feedbackMaxLength: c.feedbackMaxLength,
    platform: 'WEB',
    lotteryType: 'Lott',
  };
}

/** The contract flags of the agent areas, from the tenant's modules. */
export function contractFlags(tenant: Tenant) {
  const m = tenant.config.modules;
  const flag = (k: string) => (m[k] ? '1' : '0');
  return {
    dailysalreqtype: flag('DAYSAL'),
    divtypereq: flag('DIVIDEND'),
    contracthoursalreqtype: flag('HOURSAL3'),
    realtimesalreqtype: flag('DAYSAL'),
    contractmrdailysalinfotype: flag('DAYSALMR'),
    contracthoursalinfo: flag('HOURSAL3'),
    dailysalinfotype: flag('DAYSAL'),
    divtypeinfo: flag('DIVIDEND'),
  };
}

export async function helpCenter(p: Platform, tenant: Tenant, lang: string) {
  const language = tenant.languages.includes(lang.toUpperCase())
    ? lang.toUpperCase()
    : tenant.defaultLanguage;
  const rows = await p.db
    .select()
    .from(helpTopics)
    .where(and(eq(helpTopics.tenantId, tenant.id), eq(helpTopics.language, language)))
    .orderBy(asc(helpTopics.sort));
  const topic = (r: (typeof rows)[number]) => ({
    title: r.title,
    content: r.content,
    bgColor: r.bgColor ?? undefined,
    lang: r.language,
    display: true,
    tag: r.tag,
  });
  return rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ ...topic(r), children: rows.filter((c) => c.parentId === r.id).map(topic) }));
}

export function countries(tenant: Tenant) {
  return {
    currency: tenant.config.currency,
    currencySymbol: tenant.config.currencySymbol,
    currencyPosition: tenant.config.currencyPosition,
    countries: tenant.config.countries.map(({ countryCode, countryDialingCode, name }) => ({
      countryCode,
      countryDialingCode,
      name,
    })),
  };
}
