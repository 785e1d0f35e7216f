/**
 * The HTTP side of the platform's errors: the status each kind of `DomainError` (shared/errors.ts) is answered with,
 * and the refusals of the mount's own checks.
 */
import { DomainError, E, forbidden, notLoggedIn, trialRefused, type ErrorKind } from '../shared/errors.ts';

const STATUS: Record<ErrorKind, number> = {
  refused: 200,
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  notServed: 501,
  internal: 500,
};

/** The HTTP status a refusal is answered with. */
export const statusOf = (err: DomainError): number => STATUS[err.kind];

export { DomainError, E };

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
