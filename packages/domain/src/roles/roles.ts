/**
 * Roles and session rules (site spec sections 4 and 6, accounts spec sections 4 and 6).
 */

/** Member types that are agents. */
export const AGENT_MEMBER_TYPES: readonly number[] = Object.freeze([1, 2, 41, 42]);
/** The member type of trial (free play) accounts. */
export const TRIAL_MEMBER_TYPE = 4;
/** Message key shown to trial users on a protected action (a real account is needed). */
export const NEED_REAL_ACCOUNT_KEY = 'in_need_true_account';

/** Read a member type from member info (number or numeric string); anything else is undefined. */
export function parseMemberType(type: unknown): number | undefined {
  const n = typeof type === 'string' && /^\s*\d+\s*$/.test(type) ? Number(type) : type;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/** isAgent (types 1, 2, 41, 42) and isTrial (type 4) from a member type. */
export function memberFlags(type: unknown): { readonly isAgent: boolean; readonly isTrial: boolean } {
  const t = parseMemberType(type);
  return { isAgent: t !== undefined && AGENT_MEMBER_TYPES.includes(t), isTrial: t === TRIAL_MEMBER_TYPE };
}

/** `member`: logged in, but member info has not said which kind of account yet (never allowed what a trial is not). */
export type Role = 'visitor' | 'member' | 'trial' | 'player' | 'agent';

/** What the client knows of the session: the token (if any) and, once loaded, the member type. */
export type SessionInput = { readonly token?: string | null; readonly memberType?: unknown };

export type SessionFlags = {
  readonly isLogin: boolean;
  readonly isAgent: boolean;
  readonly isTrial: boolean;
};

/** Login state as the store keeps it: logged in means a session token exists (the only check). */
export function sessionFlags(session: SessionInput): SessionFlags {
  const isLogin = typeof session.token === 'string' && session.token.trim() !== '';
  if (!isLogin) return { isLogin, isAgent: false, isTrial: false };
  return { isLogin, ...memberFlags(session.memberType) };
}

/** The role of a session. A token whose member info has not given a member type yet is `member`: not known. */
export function roleOf(session: SessionInput): Role {
  const f = sessionFlags(session);
  if (!f.isLogin) return 'visitor';
  if (parseMemberType(session.memberType) === undefined) return 'member';
  if (f.isTrial) return 'trial';
  return f.isAgent ? 'agent' : 'player';
}

/** Actions guarded by role. `browse` is everything a visitor may do (lobby, categories, popups). */
export type Action =
  | 'browse'
  | 'launchGame'
  | 'memberCentre'
  | 'accountCentre'
  | 'favourite'
  | 'recentGames'
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'rewards'
  | 'referral'
  | 'messages'
  | 'liveChat'
  | 'pointsRedeem'
  | 'contracts'
  | 'agentCentre';

export type ActionDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reaction: 'loginPopup' }
  | {
      readonly allowed: false;
      readonly reaction: 'message';
      readonly messageKey: typeof NEED_REAL_ACCOUNT_KEY;
    }
  | { readonly allowed: false; readonly reaction: 'redirect'; readonly to: '/agent' }
  /** The account's kind is not known yet: decide again once member info has answered. */
  | { readonly allowed: false; readonly reaction: 'wait' };

const ALLOWED: ActionDecision = Object.freeze({ allowed: true });
const WAIT: ActionDecision = Object.freeze({ allowed: false, reaction: 'wait' });

/**
 * May this role take this action, and if not, how does the site react?
 * - visitor: browse only; anything else opens the login popup (the agent centre sends to /agent);
 * - member (logged in, kind not known yet): play; anything else waits for member info (`wait`);
 * - trial: browse and play free (launchGame); other actions get `in_need_true_account`;
 * - player: everything but the agent areas (agent centre, contracts), which send to /agent;
 * - agent: everything.
 */
export function decideAction(role: Role, action: Action): ActionDecision {
  if (action === 'browse') return ALLOWED;
  // Not known yet: allowed only what every logged-in account may do (play), else decided once the type is known.
  if (role === 'member') return action === 'launchGame' ? ALLOWED : WAIT;
  if (action === 'agentCentre' || action === 'contracts') {
    return role === 'agent' ? ALLOWED : { allowed: false, reaction: 'redirect', to: '/agent' };
  }
  if (role === 'visitor') return { allowed: false, reaction: 'loginPopup' };
  if (role === 'trial')
    return action === 'launchGame'
      ? ALLOWED
      : { allowed: false, reaction: 'message', messageKey: NEED_REAL_ACCOUNT_KEY };
  return ALLOWED;
}

/** Unread messages are loaded for logged-in, non-trial users only. */
export function shouldLoadUnreadMessages(flags: SessionFlags): boolean {
  return flags.isLogin && !flags.isTrial;
}

/**
 * The consolidated funds call: logged in, not trial, and the agent policy flag (site configuration)
 * switched on. The flag gates the call for everyone; without it the call is never made.
 */
export function shouldLoadConsolidatedFunds(flags: SessionFlags, agentPolicy: boolean): boolean {
  return flags.isLogin && !flags.isTrial && agentPolicy;
}

/**
 * The referral item of the side menu: agents always see it and go to the agent register centre;
 * players (and visitors) see it only when the REFERRAL promotion is enabled and go to the member
 * referral page.
 */
export function referralMenuItem(
  flags: SessionFlags,
  referralEnabled: boolean,
):
  | { readonly visible: false }
  | { readonly visible: true; readonly target: 'agentRegisterCentre' | 'memberReferral' } {
  if (flags.isAgent) return { visible: true, target: 'agentRegisterCentre' };
  return referralEnabled ? { visible: true, target: 'memberReferral' } : { visible: false };
}

export type AccountMenuItem =
  | 'vipLevel'
  | 'bettingRecord'
  | 'accountRecord'
  | 'personalProfit'
  | 'rewardCentre'
  | 'myAccount'
  | 'agentCentre'
  | 'signOut';

/** The header account menu; the agent centre item is for agents only. */
export function accountMenuItems(flags: SessionFlags): readonly AccountMenuItem[] {
  const items: AccountMenuItem[] = [
    'vipLevel',
    'bettingRecord',
    'accountRecord',
    'personalProfit',
    'rewardCentre',
    'myAccount',
  ];
  if (flags.isAgent) items.push('agentCentre');
  items.push('signOut');
  return items;
}

/** Default member and agent centre pages. */
export const DEFAULT_MEMBER_PAGE = 'securityCenter';
export const DEFAULT_AGENT_PAGE = 'agentTeamOverview';

/** The password the platform flags as default; logging in with it forces a change. */
export const DEFAULT_FLAGGED_PASSWORD = '{secret}';

export type LoginMethod = 'username' | 'sms' | 'thirdParty';

export type AfterLoginInput = {
  readonly method: LoginMethod;
  /** The password typed (username login). */
  readonly password?: string;
  readonly firstTimeLogin?: boolean;
  readonly passwordExpired?: boolean;
  /** The forced-password-change-on-expiry toggle (whitelabel tree). */
  readonly expiryPolicyOn: boolean;
  /** Login from the agent login page (/agent). */
  readonly fromAgentPage?: boolean;
  /** The default flagged password, '{secret}' unless configured. */
  readonly defaultPassword?: string;
};

export type AfterLoginStep = {
  /** Open the change-password modal instead of loading login info. */
  readonly changePassword: boolean;
  readonly markFirstLogin: boolean;
  /** Where to go afterwards, if anywhere ('/agentHome' after agent login). */
  readonly redirectTo?: '/agentHome';
};

/**
 * What happens after a successful login: the change-password modal opens when the password is the
 * default one, or expired while the expiry policy is on, unless the login was by SMS or a third party.
 */
export function afterLogin(input: AfterLoginInput): AfterLoginStep {
  const byPassword = input.method === 'username';
  const isDefault =
    input.password !== undefined && input.password === (input.defaultPassword ?? DEFAULT_FLAGGED_PASSWORD);
  const expired = input.passwordExpired === true && input.expiryPolicyOn;
  const step: AfterLoginStep = {
    changePassword: byPassword && (isDefault || expired),
    markFirstLogin: input.firstTimeLogin === true,
  };
  return input.fromAgentPage === true ? { ...step, redirectTo: '/agentHome' } : step;
}

/** Who may log in where: 'Non-member account unable to login' / 'Non-agents cannot log in'. */
export function loginAreaCheck(
  area: 'site' | 'agent',
  memberType: unknown,
): { readonly ok: true } | { readonly ok: false; readonly reason: 'nonMember' | 'nonAgent' } {
  const t = parseMemberType(memberType);
  if (t === undefined) return { ok: false, reason: 'nonMember' };
  if (area === 'agent' && !memberFlags(t).isAgent) return { ok: false, reason: 'nonAgent' };
  return { ok: true };
}

/** Session storage keys restored after logout clears session storage. */
export const SESSION_KEYS_KEPT_ON_LOGOUT: readonly string[] = Object.freeze(['merchant', 'merchantCode']);

/** The session storage content after logout: everything cleared but merchant and merchantCode. */
export function sessionStorageAfterLogout(entries: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries).filter(([key]) => SESSION_KEYS_KEPT_ON_LOGOUT.includes(key)),
  );
}

/** The token to start with: one from the query string wins over one from session storage. */
export function initialToken(
  queryToken: string | null | undefined,
  storedToken: string | null | undefined,
): string | undefined {
  for (const t of [queryToken, storedToken]) if (typeof t === 'string' && t.trim() !== '') return t.trim();
  return undefined;
}
