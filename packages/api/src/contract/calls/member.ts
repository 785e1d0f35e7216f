import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { dataUrlChars, empty, id, nothing, uploadBody } from '../common.ts';
import { relay } from './paths.ts';

/** Member info (site-and-games §3, protocol-notes §1.6). Agent types 1, 2, 41, 42; trial 4. */
export const memberInfo = z.looseObject({
  id: id,
  account: z.string(),
  nickname: z.string().nullish(),
  userName: z.string().optional(),
  type: z.number(),
  customerType: z.number().optional(),
  clubLabel: z.looseObject({ labelName: z.string() }).nullish(),
  regDate: z.number().optional(),
  mobile: z.string().nullish(),
  email: z.string().nullish(),
  fullName: z.string().nullish(),
  /** The profile fields given at registration (REGISTER_PROFILE_FIELDS of @wl/domain; ours): absent when not given. */
  telegram: z.string().nullish(),
  zalo: z.string().nullish(),
  birthday: z.string().nullish(),
  permanentAddress: z.string().nullish(),
  currentAddress: z.string().nullish(),
  placeOfBirth: z.string().nullish(),
  nationality: z.string().nullish(),
  occupation: z.string().nullish(),
  sourceOfIncome: z.string().nullish(),
  /** Masked like a card: the last four digits. */
  bankAccountNumber: z.string().nullish(),
  promoCode: z.string().nullish(),
  bonusCode: z.string().nullish(),
  qqNum: z.string().nullish(),
  line: z.string().nullish(),
  whatsapp: z.string().nullish(),
  facebook: z.string().nullish(),
  wechat: z.string().nullish(),
  /** Masked: the last four characters. */
  idNumber: z.string().nullish(),
  language: z.string().optional(),
  hasWithdrawalPassword: z.boolean().optional(),
  toUpline: z.union([z.string(), z.number()]).optional(),
});
export type MemberInfo = z.output<typeof memberInfo>;

/** The security centre's summary (field names our choice). `securityLevel` counts what of the five is set up (@wl/domain securityLevel). */
export const securityConfig = z.looseObject({
  hasPaymentPassword: z.boolean(),
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
  bankCardCount: z.number(),
  gaBound: z.boolean().optional(),
  /** Masked, as member info gives them. */
  mobile: z.string().nullish(),
  email: z.string().nullish(),
  /** How many of payment password, mobile, e-mail, bank card and authenticator are set up. */
  securityLevel: z.number().int().min(0).optional(),
  securityLevelMax: z.number().int().min(1).optional(),
  /** The tenant turns on the authenticator (BINDGA3) and the new-IP login check (LOGINIPVERF3). */
  gaEnabled: z.boolean().optional(),
  loginIpVerification: z.boolean().optional(),
});
export type SecurityConfig = z.output<typeof securityConfig>;

const codeSent = z.looseObject({ expiredMinutes: z.number() });

/** Identity checks (KYC): the two documents a player uploads; a tenant's limit is at most 10 MB (its kyc.maxFileBytes). */
const KYC_MAX_FILE_BYTES = 10_000_000;
export const KYC_KINDS = ['identity', 'address'] as const;
export const kycKind = z.enum(KYC_KINDS);
export type KycKind = z.output<typeof kycKind>;
export const kycDocumentStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export const kycDocument = z.looseObject({
  kind: kycKind,
  status: kycDocumentStatus,
  /** Why it was rejected (null otherwise). */
  reason: z.string().nullish(),
  fileName: z.string(),
  uploadedAt: z.number(),
  decidedAt: z.number().nullish(),
});
export type KycDocument = z.output<typeof kycDocument>;
export const kycOverallStatus = z.enum(['NOT_REQUIRED', 'NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED']);
export type KycOverallStatus = z.output<typeof kycOverallStatus>;
export const kycStatus = z.looseObject({
  /** Kept a string for the real gateway's other values; ours are kycOverallStatus. */
  status: z.string(),
  /** The reason of a rejected document (the identity's first). */
  reason: z.string().nullish(),
  documents: z.array(kycDocument).optional(),
});
export type KycStatus = z.output<typeof kycStatus>;
export const kycSettings = z.looseObject({
  requiredFor: z.enum(['nothing', 'allWithdrawals', 'withdrawalsOver']),
  withdrawalsOverAmount: z.number(),
  maxFileBytes: z.number(),
  acceptedTypes: z.array(z.string()),
  minimumAge: z.number(),
});
export type KycSettings = z.output<typeof kycSettings>;
/** A 6-digit code of an authenticator app (TOTP). */
const gaCode = z.string().trim().min(1).max(16);
/** The largest avatar picture a member uploads. */
export const MAX_AVATAR_BYTES = 512 * 1024;

export const memberCalls = defineCalls('member', {
  info: {
    method: 'GET',
    path: '/wps/member/info',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: empty,
    response: memberInfo,
    description: 'Member info: id, account, nickname, userName, type, VIP label, masked mobile.',
  },
  updateInfo: {
    method: 'POST',
    path: '/wps/member/info',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({
      nickname: z.string().max(32).optional(),
      email: z.string().max(254).optional(),
      fullName: z.string().max(200).optional(),
      birthday: z.string().max(64).optional(),
    }),
    response: memberInfo,
    description: 'Update profile fields.',
  },
  icon: {
    method: 'GET',
    path: '/wps/member/info/icon',
    moduleId: 'PROFPIC3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: empty,
    response: z.looseObject({ avatar: z.string(), avatarType: z.string() }),
    description:
      'Member avatar: {avatar:"0", avatarType:"STATIC"}; a failing image falls back to the default avatar.',
  },
  updateIcon: {
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadPlayerAvatar',
    moduleId: 'PROFPIC3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    // A static avatar's id, or an uploaded picture as a data URL (512 KB at most).
    request: z.object({
      avatar: z.string().min(1).max(dataUrlChars(MAX_AVATAR_BYTES)),
      avatarType: z.string().max(64).default('STATIC'),
    }),
    maxBodyBytes: uploadBody(1, MAX_AVATAR_BYTES),
    response: z.looseObject({ avatar: z.string(), avatarType: z.string() }),
    description: 'Choose an avatar (a static id or an uploaded data URL).',
  },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    moduleId: 'PASS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'spec',
    request: z.object({
      oldPassword: z.string().max(128).optional(),
      newPassword: z.string().min(1).max(128),
      confirmNewPassword: z.string().min(1).max(128),
    }),
    response: nothing,
    description: 'Change password (encrypted).',
  },
  securityConfig: {
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: securityConfig,
    description:
      'Security centre: what is set up, the security level (0..securityLevelMax) and the login IP check (field names our choice).',
  },
  changeLanguage: {
    method: 'POST',
    path: '/wps/member/language',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({ language: z.string().min(2).max(64) }),
    response: nothing,
    description: 'Language change notification (verb our choice).',
  },
  updateMobile: {
    method: 'POST',
    path: '/wps/member/info/mobile',
    moduleId: 'PERSMOBILE3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({
      mobileNum: z.string().min(1).max(64),
      countryDialingCode: z.string().max(64).optional(),
      verificationCode: z.string().min(1).max(64),
    }),
    response: nothing,
    description: 'Bind or change the mobile number with an SMS code.',
  },
  sendBindSms: {
    method: 'POST',
    path: '/wps/v2/verification/sms/send',
    moduleId: 'VERIFICATION3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({
      mobileNum: z.string().min(1).max(64),
      countryDialingCode: z.string().max(64).optional(),
    }),
    response: z.looseObject({ expiredMinutes: z.number() }),
    description: 'Send an SMS code to bind or verify a mobile number.',
  },
  hasWithdrawalPassword: {
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    moduleId: 'PAYMENTPASS3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: z.boolean(),
    description: 'Whether a payment (withdrawal) password is set.',
  },
  setPaymentPassword: {
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'notes',
    request: z.object({
      paymentPassword: z.string().min(6).max(128),
      confirmPaymentPassword: z.string().min(6).max(128),
      password: z.string().max(128).optional(),
    }),
    response: nothing,
    description: 'Set the payment password (first time; encrypted).',
  },
  changePaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    moduleId: 'PAYMENTPASS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'notes',
    request: z.object({
      oldPaymentPassword: z.string().min(1).max(128),
      paymentPassword: z.string().min(6).max(128),
      confirmPaymentPassword: z.string().min(6).max(128),
    }),
    response: nothing,
    description: 'Change the payment password (encrypted).',
  },
  sendPaymentPasswordResetSms: {
    method: 'POST',
    path: '/wps/v2/member/paymentPassword/reset/sms',
    moduleId: 'RESPAYPASS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: empty,
    response: codeSent.extend({ mobile: z.string() }),
    description:
      'Reset the payment password, step 1: an SMS code to the bound mobile (value.mobile masked). No bound mobile: INVALID_STATE.',
  },
  resetPaymentPassword: {
    method: 'POST',
    path: '/wps/v2/member/paymentPassword/reset',
    moduleId: 'RESPAYPASS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'notes',
    request: z.object({
      verificationCode: z.string().min(1).max(64),
      paymentPassword: z.string().min(6).max(128),
      confirmPaymentPassword: z.string().min(6).max(128),
    }),
    response: nothing,
    description: 'Reset the payment password, step 2: the SMS code and the new 6-digit password (encrypted).',
  },
  sendBindEmail: {
    method: 'POST',
    path: '/wps/v2/verification/mail/send',
    moduleId: 'VERIFICATION3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({ email: z.string().min(1).max(254) }),
    response: codeSent,
    description: 'Send an e-mail code to bind or change the e-mail address.',
  },
  bindEmail: {
    method: 'POST',
    path: '/wps/v2/verification/mail/verify',
    moduleId: 'VERIFICATION3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({ email: z.string().min(1).max(254), verificationCode: z.string().min(1).max(64) }),
    response: nothing,
    description: 'Bind or change the e-mail address with the code sent to it.',
  },
  gaSetup: {
    method: 'POST',
    path: '/wps/member/ga',
    moduleId: 'BINDGA3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: empty,
    response: z.looseObject({
      secret: z.string().min(16),
      otpauthUri: z.string().startsWith('otpauth://'),
      issuer: z.string(),
      account: z.string(),
    }),
    description:
      'Authenticator app, step 1: a new secret (base32) and its otpauth:// URI for a QR code; not bound until gaBind. Already bound: INVALID_STATE.',
  },
  gaBind: {
    method: 'POST',
    path: '/wps/member/ga/bind',
    moduleId: 'BINDGA3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({ code: gaCode }),
    response: nothing,
    description:
      'Authenticator app, step 2: confirm the binding with a current code (INVALID_GA_CODE when wrong).',
  },
  gaUnbind: {
    method: 'POST',
    path: '/wps/member/ga/unbind',
    moduleId: 'BINDGA3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ code: gaCode }),
    response: nothing,
    description: 'Remove the authenticator app with a current code from it.',
  },
  kycStatus: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerKycStatus',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: kycStatus,
    description:
      'KYC status of the member: overall (NOT_REQUIRED for a trial account; APPROVED when both the identity document and the proof of address are approved, REJECTED when the newest of either is rejected, PENDING while one waits) and the newest document of each kind.',
  },
  kycSettings: {
    method: 'GET',
    path: relay('MCSFE_getCustomerKycMerchantSetting'),
    moduleId: 'UPLOADID3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'notes',
    request: empty,
    response: kycSettings,
    description:
      "The tenant's identity-check settings: what needs an approved identity (nothing, all withdrawals, withdrawals over an amount), the largest file, the accepted types and the minimum age.",
  },
  kycUpload: {
    method: 'POST',
    path: relay('MCSFE_uploadIdImg'),
    moduleId: 'UPLOADID3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: z.object({
      kind: kycKind,
      /** A data URL; the platform checks the file's first bytes (png, jpg or pdf), not the declared type. */
      file: z
        .string()
        .max(dataUrlChars(KYC_MAX_FILE_BYTES), 'must be a file of at most 10 MB')
        .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'must be a base64 data URL'),
      fileName: z.string().trim().min(1).max(200),
    }),
    maxBodyBytes: uploadBody(1, KYC_MAX_FILE_BYTES),
    response: kycDocument,
    description:
      "Upload an identity document or a proof of address (png, jpg or pdf, checked by its first bytes, at most the tenant's size; images are stored without their metadata, location included). It waits for review (PENDING) and replaces a pending one of its kind.",
  },
});
