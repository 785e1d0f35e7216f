/**
 * Settlement of contracts: each contract in force (or ended, for the periods before its end) is paid per whole period
 * since it was accepted: a dividend per its period, a daily salary per day, an hourly salary per hour, a real-time
 * salary per 5-minute window (domain periods.ts, in SETTLEMENT_TIME_ZONE). The figures of a period come from the
 * settled, non-trial bets of the downline's team (the downline and every account below it) settled in the period:
 * valid bet, players' P&L (win - bet) and active members (accounts with a settled bet). The pay is the domain's
 * (pay.ts): the best tier met, on the valid bet (salary) or the team's loss (dividend), less what the downline's own
 * contracts of the kind are due for the same period (the differential), never below zero.
 *
 * Each period of a contract is paid once: one payout row per (contract, period start) (unique key), the money moved
 * into the downline's main wallet through the ledger in the same transaction, and the contract's `settledUntil`
 * moved on. Two server instances never settle one contract at once: the transaction first takes a transaction-level
 * advisory lock on the contract (pg_try_advisory_xact_lock; an instance that does not get it skips the contract,
 * the other is on it), then locks the row.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  computeContractPay,
  isContractInForce,
  periodContaining,
  periodsToSettle,
  type ContractStatus,
  type Period,
} from '@wl/domain';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import { contractPayouts, contracts } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { downlineTree } from '../agent/agent.ts';
import {
  DOMAIN_KIND,
  PAYOUT_KIND,
  SETTLEMENT_TIME_ZONE,
  domainTiers,
  periodTypeOf,
  type ContractKind,
  type ContractRow,
} from './contracts.ts';
import { MAIN_WALLET, move } from '../../ledger/ledger.ts';

/** First key of the advisory locks of contract settlement (the second is the contract id). */
const LOCK_CLASS = 0x5e771e;
/** Most periods one contract settles in one run (a scheduler catching up after downtime goes on next run). */
const MAX_PERIODS_PER_RUN = 500;

export type PeriodFiguresCents = { validBetCents: number; pnlCents: number; activeMembers: number };
export type SettledPayout = {
  contractId: string;
  account: string;
  periodStart: number;
  periodEnd: number;
  amount: number;
  status: string;
};
export type SettlementResult = {
  contracts: number;
  periods: number;
  paid: number;
  amount: number;
  skipped: number;
  payouts: SettledPayout[];
};

/** Team figures per period (periods contiguous, oldest first), from one query over the whole span. */
export async function periodFigures(
  db: Queryable,
  tenantId: string,
  ids: number[],
  periods: readonly Period[],
): Promise<PeriodFiguresCents[]> {
  const out = periods.map(() => ({ validBetCents: 0, pnlCents: 0, activeMembers: 0 }));
  if (ids.length === 0 || periods.length === 0) return out;
  const edges = [...periods.map((p) => p.start), periods[periods.length - 1]!.end];
  // Numbers we made (epoch ms): safe to write into the statement.
  const thresholds = sql.raw(`ARRAY[${edges.map((e) => Number(e).toFixed(0)).join(',')}]::float8[]`);
  const res = (await db.execute(sql`
    SELECT width_bucket((extract(epoch from settled_at) * 1000)::float8, ${thresholds}) AS b,
           count(DISTINCT customer_id)::int AS members,
           coalesce(sum(valid_bet), 0)::text AS valid,
           coalesce(sum(win_amount - bet_amount), 0)::text AS pnl
    FROM bets
    WHERE tenant_id = ${tenantId} AND customer_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND status = 'settled' AND is_trial = false
      AND settled_at >= ${new Date(edges[0]!)} AND settled_at < ${new Date(edges[edges.length - 1]!)}
    GROUP BY 1`)) as unknown as { rows: { b: number; members: number; valid: string; pnl: string }[] };
  for (const r of res.rows) {
    const f = out[Number(r.b) - 1];
    if (!f) continue;
    f.activeMembers = Number(r.members);
    f.validBetCents = Math.round(Number(r.valid) * 100);
    f.pnlCents = Math.round(Number(r.pnl) * 100);
  }
  return out;
}

/** An account and every account below it. */
export async function teamOf(db: Queryable, tenantId: string, customerId: number): Promise<number[]> {
  return [customerId, ...(await downlineTree(db, tenantId, customerId)).map((n) => n.id)];
}

const figures = (f: PeriodFiguresCents) => ({
  validBet: f.validBetCents / 100,
  activeMembers: f.activeMembers,
  profitAndLoss: f.pnlCents / 100,
});
/** A contract pays for a period when it was accepted by the period's start and had not ended before its end. */
const coversPeriod = (c: ContractRow, p: Period) =>
  c.acceptedAt !== null &&
  c.acceptedAt.getTime() <= p.start &&
  (c.endedAt === null || c.endedAt.getTime() >= p.end);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/**
 * Settles one contract: every whole period due up to `now` (or only `only`, a period of the contract's type), in one
 * transaction. Skipped (null) when another instance holds the contract's lock.
 */
export async function settleContract(
  p: Platform,
  tenant: Tenant,
  contractId: number,
  now: Date,
  only?: Period,
): Promise<SettledPayout[] | null> {
  return p.db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${LOCK_CLASS}::int, ${contractId}::int) AS ok`,
    )) as unknown as { rows: { ok: boolean }[] };
    if (!lock.rows[0]?.ok) return null;
    const [c] = await tx
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.tenantId, tenant.id)))
      .for('update');
    if (!c || !c.acceptedAt || !c.settledUntil) return [];
    const type = periodTypeOf(c);
    const end = Math.min(now.getTime(), c.endedAt?.getTime() ?? Number.POSITIVE_INFINITY);
    const periods = only
      ? only.end <= end && only.start >= c.acceptedAt.getTime()
        ? [only]
        : []
      : periodsToSettle(type, c.settledUntil.getTime(), end, SETTLEMENT_TIME_ZONE, MAX_PERIODS_PER_RUN);
    const paid = periods.length ? await payPeriods(p, tx, tenant, c, periods) : [];
    if (!only) {
      let until = periods.length ? periods[periods.length - 1]!.end : c.settledUntil.getTime();
      // Ended, and every whole period before the end settled: done (the part of a period after the end is not paid).
      if (c.endedAt && c.endedAt.getTime() <= now.getTime() && periods.length < MAX_PERIODS_PER_RUN)
        until = Math.max(until, c.endedAt.getTime());
      if (until !== c.settledUntil.getTime())
        await tx
          .update(contracts)
          .set({ settledUntil: new Date(until) })
          .where(eq(contracts.id, c.id));
    }
    return paid;
  });
}

async function payPeriods(
  p: Platform,
  tx: Tx,
  tenant: Tenant,
  c: ContractRow,
  periods: readonly Period[],
): Promise<SettledPayout[]> {
  const kind = c.kind as ContractKind;
  const team = await periodFigures(tx, tenant.id, await teamOf(tx, tenant.id, c.downlineId), periods);
  // The downline's own contracts of the kind: what they are due for the same periods is not the downline's to keep.
  const children = await tx
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, tenant.id),
        eq(contracts.kind, kind),
        eq(contracts.uplineId, c.downlineId),
        isNotNull(contracts.acceptedAt),
      ),
    );
  const childFigures = await Promise.all(
    children.map(async (child) =>
      periodFigures(tx, tenant.id, await teamOf(tx, tenant.id, child.downlineId), periods),
    ),
  );
  const username =
    (
      (await tx.execute(sql`SELECT username FROM customers WHERE id = ${c.downlineId}`)) as unknown as {
        rows: { username: string }[];
      }
    ).rows[0]?.username ?? '';
  const at = p.clock.now();
  const out: SettledPayout[] = [];
  for (const [i, period] of periods.entries()) {
    let downlineCents = 0;
    for (const [j, child] of children.entries()) {
      if (!coversPeriod(child, period)) continue;
      const r = computeContractPay(
        DOMAIN_KIND[kind],
        domainTiers(child.tiers),
        figures(childFigures[j]![i]!),
      );
      if (r.ok) downlineCents += r.grossCents;
    }
    const f = team[i]!;
    const r = computeContractPay(DOMAIN_KIND[kind], domainTiers(c.tiers), figures(f), downlineCents / 100);
    if (!r.ok) throw new Error(`contract ${c.id}: ${r.reason}`);
    // A period without a bet and nothing due leaves no record (a real-time contract has 288 windows a day).
    if (r.netCents === 0 && f.activeMembers === 0 && f.validBetCents === 0) continue;
    const status = r.netCents > 0 ? 'PAID' : 'NOTHING_DUE';
    const [row] = await tx
      .insert(contractPayouts)
      .values({
        tenantId: tenant.id,
        contractId: c.id,
        customerId: c.downlineId,
        periodStart: new Date(period.start),
        periodEnd: new Date(period.end),
        activeMembers: f.activeMembers,
        validBet: fromCents(f.validBetCents),
        profitLoss: fromCents(f.pnlCents),
        rate: ((r.tier?.rate ?? 0) * 100).toFixed(4),
        gross: fromCents(r.grossCents),
        downlinePaid: fromCents(r.downlineCents),
        amount: fromCents(r.netCents),
        status,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: contractPayouts.id });
    // Already settled (by another run for this period): nothing moves again.
    if (!row) continue;
    if (r.netCents > 0) {
      await move(tx, {
        tenantId: tenant.id,
        customerId: c.downlineId,
        accountTypeId: MAIN_WALLET,
        amount: fromCents(r.netCents),
        kind: PAYOUT_KIND[kind],
        reference: `C${c.id}-${new Date(period.start).toISOString()}`,
        at,
      });
    }
    out.push({
      contractId: String(c.id),
      account: username,
      periodStart: period.start,
      periodEnd: period.end,
      amount: r.net,
      status,
    });
  }
  return out;
}

/**
 * Settles every contract due (of one tenant, or one contract; `at`: only the period of that contract containing this
 * instant). Errors of one contract are logged and leave the others going.
 */
export async function settleContracts(
  p: Platform,
  opts: { tenant?: Tenant; contractId?: number; at?: number } = {},
  log: (msg: string, err: unknown) => void = () => undefined,
): Promise<SettlementResult> {
  const now = p.clock.now();
  const out: SettlementResult = { contracts: 0, periods: 0, paid: 0, amount: 0, skipped: 0, payouts: [] };
  const tenants = opts.tenant ? [opts.tenant] : p.tenants.all;
  for (const tenant of tenants) {
    const rows = await p.db
      .select()
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantId, tenant.id),
          isNotNull(contracts.acceptedAt),
          opts.contractId !== undefined
            ? eq(contracts.id, opts.contractId)
            : inArray(contracts.status, ['active', 'terminationRequested', 'terminated']),
        ),
      );
    if (opts.contractId !== undefined && rows.length === 0)
      throw new DomainError(E.notFound, `contractId: no accepted contract ${opts.contractId}`, 'notFound', {
        field: 'contractId',
      });
    for (const c of rows) {
      // An ended contract still settles the periods before its end, once.
      if (
        !isContractInForce({ status: c.status as ContractStatus }) &&
        (!c.endedAt || !c.settledUntil || c.endedAt <= c.settledUntil) &&
        opts.at === undefined
      )
        continue;
      let only: Period | undefined;
      if (opts.at !== undefined) {
        only = periodContaining(periodTypeOf(c), opts.at, SETTLEMENT_TIME_ZONE);
        if (only.end > now.getTime())
          throw badInput('at', 'the period containing this instant has not ended yet');
      }
      try {
        const paid = await settleContract(p, tenant, c.id, now, only);
        if (paid === null) {
          out.skipped++;
          continue;
        }
        out.contracts++;
        out.periods += paid.length;
        for (const x of paid) {
          if (x.status === 'PAID') out.paid++;
          out.amount = Math.round((out.amount + x.amount) * 100) / 100;
        }
        out.payouts.push(...paid);
      } catch (e) {
        if (opts.contractId !== undefined) throw e;
        log(`settlement of contract ${c.id} failed`, e);
      }
    }
  }
  return out;
}

/**
 * Runs the settlement every `intervalMs` (one run at a time), and once soon after the start (periods that ended while
 * no instance ran are paid without waiting a whole interval); returns the function that stops it.
 */
export function startContractJobs(
  p: Platform,
  intervalMs: number,
  log: (msg: string, err: unknown) => void,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const run = () => {
    if (current) return;
    current = settleContracts(p, {}, log)
      .then(() => undefined)
      .catch((e: unknown) => log('contract settlement failed', e))
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(run, Math.min(intervalMs, 1000));
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await current;
  };
}
