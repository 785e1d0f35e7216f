/**
 * The defaults of a tenant's platform.json: what a setting is when the file leaves it out. They live here, beside
 * the schema that applies them (platform-config.ts), so a brand scaffolded with a short platform.json
 * (`pnpm tenant:new`) stays valid and complete when the schema grows.
 */
import { patternById } from '@wl/domain';

/** Whitelabel modules (menu keys of the protocol notes) and whether each is on. */
export const DEFAULT_MODULES: Readonly<Record<string, boolean>> = Object.freeze({
  REWCEN3: true,
  MAILCEN: true,
  DEPOSIT: true,
  WITHDRAW: true,
  CREDITMAR3: false,
  PLYRBT: true,
  MANPLAYREB3: true,
  FEEDBACK3: true,
  /** The authenticator app in the security centre. */
  BINDGA3: true,
  /** A login from an IP the account has not used asks for extra verification (accounts §4): the merchant's to turn on. */
  LOGINIPVERF3: false,
  PTSYS3: false,
  MISSIONLB3: true,
  MEMCLUB3: true,
  CBS3: true,
  FUNDTRANS3: true,
  AGENTANNOUNCE3: true,
  AGEINFO3: true,
  REGCEN: true,
  DOWNMAN: true,
  TRANSBETREPMEM3: true,
  AGETEAMPNL3: true,
  AGEREV3: true,
  AGEDOWNTRANS3: true,
  AGENTRANSMULTDOWN3: true,
  DIVIDEND: true,
  DAYSAL: true,
  DAYSALMR: false,
  HOURSAL3: false,
  AGETRANSFERUP3: true,
  MYWALL: true,
  AGEPAG: true,
  TEAMBETTING3: true,
  AGEREGDOWN3: true,
  CREATEAFF3: true,
  AFFMAN3: true,
});

/**
 * Feature toggles: registration by username with free play and reset by e-mail, which need no SMS gateway; the
 * SMS-based features (mobile registration, SMS codes, reset by phone) are the merchant's to turn on.
 */
export const DEFAULT_FEATURES = Object.freeze({
  usernameRegistration: true,
  mobileRegistration: false,
  smsVerificationOnRegister: false,
  mobilePasswordOnRegister: false,
  freePlay: true,
  forcePasswordChangeOnExpiry: false,
  mobileCodeLogin: false,
  emailReset: true,
  phoneReset: false,
  countryCode: false,
  captchaOnRegister: false,
});

type Rule = { patternId: number; minLength: number; maxLength: number; show?: boolean; required?: boolean };

/** A rule whose accepted pattern is its catalogue family's regex (`/source/flags` when it has flags). */
function rule({ patternId, minLength, maxLength, show = false, required = false }: Rule) {
  const family = patternById(patternId);
  if (!family) throw new Error(`pattern ${patternId} is not in the @wl/domain catalogue`);
  const { source, flags } = family.regex;
  return { acceptedPattern: flags ? `/${source}/${flags}` : source, minLength, maxLength, patternId, show, required };
}

/** Register and profile field rules; the patterns come from the @wl/domain catalogue the sites check with. */
export const DEFAULT_REGISTER_FIELDS = Object.freeze({
  username: rule({ patternId: 2, minLength: 4, maxLength: 16, show: true, required: true }),
  password: rule({ patternId: 6, minLength: 6, maxLength: 20, show: true, required: true }),
  mobileNum: rule({ patternId: 7, minLength: 9, maxLength: 10 }),
  verificationCode: rule({ patternId: 7, minLength: 6, maxLength: 6 }),
  email: rule({ patternId: 4, minLength: 6, maxLength: 60, show: true }),
  payeeName: rule({ patternId: 14, minLength: 2, maxLength: 50 }),
  paymentPassword: rule({ patternId: 7, minLength: 6, maxLength: 6 }),
  qqNum: rule({ patternId: 7, minLength: 5, maxLength: 12 }),
  line: rule({ patternId: 10, minLength: 3, maxLength: 30 }),
  whatsapp: rule({ patternId: 7, minLength: 8, maxLength: 15 }),
  facebook: rule({ patternId: 10, minLength: 3, maxLength: 50 }),
  wechat: rule({ patternId: 10, minLength: 3, maxLength: 30 }),
  telegram: rule({ patternId: 10, minLength: 3, maxLength: 32 }),
  idNumber: rule({ patternId: 5, minLength: 6, maxLength: 20 }),
  birthday: rule({ patternId: 12, minLength: 10, maxLength: 10 }),
  affiliateCode: rule({ patternId: 5, minLength: 4, maxLength: 20, show: true }),
  referralCode: rule({ patternId: 5, minLength: 4, maxLength: 20, show: true }),
  recommenderId: rule({ patternId: 2, minLength: 4, maxLength: 16 }),
  captcha: rule({ patternId: 5, minLength: 4, maxLength: 4 }),
});

/** Countries offered for mobile numbers (the first gives the default dialing code). */
export const DEFAULT_COUNTRIES = Object.freeze([
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand', mobilePattern: '^0?[689]\\d{8}$' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam', mobilePattern: '^0?\\d{9}$' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia', mobilePattern: '^0?1\\d{8,9}$' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines', mobilePattern: '^0?9\\d{9}$' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States', mobilePattern: '^\\d{10}$' },
]);

/** Where the images and the demo game come from: the site's own origin, which passes /platform-assets on to us. */
export const DEFAULT_CDNS: readonly string[] = Object.freeze(['/platform-assets']);
