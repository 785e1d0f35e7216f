/** What an agent reads of its contracts (issue 15): its contract of a kind with its cap, a contract's history and the list of records. */
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { contractEvents, contractPayouts, contracts } from '../../db/schema.ts';
import type { Customer } from '../session/sessions.ts';
import {
  type ContractKind,
  requireKind,
  percent,
  OPEN,
  accountsOf,
  views,
  ownCap,
  requireContract,
} from './contracts.ts';

/**
 * The caller's contracts of a kind: `mine` (from my upline: the one in force, else the offer waiting for my answer)
 * with `offers` (every offer waiting for my answer, a replacement too), and `downlines` (the open contracts I gave).
 */
export async function contractInfo(p: Platform, tenant: Tenant, agent: Customer, kind: ContractKind) {
  requireKind(tenant, kind);
  const rows = await p.db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, tenant.id),
        eq(contracts.kind, kind),
        or(eq(contracts.downlineId, agent.id), eq(contracts.uplineId, agent.id)),
        inArray(contracts.status, OPEN),
      ),
    )
    .orderBy(desc(contracts.createdAt), desc(contracts.id));
  const all = await views(p.db, rows, agent.id);
  const received = all.filter((c) => c.downlineId === String(agent.id));
  const mine =
    received.find((c) => c.status !== 'OFFERED') ?? received.find((c) => c.status === 'OFFERED') ?? null;
  return {
    mine,
    offers: received.filter((c) => c.status === 'OFFERED'),
    downlines: all.filter((c) => c.uplineId === String(agent.id)),
    /** What I may offer my downlines at most (percent), null when I have nothing of this kind to share. */
    maxRate: await ownCap(p.db, tenant, agent, kind).then((r) => (r === null ? null : percent(r))),
  };
}

/** History of the actions on the caller's contracts (both sides), newest first; one contract with `contractId`. */
export async function contractHistory(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  contractId: string | undefined,
) {
  let ids: number[];
  if (contractId !== undefined) ids = [(await requireContract(p.db, tenant, agent, contractId)).id];
  else {
    const rows = await p.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantId, tenant.id),
          or(eq(contracts.uplineId, agent.id), eq(contracts.downlineId, agent.id)),
        ),
      );
    ids = rows.map((r) => r.id);
  }
  if (ids.length === 0) return { list: [], total: 0 };
  const rows = await p.db
    .select({ e: contractEvents, kind: contracts.kind })
    .from(contractEvents)
    .innerJoin(contracts, eq(contracts.id, contractEvents.contractId))
    .where(inArray(contractEvents.contractId, ids))
    .orderBy(desc(contractEvents.createdAt), desc(contractEvents.id))
    .limit(200);
  const accounts = await accountsOf(
    p.db,
    rows.flatMap((r) => (r.e.customerId === null ? [] : [r.e.customerId])),
  );
  return {
    list: rows.map(({ e, kind }) => ({
      id: String(e.id),
      contractId: String(e.contractId),
      kind,
      action: e.action,
      party: e.party,
      by: e.customerId === null ? 'system' : (accounts.get(e.customerId) ?? ''),
      at: e.createdAt.getTime(),
      ...(e.detail ? { detail: e.detail } : {}),
    })),
    total: rows.length,
  };
}

/** Settled periods of the caller's contracts of a kind (paid to me, and to the downlines I gave one), newest first. */
export async function contractRecords(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  kind: ContractKind,
  range: { from: Date; to: Date; page: number; size: number },
) {
  requireKind(tenant, kind);
  const where = and(
    eq(contracts.tenantId, tenant.id),
    eq(contracts.kind, kind),
    or(eq(contracts.uplineId, agent.id), eq(contracts.downlineId, agent.id)),
    gte(contractPayouts.periodStart, range.from),
    lt(contractPayouts.periodStart, range.to),
  );
  const [totals] = await p.db
    .select({
      n: sql<number>`count(*)::int`,
      mine: sql<string>`coalesce(sum(${contractPayouts.amount}) filter (where ${contracts.downlineId} = ${agent.id}), 0)`,
      downlines: sql<string>`coalesce(sum(${contractPayouts.amount}) filter (where ${contracts.uplineId} = ${agent.id}), 0)`,
    })
    .from(contractPayouts)
    .innerJoin(contracts, eq(contracts.id, contractPayouts.contractId))
    .where(where);
  const rows = await p.db
    .select({ x: contractPayouts, c: contracts })
    .from(contractPayouts)
    .innerJoin(contracts, eq(contracts.id, contractPayouts.contractId))
    .where(where)
    .orderBy(desc(contractPayouts.periodStart), desc(contractPayouts.id))
    .limit(range.size)
    .offset((range.page - 1) * range.size);
  const accounts = await accountsOf(
    p.db,
    rows.map((r) => r.x.customerId),
  );
  const n = Number(totals?.n ?? 0);
  const num = (v: string) => Math.round(Number(v) * 100) / 100;
  return {
    list: rows.map(({ x, c }) => ({
      id: String(x.id),
      contractId: String(x.contractId),
      account: accounts.get(x.customerId) ?? '',
      role: c.downlineId === agent.id ? 'mine' : 'downline',
      periodStart: x.periodStart.getTime(),
      periodEnd: x.periodEnd.getTime(),
      activeMembers: x.activeMembers,
      validBet: num(x.validBet),
      profitLoss: num(x.profitLoss),
      rate: Number(x.rate),
      gross: num(x.gross),
      downlinePaid: num(x.downlinePaid),
      amount: num(x.amount),
      status: x.status,
      createTime: x.createdAt.getTime(),
    })),
    pageNum: range.page,
    pageSize: range.size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / range.size)),
    summary: { count: n, mine: num(totals?.mine ?? '0'), downlines: num(totals?.downlines ?? '0') },
  };
}
