import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, nothing } from '../common.ts';
import { registerRules } from './site.ts';

export const loginResult = z.looseObject({
  token: z.string().min(1),
  firstTimeLogin: z.boolean().optional(),
  passwordExpired: z.boolean().optional(),
  id: id.optional(),
  userName: z.string().optional(),
  type: z.number().optional(),
});
export type LoginResult = z.output<typeof loginResult>;

const smsSent = z.looseObject({ expiredMinutes: z.number() });

/** How a login from an unregistered IP is verified (spec §4): mobile code, e-mail code, bank account name, authenticator (Google) code. */
export const loginVerificationMethod = z.enum(['mobile', 'email', 'bankAccountName', 'google']);
export type LoginVerificationMethod = z.output<typeof loginVerificationMethod>;

/**
 * `value` of the `success:false` answer with errorCode LOGIN_IP_VERIFICATION_REQUIRED (login from an IP the account
 * has not used): no token; the methods the account can use, the masked mobile and e-mail, and a single-use
 * `verificationToken` (valid `expiresInSeconds`) for loginVerificationSend and loginVerification.
 */
export const loginVerificationRequired = z.looseObject({
  verificationRequired: z.literal(true),
  verificationToken: z.string().min(1),
  methods: z.array(loginVerificationMethod).min(1),
  mobile: z.string().nullish(),
  email: z.string().nullish(),
  expiresInSeconds: z.number(),
});
export type LoginVerificationRequired = z.output<typeof loginVerificationRequired>;
export const LOGIN_IP_VERIFICATION_REQUIRED = 'LOGIN_IP_VERIFICATION_REQUIRED';

/**
 * The human-verification data (spec: "plus human-verification data"): the ALTCHA widget's payload (base64 JSON of the
 * signed challenge and its solution) for a challenge of `humanChallenge`. Required while the tenant's GEETEST3
 * module is on; refused with HUMAN_CHECK_FAILED when missing, forged, expired or already used.
 */
export const humanVerificationField = z.string().max(4096).optional();

/** A proof-of-work challenge (ALTCHA v2 format: the parameters and the platform's HMAC signature of them). */
export const humanChallenge = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type HumanChallenge = z.output<typeof humanChallenge>;

/**
 * The registration user (accounts §3). Which optional fields are shown and required comes from the register rules.
 * Strict: an unknown key is refused with its name (a plain object would drop it, and the field with it).
 */
export const registrationUser = z.strictObject({
  username: z.string().min(1).max(64).optional(),
  // Required unless the tenant registers by mobile number without a password (`registrationAsksPassword`).
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  qqNum: z.string().max(64).optional(),
  mobileNum: z.string().max(64).optional(),
  recommenderId: z.string().max(64).optional(),
  captcha: z.string().max(64).optional(),
  verificationCode: z.string().max(64).optional(),
  affiliateCode: z.string().max(64).optional(),
  paymentPassword: z.string().max(128).optional(),
  line: z.string().max(64).optional(),
  whatsapp: z.string().max(64).optional(),
  facebook: z.string().max(200).optional(),
  wechat: z.string().max(64).optional(),
  idNumber: z.string().max(64).optional(),
  referralCode: z.string().max(64).optional(),
  domain: z.string().max(253).optional(),
  countryDialingCode: z.string().max(64).optional(),
  nickname: z.string().max(200).optional(),
  fullName: z.string().max(200).optional(),
  telegram: z.string().max(64).optional(),
  zalo: z.string().max(64).optional(),
  birthday: z.string().max(64).optional(),
  promoCode: z.string().max(64).optional(),
  permanentAddress: z.string().max(200).optional(),
  currentAddress: z.string().max(200).optional(),
  placeOfBirth: z.string().max(100).optional(),
  nationality: z.string().max(100).optional(),
  occupation: z.string().max(100).optional(),
  sourceOfIncome: z.string().max(100).optional(),
  bankAccountNumber: z.string().max(64).optional(),
  bonusCode: z.string().max(64).optional(),
  registerUrl: z.string().max(1000).optional(),
  registerMethod: z.string().max(64).default('WEB'),
  loginDeviceId: z.string().max(64).optional(),
  /**
   * The third-party phone-verification service's field (accounts §3): the provider's id token for the mobile number
   * (session.phoneVerificationVerify), required when the tenant has third-party phone verification on.
   */
  firebaseIdToken: z.string().max(2048).optional(),
  /** Ours: the age/terms confirmation the form requires. */
  acceptTerms: z.boolean().optional(),
  humanVerification: humanVerificationField,
});

/**
 * Third-party phone verification's challenge (ours): the provider asks for a human check before it texts a code. The
 * refusal PHONE_CHALLENGE_REQUIRED carries `value.challengeUrl`, the provider's page the site opens in a popup (with
 * its callback page's `redirect_uri` and a `state`); the page hands a single-use `challengeToken` back to that callback
 * page. PHONE_CHALLENGE_INVALID: a forged, expired, used, other-number or other-device token.
 */
export const PHONE_CHALLENGE_REQUIRED = 'PHONE_CHALLENGE_REQUIRED';
export const PHONE_CHALLENGE_INVALID = 'PHONE_CHALLENGE_INVALID';

export const sessionCalls = defineCalls('session', {
  login: {
    method: 'POST',
    path: '/wps/session/login',
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: true,
    body: 'json',
    source: 'spec',
    request: z.object({
      type: z.enum(['username', 'sms']).default('username'),
      username: z.string().max(64).optional(),
      mobileNum: z.string().max(64).optional(),
      countryDialingCode: z.string().max(64).optional(),
      password: z.string().max(128).optional(),
      verificationCode: z.string().max(64).optional(),
      captcha: z.string().max(64).optional(),
      loginDeviceId: z.string().max(64).optional(),
      /** Ours: 'agent' when logging in from /agent (non-agents are refused). */
      portal: z.enum(['member', 'agent']).optional(),
      humanVerification: humanVerificationField,
    }),
    response: loginResult,
    description:
      'Login by username+password or mobile+SMS code (encrypted). Answer: token, firstTimeLogin, passwordExpired.',
  },
  loginVerification: {
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: 'LOGINIPVERF3',
    auth: 'none',
    audience: 'anyone',
    encrypted: true,
    body: 'json',
    source: 'notes',
    request: z.object({
      username: z.string().max(64),
      method: loginVerificationMethod,
      code: z.string().max(64),
      /** The `verificationToken` of the LOGIN_IP_VERIFICATION_REQUIRED answer (single use). */
      verificationToken: z.string().min(1).max(64),
      loginDeviceId: z.string().max(64).optional(),
    }),
    response: loginResult,
    description:
      'Login from an unregistered IP, step 2: the chosen method and its answer (code, bank account name or authenticator code) give the token and remember the IP (verb and fields our choice).',
  },
  loginVerificationSend: {
    method: 'POST',
    path: '/wps/session/login/verification/send',
    moduleId: 'LOGINIPVERF3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ verificationToken: z.string().min(1).max(64), method: z.enum(['mobile', 'email']) }),
    response: smsSent.extend({ recipient: z.string() }),
    description:
      'Login from an unregistered IP: send the code of the mobile or e-mail method (value.recipient masked).',
  },
  freeplay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    moduleId: 'FREEPLAY3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: z.object({
      os: z.string().max(64).optional(),
      platform: z.string().max(64).default('W'),
      // The encrypted random string: a nonce and its time sealed with the platform's key (@wl/api/crypto, sealed.ts).
      random: z.string().min(1).max(1024),
      gatewayVersion: z.union([z.number(), z.string().max(64)]).optional(),
    }),
    response: loginResult,
    description: 'Free-play (trial) login: a trial account (type 4) with demo balance.',
  },
  logout: {
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: empty,
    response: nothing,
    description: 'Logout: ends the token.',
  },
  touch: {
    method: 'GET',
    path: '/wps/session/touch',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: nothing,
    description: 'Keep-alive, at most once per 8 s while the user is active.',
  },
  loginInfo: {
    method: 'GET',
    path: '/wps/session/loginInfo',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: empty,
    response: z.looseObject({
      lastLoginTime: z.number().optional(),
      lastLoginIp: z.string().optional(),
      firstTimeLogin: z.boolean(),
      passwordExpired: z.boolean(),
      isAgent: z.boolean(),
      isTrial: z.boolean(),
    }),
    description: "The spec's loginInfo: what the shell loads after login (flags, last login).",
  },
  firstLogin: {
    method: 'POST',
    path: '/wps/member/password/firstLogin',
    moduleId: 'PASS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'ours',
    request: z.object({
      newPassword: z.string().min(1).max(128),
      confirmNewPassword: z.string().min(1).max(128),
      oldPassword: z.string().max(128).optional(),
    }),
    response: nothing,
    description: "The spec's firstLogin: forced password change on first login or expiry; clears the flags.",
  },
  captcha: {
    method: 'GET',
    path: '/wps/captcha',
    moduleId: 'CAPTCHA3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: empty,
    response: z.string().min(1),
    description: 'Captcha image as base64 in value (bound to the X-Device-Id header).',
  },
  humanChallenge: {
    method: 'GET',
    path: '/wps/captcha/geetest',
    moduleId: 'GEETEST3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: humanChallenge,
    description:
      "Human verification (the notes' Geetest slot): a signed ALTCHA proof-of-work challenge, valid 5 minutes, single use; refused while the tenant's GEETEST3 module is off.",
  },
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: 'REG3',
    auth: 'none',
    audience: 'anyone',
    encrypted: true,
    body: 'json',
    source: 'spec',
    request: registrationUser,
    response: loginResult,
    description: 'Register (encrypted); success logs in (value carries the token).',
  },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: 'MOBILENUMREG3',
    auth: 'none',
    audience: 'anyone',
    encrypted: true,
    body: 'json',
    source: 'spec',
    request: registrationUser,
    response: loginResult,
    description: 'Register by mobile number (encrypted).',
  },
  registerSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'spec',
    sessionCache: true,
    request: empty,
    response: registerRules,
    description:
      'Registration field rules per field (acceptedPattern, minLength, maxLength, patternId, required, show); cached for the session.',
  },
  affiliateCheck: {
    method: 'GET',
    path: '/wps/agent/affiliate',
    moduleId: 'AFFMAN3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: z.object({ code: z.string().min(1).max(64), domain: z.string().max(253).optional() }),
    response: z.looseObject({ valid: z.boolean() }),
    description: 'Affiliate-code check; invalid gives invitation_code_error.',
  },
  smsRegister: {
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: 'REGMOBVERF3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({
      mobileNo: z.string().min(1).max(64),
      countryDialingCode: z.string().max(64).optional(),
    }),
    response: smsSent,
    description: 'SMS code for registration; value.expiredMinutes drives the countdown.',
  },
  phoneVerificationSend: {
    method: 'POST',
    path: '/wps/verification/firebase/send',
    moduleId: 'VERIFICATION3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      mobileNum: z.string().min(1).max(64),
      countryDialingCode: z.string().max(64).optional(),
      /** The provider's challenge, passed: the token its challenge page handed back (PHONE_CHALLENGE_REQUIRED). */
      challengeToken: z.string().min(1).max(1024).optional(),
    }),
    response: z.looseObject({ sessionInfo: z.string().min(1), expiredMinutes: z.number() }),
    description:
      "Third-party phone verification, send (the notes' /wps/verification/firebase; the reference platform plays the provider): a code to the number; value.sessionInfo for the verify step. When the provider doubts the request it refuses with PHONE_CHALLENGE_REQUIRED and value.challengeUrl (its human check, opened in a popup); the same send with the challengeToken the page handed back texts the code.",
  },
  phoneVerificationVerify: {
    method: 'POST',
    path: '/wps/verification/firebase/verify',
    moduleId: 'VERIFICATION3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      sessionInfo: z.string().min(1).max(1024),
      code: z.string().min(1).max(16),
    }),
    response: z.looseObject({
      idToken: z.string().min(1),
      phoneNumber: z.string(),
      expiresIn: z.number(),
    }),
    description:
      'Third-party phone verification, verify: sessionInfo + code give the signed single-use idToken that registration takes as firebaseIdToken.',
  },
  smsLoginCode: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: 'VERIFICATION3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({
      mobileNum: z.string().min(1).max(64),
      countryDialingCode: z.string().max(64).optional(),
    }),
    response: smsSent,
    description: "SMS code without login (the spec's getLoginCode).",
  },
  forgotByEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    moduleId: 'COMM3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'form',
    source: 'spec',
    request: z.object({
      username: z.string().min(1).max(64),
      email: z.string().min(1).max(254),
      humanVerification: humanVerificationField,
    }),
    response: nothing,
    description: 'Forgot password by e-mail (form-encoded): a reset mail goes to the outbox.',
  },
  forgotByPhoneSend: {
    method: 'POST',
    path: '/wps/member/password/sms',
    moduleId: 'PWRESETSMS3',
    auth: 'none',
    audience: 'anyone',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({
      mobileNum: z.string().min(1).max(64),
      countryDialingCode: z.string().max(64).optional(),
      humanVerification: humanVerificationField,
    }),
    response: smsSent,
    description: 'Forgot password by phone: send the code.',
  },
  forgotByPhoneSet: {
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: 'CHNGPASSVERIF3',
    auth: 'none',
    audience: 'anyone',
    encrypted: true,
    body: 'json',
    source: 'spec',
    request: z.object({
      newPassword: z.string().min(1).max(128),
      mobileNum: z.string().min(1).max(64),
      verificationCode: z.string().min(1).max(64),
      countryDialingCode: z.string().max(64).optional(),
    }),
    response: loginResult,
    description:
      'Forgot password by phone: set the new password (setPasswordByPhone, encrypted); value logs in.',
  },
});
