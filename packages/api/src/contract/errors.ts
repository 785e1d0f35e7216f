/**
 * Error codes of the platform (protocol-notes §1.5). The probable back-office vocabulary is used by our
 * platform for `errorCode`; screens map codes to i18n keys in the `errors` namespace.
 */
export const ERROR_CODES = {
  CUSTOMER_NOT_LOGIN: 'CUSTOMER_NOT_LOGIN',
  USER_OR_TOKEN_INVALID: 'user.or.token.invalid',
  LOGIN_NOT_SESSION: 'login.not.session',
  FUNCTION_NOT_AVAILABLE_KEY: 'function.not.available',
  REQUEST_PARAM_ERR: 'request_param_err',
  REQUEST_BODY_REQUIRED: 'request_body_required',
  SYSTEM_BUSY: '#727',
  INVITATION_CODE_ERROR: 'invitation_code_error',
  IN_NEED_TRUE_ACCOUNT: 'in_need_true_account',
  NOT_FOUND_MERCHANT_IN_HEADER: 'NOT_FOUND_MERCHANT_IN_HEADER',
  TOKEN_IS_INVALID: 'TOKEN_IS_INVALID',
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  FUNCTION_NOT_AVAILABLE: 'FUNCTION_NOT_AVAILABLE',
  INVALID_CAPTCHA: 'INVALID_CAPTCHA',
  INVALID_PARAMETERS: 'INVALID_PARAMETERS',
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  PASSWORD_LOCKED: 'PASSWORD_LOCKED',
  UNKNOWN_ACCOUNT: 'UNKNOWN_ACCOUNT',
  ACCOUNT_NOT_ACTIVE: 'ACCOUNT_NOT_ACTIVE',
  ACCOUNT_BALANCE_NOT_ENOUGH: 'ACCOUNT_BALANCE_NOT_ENOUGH',
  MAX_SEND_LIMIT: 'MAX_SEND_LIMIT',
  VALIDATION_EXPIRED_CODE: 'VALIDATION_EXPIRED_CODE',
  VALIDATION_MAX_ATTEMPT_EXCEEDED: 'VALIDATION_MAX_ATTEMPT_EXCEEDED',
  USER_ALREADY_VERIFIED: 'USER_ALREADY_VERIFIED',
  US_PASSWORD_EXPIRED_ERROR: 'US_PASSWORD_EXPIRED_ERROR',
  FIRST_LOGIN_FORCE_CHANGE_PWD_ERROR: 'FIRST_LOGIN_FORCE_CHANGE_PWD_ERROR',
  REFER_AND_RECOMMENDERID_CAN_NOT_SIMULTANEOUS_EXIST: 'REFER_AND_RECOMMENDERID_CAN_NOT_SIMULTANEOUS_EXIST',
  USERNAME_MAX_LENGTH: 'USERNAME_MAX_LENGTH',
  CONTENT_MAX_LENGTH: 'CONTENT_MAX_LENGTH',
  AMOUNT_INVALID: 'AMOUNT_INVALID',
  // Ours: codes our platform needs that the notes do not name.
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  DUPLICATE: 'DUPLICATE',
  GAME_MAINTENANCE: 'GAME_MAINTENANCE',
  SYSTEM_MAINTENANCE: 'SYSTEM_MAINTENANCE',
  REGION_BLOCKED: 'REGION_BLOCKED',
  INVALID_VERIFICATION_CODE: 'INVALID_VERIFICATION_CODE',
  NON_AGENT: 'NON_AGENT',
  NON_MEMBER: 'NON_MEMBER',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  PAYMENT_PASSWORD_INCORRECT: 'PAYMENT_PASSWORD_INCORRECT',
  INVALID_STATE: 'INVALID_STATE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** A login from an IP the account has not used: extra verification first (value: loginVerificationRequired). */
  LOGIN_IP_VERIFICATION_REQUIRED: 'LOGIN_IP_VERIFICATION_REQUIRED',
  INVALID_GA_CODE: 'INVALID_GA_CODE',
  BANK_ACCOUNT_NAME_INCORRECT: 'BANK_ACCOUNT_NAME_INCORRECT',
  /** An account id (or name) outside the calling agent's downline tree. */
  NOT_IN_TREE: 'NOT_IN_TREE',
  /** Responsible gaming (value: { kind, limit, remaining }): the action would pass one of the player's limits. */
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
  /** Credit mode (value: { limit, remaining }): the bet or transfer would pass the credit limit the upline set. */
  CREDIT_LIMIT_EXCEEDED: 'CREDIT_LIMIT_EXCEEDED',
  /** Responsible gaming (value: { kind, until }): the account is on a time-out or self-excluded. */
  ACCOUNT_ON_BREAK: 'ACCOUNT_ON_BREAK',
  /** Responsible gaming: the session reached the player's session limit and is over. */
  SESSION_LIMIT_REACHED: 'SESSION_LIMIT_REACHED',
  /** Identity checks: the tenant asks for an approved identity before this (value: { requiredFor, overAmount? }). */
  KYC_REQUIRED: 'KYC_REQUIRED',
  /** Human verification (GEETEST3 on): the proof-of-work solution is missing, forged, expired or already used (value: { reason }). */
  HUMAN_CHECK_FAILED: 'HUMAN_CHECK_FAILED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes (and messages) after which the session is over: clear the token, tell the user to log in. */
export const SESSION_ENDED_CODES: readonly string[] = [
  ERROR_CODES.CUSTOMER_NOT_LOGIN,
  ERROR_CODES.USER_OR_TOKEN_INVALID,
  ERROR_CODES.LOGIN_NOT_SESSION,
  ERROR_CODES.TOKEN_IS_INVALID,
  ERROR_CODES.SESSION_LIMIT_REACHED,
];
export const SESSION_ENDED_MESSAGES: readonly string[] = ['customer not login or login timeout'];

/** The message the original's client library puts on an HTTP 401. */
export const NOT_LOGIN_MESSAGE = 'customer not login or login timeout';

export function isSessionEnded(errorCode: string | null | undefined, message?: string | null): boolean {
  if (errorCode && SESSION_ENDED_CODES.includes(errorCode)) return true;
  if (message && SESSION_ENDED_MESSAGES.some((m) => message.toLowerCase().includes(m))) return true;
  return false;
}
