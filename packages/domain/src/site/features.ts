import { enabledModules, whitelabelModules } from './site.ts';

/**
 * The site's feature toggles (site-and-games §6, accounts-and-money §6) and where the real platform puts them: the
 * whitelabel tree of the site permission (`whitelabel`: nodes with modId, enabled '1', childrenNodes), one module
 * key per toggle. This table is the one place that names those keys: the sites read the toggles through
 * `featureToggles`, and the reference platform (apps/platform) builds its tree from the same table.
 *
 * Sources: the ModuleId column of the call table of protocol-notes §1.4 (the module of the call behind the
 * feature). Where the notes name no module for a toggle, the key is ours, in the notes' style (upper case, a `3`
 * suffix); a platform that does not know our key may still send the toggle in the permission's `features`
 * (our reference platform's own field), which is then read for those toggles ONLY (`fallback: true`).
 */
export const FEATURE_MODULE_KEYS = Object.freeze({
  /** Notes: `register` PUT /wps/member/register, ModuleId REG3. */
  usernameRegistration: { key: 'REG3', fallback: false },
  /** Notes: `register by mobile` PUT /wps/member/register/mobile, ModuleId MOBILENUMREG3 (old: COMM3). */
  mobileRegistration: { key: 'MOBILENUMREG3', fallback: false },
  /** Notes: `SMS (register)` POST /wps/verification/sms/register, ModuleId REGMOBVERF3 (the first of REGMOBVERF3 / MOBILENUMREG3). */
  smsVerificationOnRegister: { key: 'REGMOBVERF3', fallback: false },
  /** Ours: the notes name no module for the mobile-number password on registration. */
  mobilePasswordOnRegister: { key: 'MOBILEPWDREG3', fallback: true },
  /** Notes: `free-play login` /wps/session/login/freeplay, ModuleId FREEPLAY3. */
  freePlay: { key: 'FREEPLAY3', fallback: false },
  /** Ours: the notes name no module for the forced password change on expiry. */
  forcePasswordChangeOnExpiry: { key: 'PWDEXPIRY3', fallback: true },
  /** Notes: `SMS (login code)` POST /wps/verification/sms/noLogin, ModuleId VERIFICATION3. */
  mobileCodeLogin: { key: 'VERIFICATION3', fallback: false },
  /** Ours: `forgot by e-mail` POST /wps/member/password/email is sent as COMM3 (common), no module of its own; named after PWRESETSMS3. */
  emailReset: { key: 'PWRESETEMAIL3', fallback: true },
  /** Notes: `forgot by phone (send)` POST /wps/member/password/sms, ModuleId PWRESETSMS3. */
  phoneReset: { key: 'PWRESETSMS3', fallback: false },
  /** Ours: the country list /wps/system/country is COMM3 (common); the notes name no module for the country-code field. */
  countryCode: { key: 'COUNTRYCODE3', fallback: true },
  /** Notes: `captcha / Geetest` GET /wps/captcha, ModuleId CAPTCHA3: the captcha module, read as the register form's captcha. */
  captchaOnRegister: { key: 'CAPTCHA3', fallback: false },
  /**
   * Ours: third-party phone verification at registration (accounts §3; the notes' `/wps/verification/firebase` is
   * VERIFICATION3, which is already the mobile-code login's key, so this toggle has a key of its own).
   */
  thirdPartyPhoneVerification: { key: 'FIREBASEVERIF3', fallback: true },
} as const satisfies Record<string, { readonly key: string; readonly fallback: boolean }>);

export type FeatureToggle = keyof typeof FEATURE_MODULE_KEYS;

/** Every toggle, on or off; off until known. */
export type FeatureToggles = Readonly<Record<FeatureToggle, boolean>>;

export const FEATURE_TOGGLE_NAMES: readonly FeatureToggle[] = Object.freeze(
  Object.keys(FEATURE_MODULE_KEYS) as FeatureToggle[],
);

/** The module key of a toggle (the same for the sites and the reference platform). */
export function featureModuleKey(toggle: FeatureToggle): string {
  return FEATURE_MODULE_KEYS[toggle].key;
}

/**
 * The feature toggles of the site permission. A toggle is on when its module key is enabled in the whitelabel tree
 * (the node and every ancestor enabled '1', see `enabledModules`); a tree without the key, or no tree, leaves it off.
 * Only for the toggles whose key is ours (`fallback: true`) and only when the tree does not name that key at all,
 * the permission's `features` (`{ [toggle]: true }`, our reference platform's field) decides instead.
 */
export function featureToggles(whitelabel: unknown, features?: unknown): FeatureToggles {
  const on = enabledModules(whitelabel);
  const named = whitelabelModules(whitelabel, false);
  const fallback =
    typeof features === 'object' && features !== null ? (features as Record<string, unknown>) : {};
  return Object.fromEntries(
    FEATURE_TOGGLE_NAMES.map((toggle) => {
      const { key, fallback: mayFallBack } = FEATURE_MODULE_KEYS[toggle];
      if (on.has(key)) return [toggle, true];
      return [toggle, mayFallBack && !named.has(key) && fallback[toggle] === true];
    }),
  ) as FeatureToggles;
}

/**
 * Whether the REFERRAL promotion is enabled, from the public state's `availablePromo` (the consolidated funds
 * answer: `availablePromo.REFERRAL.enabled`, site-and-games §3). Anything else (missing, malformed) is off.
 */
export function isReferralPromotionEnabled(availablePromo: unknown): boolean {
  if (typeof availablePromo !== 'object' || availablePromo === null) return false;
  const referral = (availablePromo as Record<string, unknown>).REFERRAL;
  if (typeof referral !== 'object' || referral === null) return false;
  const enabled = (referral as Record<string, unknown>).enabled;
  return enabled === true || enabled === '1' || enabled === 1 || enabled === 'true';
}
