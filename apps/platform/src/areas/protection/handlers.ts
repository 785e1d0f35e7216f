/** Responsible gaming's calls (limits.ts, breaks.ts, status.ts, records.ts); the guards other areas call are guards.ts. */
import type { HandlerMap } from '../../http/types.ts';
import type { Answer, CallArgs } from '../../shared/call.ts';
import { reopen, takeBreak as take } from './breaks.ts';
import { limitRows, setLimit as set } from './limits.ts';
import { history as historyOf } from './records.ts';
import { sessionSummary, setRealityCheck as setCheck, status as statusOf } from './status.ts';

function status({ p, tenant, session }: CallArgs<'protection.status'>): Answer<'protection.status'> {
  return statusOf(p, tenant, session);
}

/** Sets the limit and answers its row as the status shows it (used, remaining, pending). */
function setLimit({
  p,
  tenant,
  input,
  session,
}: CallArgs<'protection.setLimit'>): Answer<'protection.setLimit'> {
  return p.db.transaction(async (tx) => {
    const now = p.clock.now();
    const { applied } = await set(tx, tenant, session.customer.id, input.kind, input.value, now);
    const rows = await limitRows(tx, session.customer.id, now, session.createdAt);
    return { limit: rows.find((r) => r.kind === input.kind)!, applied };
  });
}

function setRealityCheck({
  p,
  tenant,
  input,
  session,
}: CallArgs<'protection.setRealityCheck'>): Answer<'protection.setRealityCheck'> {
  return setCheck(p, tenant, session.customer.id, input.everyMinutes);
}

function takeBreak({
  p,
  tenant,
  input,
  session,
}: CallArgs<'protection.takeBreak'>): Answer<'protection.takeBreak'> {
  return take(p, tenant, session.customer.id, input.kind, input.period);
}

function session({ p, session: s }: CallArgs<'protection.session'>): Answer<'protection.session'> {
  return sessionSummary(p, s.customer.id, s.createdAt);
}

function history({ p, input, session: s }: CallArgs<'protection.history'>): Answer<'protection.history'> {
  return historyOf(p, s.customer.id, {
    pageNo: Math.max(1, Number(input.pageNo ?? 1)),
    pageSize: Math.min(100, Math.max(1, Number(input.pageSize ?? 20))),
  });
}

export const protectionHandlers: HandlerMap = {
  'protection.status': status,
  'protection.setLimit': setLimit,
  'protection.setRealityCheck': setRealityCheck,
  'protection.takeBreak': takeBreak,
  'protection.session': session,
  'protection.history': history,
};

function reopenSelfExcluded({
  p,
  tenant,
  input,
}: CallArgs<'dev.reopenSelfExcluded'>): Answer<'dev.reopenSelfExcluded'> {
  return reopen(p, tenant, input.username);
}

export const protectionDevHandlers: HandlerMap = { 'dev.reopenSelfExcluded': reopenSelfExcluded };
