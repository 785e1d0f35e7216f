/**
 * Who may make a call of the platform, declared once per call in @wl/api's contract (`audience`). The platform's
 * mount refuses everyone else before the handler runs; the sites ask the same rule before they make a call or offer
 * what needs it (`mayCall`).
 */
import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE, parseMemberType, type SessionInput } from './roles.ts';

/**
 * - anyone: guests too;
 * - member: any signed-in account (a trial account and an agent-only account too);
 * - realMember: a signed-in account that is not a trial (else in_need_true_account);
 * - player: a signed-in account that plays: not an agent-only account, type 2 (else NON_MEMBER);
 * - agent: the agent centre's reads: agents (types 1, 2, 41, 42), and a trial account sees its own empty centre
 *   (anyone else: NON_AGENT);
 * - realAgent: the agent centre's actions: agents only (a trial: in_need_true_account; anyone else NON_AGENT).
 */
export const AUDIENCES = ['anyone', 'member', 'realMember', 'player', 'agent', 'realAgent'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The account making a call, as far as the audiences go. */
export type Caller = {
  readonly signedIn: boolean;
  readonly trial: boolean;
  readonly agent: boolean;
  /** Type 2: uses the agent centre, does not play. */
  readonly agentOnly: boolean;
};

export type AudienceRefusal = 'CUSTOMER_NOT_LOGIN' | 'in_need_true_account' | 'NON_AGENT' | 'NON_MEMBER';

/** The refusal an audience gives a caller (the platform's error code), or null when the caller may make the call. */
export function audienceRefusal(audience: Audience, caller: Caller): AudienceRefusal | null {
  if (audience === 'anyone') return null;
  if (!caller.signedIn) return 'CUSTOMER_NOT_LOGIN';
  switch (audience) {
    case 'member':
      return null;
    case 'realMember':
      return caller.trial ? 'in_need_true_account' : null;
    case 'player':
      return caller.agentOnly ? 'NON_MEMBER' : null;
    case 'agent':
      return caller.agent || caller.trial ? null : 'NON_AGENT';
    case 'realAgent':
      return caller.trial ? 'in_need_true_account' : caller.agent ? null : 'NON_AGENT';
  }
}

/** The caller an account of this member type is. */
export function callerOfType(type: number): Caller {
  return {
    signedIn: true,
    trial: type === TRIAL_MEMBER_TYPE,
    agent: AGENT_MEMBER_TYPES.includes(type),
    agentOnly: type === 2,
  };
}

const GUEST: Caller = Object.freeze({ signedIn: false, trial: false, agent: false, agentOnly: false });

/**
 * Whether the session may make a call of this audience: true or false, or undefined while a signed-in session's
 * member type is not known yet (member info has not answered), so a site waits rather than guesses.
 */
export function mayCall(audience: Audience, session: SessionInput): boolean | undefined {
  if (audience === 'anyone') return true;
  const signedIn = typeof session.token === 'string' && session.token.trim() !== '';
  if (!signedIn) return audienceRefusal(audience, GUEST) === null;
  const type = parseMemberType(session.memberType);
  if (type === undefined) return audience === 'member' ? true : undefined;
  return audienceRefusal(audience, callerOfType(type)) === null;
}
