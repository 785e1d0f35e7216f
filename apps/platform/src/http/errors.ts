/** A refusal the platform answers as `{ success: false, errorCode, message }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number = 200,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
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
} as const;

export const badInput = (field: string, message: string) =>
  new ApiError(E.invalidParameters, `${field}: ${message}`, 400, { field });
export const notLoggedIn = () => new ApiError(E.notLoggedIn, 'customer not login or login timeout', 401);
export const forbidden = (message: string, code: string = E.forbidden) => new ApiError(code, message, 403);
export const trialRefused = () =>
  new ApiError(E.trialRefused, 'A real account is needed (in_need_true_account)', 403);

/** The refusal of a caller outside a call's audience (contract `audience`, the mount's check). */
export function audienceError(
  code: 'CUSTOMER_NOT_LOGIN' | 'in_need_true_account' | 'NON_AGENT' | 'NON_MEMBER',
) {
  switch (code) {
    case 'CUSTOMER_NOT_LOGIN':
      return notLoggedIn();
    case 'in_need_true_account':
      return trialRefused();
    case 'NON_AGENT':
      return forbidden('Non-agents cannot use the agent centre', E.nonAgent);
    case 'NON_MEMBER':
      return forbidden('Non-member account unable to play games', E.nonMember);
  }
}
