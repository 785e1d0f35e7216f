/**
 * The errors of the platform's rules. A service refuses with a `DomainError`: a code of the platform's vocabulary, a
 * message in words, the kind of refusal and any detail for the caller. It knows nothing of HTTP: the mount answers it
 * as `{ success: false, errorCode, message, value }` with the status of its kind (http/errors.ts, `statusOf`).
 */
import type { z } from 'zod';

/**
 * - refused: the rule said no (answered 200 in the envelope, as the real platform does: a balance too low, a code
 *   expired);
 * - invalid: the request is wrong (400); unauthenticated: no session (401); forbidden: not this caller's (403);
 * - notFound (404), conflict (409), tooMany: rate limited (429), notServed: not on this platform (501), internal (500).
 */
export type ErrorKind =
  | 'refused'
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooMany'
  | 'notServed'
  | 'internal';

export class DomainError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly kind: ErrorKind = 'refused',
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

// Error codes: the platform's vocabulary (protocol notes 1.5) where one fits, our own otherwise.
export const E = {
  notLoggedIn: 'CUSTOMER_NOT_LOGIN',
  tokenInvalid: 'TOKEN_IS_INVALID',
  merchantMissing: 'NOT_FOUND_MERCHANT_IN_HEADER',
  functionNotAvailable: 'FUNCTION_NOT_AVAILABLE',
  invalidParameters: 'INVALID_PARAMETERS',
  invalidCaptcha: 'INVALID_CAPTCHA',
  passwordIncorrect: 'PASSWORD_INCORRECT',
  passwordLocked: 'PASSWORD_LOCKED',
  unknownAccount: 'UNKNOWN_ACCOUNT',
  accountNotActive: 'ACCOUNT_NOT_ACTIVE',
  balanceNotEnough: 'ACCOUNT_BALANCE_NOT_ENOUGH',
  maxSendLimit: 'MAX_SEND_LIMIT',
  codeExpired: 'VALIDATION_EXPIRED_CODE',
  maxAttempts: 'VALIDATION_MAX_ATTEMPT_EXCEEDED',
  passwordExpired: 'US_PASSWORD_EXPIRED_ERROR',
  forceChange: 'FIRST_LOGIN_FORCE_CHANGE_PWD_ERROR',
  referAndRecommender: 'REFER_AND_RECOMMENDERID_CAN_NOT_SIMULTANEOUS_EXIST',
  contentMaxLength: 'CONTENT_MAX_LENGTH',
  amountInvalid: 'AMOUNT_INVALID',
  invitationCode: 'invitation_code_error',
  trialRefused: 'in_need_true_account',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  duplicate: 'DUPLICATE',
  gameMaintenance: 'GAME_MAINTENANCE',
  maintenance: 'SYSTEM_MAINTENANCE',
  regionBlocked: 'REGION_BLOCKED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  verificationCode: 'INVALID_VERIFICATION_CODE',
  nonMember: 'NON_MEMBER',
  nonAgent: 'NON_AGENT',
  invalidState: 'INVALID_STATE',
  limitExceeded: 'LIMIT_EXCEEDED',
  creditLimitExceeded: 'CREDIT_LIMIT_EXCEEDED',
  accountOnBreak: 'ACCOUNT_ON_BREAK',
  sessionLimitReached: 'SESSION_LIMIT_REACHED',
  kycRequired: 'KYC_REQUIRED',
} as const;

/** A record id that is not the caller's: refused as not found (never a silent success that changes nothing). */
export const notYours = (field: string, what: string, id: string) =>
  new DomainError(E.notFound, `${field}: no ${what} ${id} in your account`, 'notFound', { field });

export const badInput = (field: string, message: string) =>
  new DomainError(E.invalidParameters, `${field}: ${message}`, 'invalid', { field });
export const notLoggedIn = () =>
  new DomainError(E.notLoggedIn, 'customer not login or login timeout', 'unauthenticated');
export const forbidden = (message: string, code: string = E.forbidden) =>
  new DomainError(code, message, 'forbidden');
export const trialRefused = () =>
  new DomainError(E.trialRefused, 'A real account is needed (in_need_true_account)', 'forbidden');

/** `path: message` of the first problem, the field named the way the caller sent it. */
export function describeIssues(error: z.ZodError): { message: string; field: string } {
  const issue = error.issues[0];
  // An unknown key (a strict object) is named as the field: 'nationalty: is not a field of this request'.
  if (issue?.code === 'unrecognized_keys') {
    const field = [...issue.path.map(String), issue.keys.join(', ')].join('.');
    return { message: `${field}: is not a field of this request`, field };
  }
  const field = issue && issue.path.length ? issue.path.map(String).join('.') : 'body';
  const message = issue?.message ?? 'is not valid';
  return { message: `${field}: ${message}`, field };
}
