import { ERROR_CODES } from '../contract/errors.ts';

/**
 * What went wrong with a call, in a form screens can show:
 * - server: the platform answered `success: false` (code = its errorCode, message = its message);
 * - network: no answer (offline, DNS, refused, CORS) -> 'Network link is abnormal, please try again';
 * - timeout: no answer within 20 s -> the same words;
 * - session: HTTP 401 or a session-ended code -> 'You are not logged in, please login';
 * - schema: the answer (or our request) does not match the contract; never half-parsed data.
 */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'session' | 'schema';

export type ApiError = {
  kind: ApiErrorKind;
  /** errorCode of the platform, `HTTP_<status>` when there was none, or ours (NETWORK, TIMEOUT, SCHEMA). */
  code?: string;
  /** The server's message for server errors; a description for the others (names the call and field in development). */
  message: string;
  /** Registry name of the call. */
  call: string;
  /** HTTP status when there was an answer. */
  status?: number;
  /** i18n key (namespace `errors`) a screen shows for this error; for server errors with an unknown code, show `message`. */
  messageKey: string;
  /** For schema errors: the field paths that failed, e.g. `value.list.0.nodeId`. */
  issues?: { path: string; message: string }[];
  /** For server errors: the envelope's `value` when the refusal carried one (e.g. `{ captchaRequired: true }` of a failed login). */
  details?: unknown;
};

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).kind === 'string' &&
    typeof (value as ApiError).call === 'string' &&
    typeof (value as ApiError).message === 'string'
  );
}

/** i18n keys of the `errors` namespace the client itself uses. */
export const ERROR_KEYS = {
  network: 'errors:network',
  notLoggedIn: 'errors:notLoggedIn',
  server: 'errors:server',
  badResponse: 'errors:badResponse',
} as const;

/** Platform error codes that have their own words (errors:code_<CODE>). */
const CODES_WITH_TEXT: readonly string[] = [
  ERROR_CODES.INVALID_CAPTCHA,
  ERROR_CODES.INVALID_PARAMETERS,
  ERROR_CODES.PASSWORD_INCORRECT,
  ERROR_CODES.PASSWORD_LOCKED,
  ERROR_CODES.UNKNOWN_ACCOUNT,
  ERROR_CODES.ACCOUNT_NOT_ACTIVE,
  ERROR_CODES.ACCOUNT_BALANCE_NOT_ENOUGH,
  ERROR_CODES.MAX_SEND_LIMIT,
  ERROR_CODES.VALIDATION_EXPIRED_CODE,
  ERROR_CODES.VALIDATION_MAX_ATTEMPT_EXCEEDED,
  ERROR_CODES.USER_ALREADY_VERIFIED,
  ERROR_CODES.US_PASSWORD_EXPIRED_ERROR,
  ERROR_CODES.FIRST_LOGIN_FORCE_CHANGE_PWD_ERROR,
  ERROR_CODES.REFER_AND_RECOMMENDERID_CAN_NOT_SIMULTANEOUS_EXIST,
  ERROR_CODES.USERNAME_MAX_LENGTH,
  ERROR_CODES.CONTENT_MAX_LENGTH,
  ERROR_CODES.AMOUNT_INVALID,
  ERROR_CODES.FUNCTION_NOT_AVAILABLE,
  ERROR_CODES.ENCRYPTION_REQUIRED,
  ERROR_CODES.SYSTEM_MAINTENANCE,
  ERROR_CODES.GAME_MAINTENANCE,
  ERROR_CODES.REGION_BLOCKED,
  ERROR_CODES.NON_AGENT,
  ERROR_CODES.NON_MEMBER,
  ERROR_CODES.USERNAME_TAKEN,
  ERROR_CODES.DUPLICATE,
  ERROR_CODES.FORBIDDEN,
  ERROR_CODES.INVALID_VERIFICATION_CODE,
  ERROR_CODES.PAYMENT_PASSWORD_INCORRECT,
  ERROR_CODES.TOO_MANY_REQUESTS,
  ERROR_CODES.NOT_FOUND,
  ERROR_CODES.INVALID_STATE,
  ERROR_CODES.LOGIN_IP_VERIFICATION_REQUIRED,
  ERROR_CODES.INVALID_GA_CODE,
  ERROR_CODES.BANK_ACCOUNT_NAME_INCORRECT,
  ERROR_CODES.NOT_IN_TREE,
  ERROR_CODES.LIMIT_EXCEEDED,
  ERROR_CODES.CREDIT_LIMIT_EXCEEDED,
  ERROR_CODES.ACCOUNT_ON_BREAK,
  ERROR_CODES.SESSION_LIMIT_REACHED,
  ERROR_CODES.HUMAN_CHECK_FAILED,
];

const CODE_ALIASES: Record<string, string> = {
  [ERROR_CODES.INVITATION_CODE_ERROR]: 'errors:invitationCodeError',
  [ERROR_CODES.IN_NEED_TRUE_ACCOUNT]: 'errors:inNeedTrueAccount',
  [ERROR_CODES.FUNCTION_NOT_AVAILABLE_KEY]: 'errors:code_FUNCTION_NOT_AVAILABLE',
};

/** The i18n key for an error code of the platform, or undefined when it has no words of its own. */
export function keyForCode(code: string | undefined | null): string | undefined {
  if (!code) return undefined;
  if (CODE_ALIASES[code]) return CODE_ALIASES[code];
  return CODES_WITH_TEXT.includes(code) ? `errors:code_${code}` : undefined;
}

/**
 * What to show for an error: a translated key, or (server errors with an unknown code) the server's own
 * message. `t` is i18next's translate function.
 */
export function apiErrorText(error: ApiError, t: (key: string) => string): string {
  if (error.kind === 'server') {
    const key = keyForCode(error.code);
    if (key) return withDetails(t(key), error.details, t);
    return error.message.trim() ? error.message : t(ERROR_KEYS.server);
  }
  return t(error.messageKey);
}

/**
 * A code's words with the refusal's values put in (`{{remaining}}` of LIMIT_EXCEEDED's `{ kind, limit, remaining }`):
 * the translate function gets the key alone, and i18next leaves a placeholder it has no value for as it is.
 * `{{limitName}}` is the limit's name in words (`errors:limit_<kind>`).
 */
function withDetails(text: string, details: unknown, t: (key: string) => string): string {
  if (typeof details !== 'object' || details === null) return text;
  const values = details as Record<string, unknown>;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    if (name === 'limitName' && typeof values.kind === 'string') return t(`errors:limit_${values.kind}`);
    const value = values[name];
    return typeof value === 'number' || typeof value === 'string' ? String(value) : placeholder;
  });
}

/** Hibernate sync errors are shown as the `error_sync` warning (protocol-notes §1.5). */
export function isSyncError(error: ApiError): boolean {
  return error.kind === 'server' && /hibernate/i.test(error.message);
}
