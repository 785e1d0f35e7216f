import { describe, expect, it } from 'vitest';
import {
  FEATURE_MODULE_KEYS,
  FEATURE_TOGGLE_NAMES,
  featureModuleKey,
  featureToggles,
  isReferralPromotionEnabled,
  type FeatureToggle,
} from './features.ts';

const node = (modId: string, on: boolean, childrenNodes?: unknown[]) => ({
  modId,
  enabled: on ? '1' : '0',
  ...(childrenNodes ? { childrenNodes } : {}),
});
/** A tree as the real platform sends it: the given keys under a SITE node. */
const tree = (keys: Record<string, boolean>, siteOn = true) => [
  node(
    'SITE',
    siteOn,
    Object.entries(keys).map(([k, on]) => node(k, on)),
  ),
  node('MEMBER', true, [node('DEPOSIT', true)]),
];
const ALL_ON = Object.fromEntries(FEATURE_TOGGLE_NAMES.map((t) => [t, true])) as Record<
  FeatureToggle,
  boolean
>;
const ALL_OFF = Object.fromEntries(FEATURE_TOGGLE_NAMES.map((t) => [t, false])) as Record<
  FeatureToggle,
  boolean
>;

describe('feature toggle -> module key table', () => {
  it('names the keys of the protocol notes (ModuleId column) and ours where the notes name none', () => {
    expect(Object.fromEntries(FEATURE_TOGGLE_NAMES.map((t) => [t, featureModuleKey(t)]))).toEqual({
      usernameRegistration: 'REG3',
      mobileRegistration: 'MOBILENUMREG3',
      smsVerificationOnRegister: 'REGMOBVERF3',
      mobilePasswordOnRegister: 'MOBILEPWDREG3',
      freePlay: 'FREEPLAY3',
      forcePasswordChangeOnExpiry: 'PWDEXPIRY3',
      mobileCodeLogin: 'VERIFICATION3',
      emailReset: 'PWRESETEMAIL3',
      phoneReset: 'PWRESETSMS3',
      countryCode: 'COUNTRYCODE3',
      captchaOnRegister: 'CAPTCHA3',
      thirdPartyPhoneVerification: 'FIREBASEVERIF3',
    });
  });
  it('lets only our own keys fall back to the permission features', () => {
    const withFallback = FEATURE_TOGGLE_NAMES.filter((t) => FEATURE_MODULE_KEYS[t].fallback);
    expect(withFallback.sort()).toEqual([
      'countryCode',
      'emailReset',
      'forcePasswordChangeOnExpiry',
      'mobilePasswordOnRegister',
      'thirdPartyPhoneVerification',
    ]);
  });
  it('gives each toggle its own key', () => {
    expect(new Set(FEATURE_TOGGLE_NAMES.map(featureModuleKey)).size).toBe(FEATURE_TOGGLE_NAMES.length);
  });
});

describe('featureToggles', () => {
  it('reads every toggle from the whitelabel tree, with no features at all', () => {
    const keys = Object.fromEntries(FEATURE_TOGGLE_NAMES.map((t) => [featureModuleKey(t), true]));
    expect(featureToggles(tree(keys))).toEqual(ALL_ON);
    expect(featureToggles(tree({ MOBILENUMREG3: true, FREEPLAY3: true }))).toEqual({
      ...ALL_OFF,
      mobileRegistration: true,
      freePlay: true,
    });
  });
  it('switches a toggle off with its node, or with a disabled ancestor', () => {
    expect(featureToggles(tree({ MOBILENUMREG3: false, FREEPLAY3: false, REG3: true }))).toEqual({
      ...ALL_OFF,
      usernameRegistration: true,
    });
    expect(featureToggles(tree({ MOBILENUMREG3: true, FREEPLAY3: true }, false))).toEqual(ALL_OFF);
  });
  it('finds keys at any depth and in a single root', () => {
    const deep = node('ROOT', true, [
      node('ACCOUNT', true, [node('LOGIN', true, [node('VERIFICATION3', true)])]),
    ]);
    expect(featureToggles(deep).mobileCodeLogin).toBe(true);
    expect(featureToggles([deep]).mobileCodeLogin).toBe(true);
  });
  it('never reads features for a toggle that has a key of the notes', () => {
    expect(featureToggles(undefined, ALL_ON)).toEqual({
      ...ALL_OFF,
      mobilePasswordOnRegister: true,
      forcePasswordChangeOnExpiry: true,
      emailReset: true,
      countryCode: true,
      thirdPartyPhoneVerification: true,
    });
    expect(
      featureToggles(tree({ REG3: true }), { mobileRegistration: true, freePlay: true }).mobileRegistration,
    ).toBe(false);
  });
  it('falls back to features for our own keys only while the tree does not name them', () => {
    const features = {
      forcePasswordChangeOnExpiry: true,
      countryCode: true,
      emailReset: true,
      mobilePasswordOnRegister: true,
    };
    const t = featureToggles(tree({ PWDEXPIRY3: false, COUNTRYCODE3: true }), features);
    expect(t.forcePasswordChangeOnExpiry).toBe(false);
    expect(t.countryCode).toBe(true);
    expect(t.emailReset).toBe(true);
    expect(t.mobilePasswordOnRegister).toBe(true);
    expect(featureToggles(tree({}), { countryCode: 'yes', emailReset: 1 })).toEqual(ALL_OFF);
  });
  it('is all off until the permission is known, and for malformed data', () => {
    expect(featureToggles(undefined)).toEqual(ALL_OFF);
    expect(featureToggles(null, null)).toEqual(ALL_OFF);
    expect(featureToggles('junk', 'junk')).toEqual(ALL_OFF);
    expect(featureToggles([{ modId: 'FREEPLAY3', enabled: 'Y' }, { enabled: '1' }, 7])).toEqual(ALL_OFF);
  });
  it('survives cyclic data', () => {
    const cyclic: { modId: string; enabled: string; childrenNodes: unknown[] } = {
      modId: 'FREEPLAY3',
      enabled: '1',
      childrenNodes: [],
    };
    cyclic.childrenNodes.push(cyclic);
    expect(featureToggles(cyclic).freePlay).toBe(true);
  });
});

describe('isReferralPromotionEnabled', () => {
  it('reads availablePromo.REFERRAL.enabled', () => {
    expect(isReferralPromotionEnabled({ REFERRAL: { enabled: true } })).toBe(true);
    expect(isReferralPromotionEnabled({ REFERRAL: { enabled: '1' } })).toBe(true);
    expect(isReferralPromotionEnabled({ REFERRAL: { enabled: false } })).toBe(false);
    expect(isReferralPromotionEnabled({ REFERRAL: { enabled: '0' } })).toBe(false);
    expect(isReferralPromotionEnabled({ DEPOSIT: { enabled: true } })).toBe(false);
    expect(isReferralPromotionEnabled({ REFERRAL: null })).toBe(false);
    expect(isReferralPromotionEnabled(undefined)).toBe(false);
    expect(isReferralPromotionEnabled('REFERRAL')).toBe(false);
  });
});
