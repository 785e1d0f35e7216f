/**
 * The run-time settings of one tenant as the platform serves them: tenants/<id>/platform.json.
 * (The build-time identity of a tenant lives in tenant.json, owned by packages/tenant.)
 * What a merchant must decide (currency, domains, live chat) is required; every other setting has a default
 * (defaults.ts), so a short platform.json such as `pnpm tenant:new` writes stays valid when the schema grows.
 */
import { z } from 'zod';
import { CDN_ENTRY_PATTERN } from '../shared/cdn.ts';
import { cashierSettingsSchema } from '../areas/cashier/settings.ts';
import { rewardsSettingsSchema } from '../areas/promotions/settings.ts';
import { protectionSettingsSchema } from '../areas/protection/settings.ts';
import { kycSettingsSchema } from '../areas/kyc/settings.ts';
import {
  DEFAULT_CDNS,
  DEFAULT_COUNTRIES,
  DEFAULT_FEATURES,
  DEFAULT_MODULES,
  DEFAULT_REGISTER_FIELDS,
} from './defaults.ts';

const fieldRuleSchema = z.object({
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
const cdnEntrySchema = z
  .string()
  .regex(CDN_ENTRY_PATTERN, 'must be an http(s) URL or a path on the site such as /platform-assets');

const linkSchema = z.object({ type: z.string(), url: z.string(), label: z.string().optional() });

const f = DEFAULT_FEATURES;

export const platformConfigSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region blocked: the status a fresh database starts with. */
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  currency: z.string().length(3),
  currencySymbol: z.string().min(1),
  currencyPosition: z.enum(['before', 'after']).default('before'),
  /** 'single': one wallet for every game (transfer fund hidden); 'multi': main wallet plus game wallets. */
  wallet: z.enum(['single', 'multi']).default('multi'),
  /** Module keys of the whitelabel tree and whether each is on (docs/platform/tenants-settings.md, the whitelabel tree); keys left out take the default. */
  modules: z
    .record(z.string(), z.boolean())
    .optional()
    .transform((m) => ({ ...DEFAULT_MODULES, ...m })),
  features: z
    .object({
      usernameRegistration: z.boolean().default(f.usernameRegistration),
      mobileRegistration: z.boolean().default(f.mobileRegistration),
      smsVerificationOnRegister: z.boolean().default(f.smsVerificationOnRegister),
      thirdPartyPhoneVerification: z.boolean().default(f.thirdPartyPhoneVerification),
      mobilePasswordOnRegister: z.boolean().default(f.mobilePasswordOnRegister),
      freePlay: z.boolean().default(f.freePlay),
      forcePasswordChangeOnExpiry: z.boolean().default(f.forcePasswordChangeOnExpiry),
      mobileCodeLogin: z.boolean().default(f.mobileCodeLogin),
      emailReset: z.boolean().default(f.emailReset),
      phoneReset: z.boolean().default(f.phoneReset),
      countryCode: z.boolean().default(f.countryCode),
      captchaOnRegister: z.boolean().default(f.captchaOnRegister),
    })
    .prefault({}),
  /** Days after which a password expires (with forcePasswordChangeOnExpiry). */
  passwordExpiryDays: z.number().int().min(1).default(90),
  /** Failed logins after which the captcha is required. */
  captchaAfterFailures: z.number().int().min(0).default(3),
  /**
   * The longest feedback description, in characters (accounts-and-money: 20-200, "140 in some texts"): the tenant
   * picks its reading; the site reads it from the site permission answer (`feedbackMaxLength`).
   */
  feedbackMaxLength: z.union([z.literal(140), z.literal(200)]).default(200),
  /**
   * Failed logins of one username (known or not) after which it is locked: every login of it answers PASSWORD_LOCKED
   * until `loginLockMinutes` have passed or the password is reset. 0: never locked.
   */
  loginLockAfterFailures: z.number().int().min(0).default(10),
  loginLockMinutes: z.number().int().min(1).default(15),
  /** Field rules by field name; fields left out take the default rule. */
  registerFields: z
    .record(z.string(), fieldRuleSchema)
    .optional()
    .transform((r) => ({ ...structuredClone(DEFAULT_REGISTER_FIELDS), ...r }) as Record<string, FieldRule>),
  customerService: z.array(linkSchema).default([]),
  social: z.array(linkSchema).default([]),
  resources: z
    .array(z.object({ resourceType: z.string(), url: z.string(), labelNameEn: z.string() }))
    .default([]),
  /** Image hosts: `/platform-assets` (relative: the site's own origin, which passes it on) or absolute CDN bases. */
  imageCDNs: z.array(cdnEntrySchema).default(() => [...DEFAULT_CDNS]),
  /** Game-launch hosts, the same way; the demo game is launched from the first. */
  launchGameCDNs: z.array(cdnEntrySchema).default(() => [...DEFAULT_CDNS]),
  mainDomain: z.string(),
  domainList: z.array(z.string()).min(1),
  analytics: z.object({ gtagId: z.string() }).partial().default({}),
  /** The reward centre's promotions (and the deposit promotions) and the referral programme: on unless the merchant turns them off. */
  promotions: z
    .object({ enabled: z.boolean(), referral: z.boolean() })
    .default({ enabled: true, referral: true }),
  /** Credit a free-play (trial) account starts with. */
  trialCredit: z.number().positive().default(1000),
  countries: z
    .array(
      z.object({
        countryCode: z.string(),
        countryDialingCode: z.string(),
        name: z.string(),
        mobilePattern: z.string(),
      }),
    )
    .default(() => DEFAULT_COUNTRIES.map((c) => ({ ...c }))),
  liveChatUrl: z.string(),
  /** Deposits, withdrawals, bank cards, withdrawal confirmation (see cashier-config.ts); every field has a default. */
  cashier: cashierSettingsSchema.prefault({}),
  /** Reward centre promotions, missions, VIP levels, referral rules (see rewards-config.ts); every field has a default. */
  rewards: rewardsSettingsSchema.prefault({}),
  /** Responsible gaming: the cooling-off period of a looser limit, the reality check's intervals. */
  protection: protectionSettingsSchema.prefault({}),
  /** Identity checks: what needs an approved identity, the largest document. */
  kyc: kycSettingsSchema.prefault({}),
  /** The youngest age a player may be (accounts-and-money: 21, "18 in some texts"): 21 unless the merchant says 18. */
  minimumAge: z.union([z.literal(18), z.literal(21)]).default(21),
});
/** platform.json as written (defaults left out). */
export type PlatformConfigInput = z.input<typeof platformConfigSchema>;
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
