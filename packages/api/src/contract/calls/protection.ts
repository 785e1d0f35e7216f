import { z } from 'zod';
import { EXCLUSION_PERIODS, LIMIT_KINDS, TIMEOUT_PERIODS, type BreakPeriod } from '@wl/domain';
import { defineCalls } from '../define.ts';
import { empty, epochMs, paging } from '../common.ts';

/**
 * Responsible gaming (ours: neither the specs nor the notes have it; issue 31). Limits, time-out, self-exclusion and
 * the reality check of the signed-in player, enforced by the platform; the rules are @wl/domain's `protection`.
 * Amounts are in the tenant's currency, the session limit and the reality check in minutes.
 */
const limitKind = z.enum(LIMIT_KINDS);
const breakPeriod = z.enum([...TIMEOUT_PERIODS, ...EXCLUSION_PERIODS] as [BreakPeriod, ...BreakPeriod[]]);
const breakKind = z.enum(['timeout', 'selfExclusion']);

export const limitRow = z.looseObject({
  kind: limitKind,
  /** The limit in force; null: none. */
  value: z.number().nullable(),
  /** A looser value (null: the limit removed) that applies from `from`, after the cooling-off period. */
  pending: z.looseObject({ value: z.number().nullable(), from: epochMs }).nullable(),
  /** How much of it the player has used: deposits, net loss or bets in its window, the session's minutes, the balance. */
  used: z.number(),
  /** What is left before the platform refuses; null when there is no limit. */
  remaining: z.number().nullable(),
});
export type LimitRow = z.output<typeof limitRow>;

/** An active break: a time-out until its end; a self-exclusion until the operator re-opens the account after its end. */
export const breakRow = z.looseObject({
  kind: breakKind,
  period: breakPeriod,
  since: epochMs,
  /** null: permanent. */
  until: epochMs.nullable(),
  /** A self-exclusion past its end: the account stays closed until customer service re-opens it. */
  ended: z.boolean(),
});
export type BreakRow = z.output<typeof breakRow>;

export const protectionStatus = z.looseObject({
  limits: z.array(limitRow),
  /** Hours a looser limit waits before it applies. */
  coolingOffHours: z.number(),
  break: breakRow.nullable(),
  realityCheck: z.looseObject({
    /** Minutes between reality checks; null: the player turned it off. */
    everyMinutes: z.number().nullable(),
    options: z.array(z.number()),
  }),
  /** When the current session (this login) started. */
  sessionStartedAt: epochMs,
});
export type ProtectionStatus = z.output<typeof protectionStatus>;

export const sessionSummary = z.looseObject({
  startedAt: epochMs,
  minutes: z.number(),
  wagered: z.number(),
  won: z.number(),
  /** won − wagered since the session started. */
  net: z.number(),
});

export const protectionRecord = z.looseObject({
  id: z.number(),
  at: epochMs,
  /** limitSet, limitPending, limitApplied, realityCheckSet, breakTaken, breakReopened, kycSubmitted, kycApproved, kycRejected. */
  action: z.string(),
  /** The limit kind, the break kind, or the document kind. */
  subject: z.string(),
  /** The new value, the period, or the reason, as text. */
  detail: z.string().nullable(),
  /** player, operator (the back office) or system. */
  by: z.string(),
});

export const protectionCalls = defineCalls('protection', {
  status: {
    method: 'GET',
    path: '/wps/member/responsibleGaming',
    moduleId: 'RESPGAM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: empty,
    response: protectionStatus,
    description:
      "The player's limits with what is used and left, pending loosenings, the active break, the reality check.",
  },
  setLimit: {
    method: 'PUT',
    path: '/wps/member/responsibleGaming/limit',
    moduleId: 'RESPGAM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({
      kind: limitKind,
      /** null removes the limit (after the cooling-off period). */
      value: z.number().positive().max(1e9).nullable(),
    }),
    response: z.looseObject({ limit: limitRow, applied: z.enum(['now', 'pending']) }),
    description:
      'Set, raise, lower or remove a limit: stricter applies now, looser after the cooling-off period.',
  },
  setRealityCheck: {
    method: 'PUT',
    path: '/wps/member/responsibleGaming/realityCheck',
    moduleId: 'RESPGAM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ everyMinutes: z.number().int().positive().nullable() }),
    response: z.looseObject({ everyMinutes: z.number().nullable() }),
    description: "The reality check's interval, one of the tenant's options (null turns it off).",
  },
  takeBreak: {
    method: 'POST',
    path: '/wps/member/responsibleGaming/break',
    moduleId: 'RESPGAM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'ours',
    request: z.object({ kind: breakKind, period: breakPeriod }),
    response: breakRow,
    description: 'Take a time-out or a self-exclusion; it cannot be undone before its end.',
  },
  session: {
    method: 'GET',
    path: '/wps/member/responsibleGaming/session',
    moduleId: 'RESPGAM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: empty,
    response: sessionSummary,
    description: "The reality check's figures: how long this session has lasted, what was bet and won in it.",
  },
  history: {
    method: 'GET',
    path: '/wps/member/responsibleGaming/history',
    moduleId: 'RESPGAM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'none',
    source: 'ours',
    request: z.object({ ...paging }),
    response: z.looseObject({ list: z.array(protectionRecord), total: z.number() }),
    description: 'The append-only record of limit changes, breaks and identity checks, newest first.',
  },
});
