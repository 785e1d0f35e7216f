/**
 * The run-time settings of one tenant as the platform serves them: tenants/<id>/platform.json.
 * (The build-time identity of a tenant lives in tenant.json, owned by packages/tenant.)
 */
import { z } from 'zod';
import { CDN_ENTRY_PATTERN } from '../services/cdn.ts';

export const fieldRuleSchema = z.object({
  /** Regular expression source the value must match; '*' means any. */
  acceptedPattern: z.string().min(1),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  /** Pattern family id of @wl/domain's catalogue (message key reg_pattern_{patternId}). */
  patternId: z.number().int().min(1),
  /** Shown on the register form. */
  show: z.boolean().default(true),
  /** Required when shown. */
  required: z.boolean().default(false),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** An image or launch CDN: an absolute http(s) base, or a path on the site that the site passes to the platform. */
const cdnEntrySchema = z.string().regex(CDN_ENTRY_PATTERN, 'must be an http(s) URL or a path on the site such as /platform-assets');

const linkSchema = z.object({ type: z.string(), url: z.string(), label: z.string().optional() });

export const platformConfigSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region blocked: the status a fresh database starts with. */
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  currency: z.string().length(3),
  currencySymbol: z.string().min(1),
  currencyPosition: z.enum(['before', 'after']).default('before'),
  /** 'single': one wallet for every game (transfer fund hidden); 'multi': main wallet plus game wallets. */
  wallet: z.enum(['single', 'multi']),
  /** Module keys of the whitelabel tree and whether each is on (see README: Whitelabel tree). */
  modules: z.record(z.string(), z.boolean()),
  features: z.object({
    usernameRegistration: z.boolean(),
    mobileRegistration: z.boolean(),
    smsVerificationOnRegister: z.boolean(),
    mobilePasswordOnRegister: z.boolean(),
    freePlay: z.boolean(),
    forcePasswordChangeOnExpiry: z.boolean(),
    mobileCodeLogin: z.boolean(),
    emailReset: z.boolean(),
    phoneReset: z.boolean(),
    countryCode: z.boolean(),
    captchaOnRegister: z.boolean().default(false),
  }),
  /** Days after which a password expires (with forcePasswordChangeOnExpiry). */
  passwordExpiryDays: z.number().int().min(1),
  /** Failed logins after which the captcha is required. */
  captchaAfterFailures: z.number().int().min(0).default(3),
  registerFields: z.record(z.string(), fieldRuleSchema),
  customerService: z.array(linkSchema),
  social: z.array(linkSchema),
  resources: z.array(z.object({ resourceType: z.string(), url: z.string(), labelNameEn: z.string() })),
  /** Image hosts: `/platform-assets` (relative: the site's own origin, which passes it on) or absolute CDN bases. */
  imageCDNs: z.array(cdnEntrySchema),
  /** Game-launch hosts, the same way; the demo game is launched from the first. */
  launchGameCDNs: z.array(cdnEntrySchema),
  mainDomain: z.string(),
  domainList: z.array(z.string()).min(1),
  analytics: z.object({ gtagId: z.string() }).partial().default({}),
  promotions: z.object({ enabled: z.boolean(), referral: z.boolean() }),
  /** Credit a free-play (trial) account starts with. */
  trialCredit: z.number().positive(),
  countries: z.array(
    z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string(), mobilePattern: z.string() }),
  ),
  liveChatUrl: z.string(),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
