/**
 * The member's own records: bets per vertical, account transactions (the ledger) and daily profit and loss.
 * (Deposit and withdrawal records and the team reports come with the cashier and agent areas.)
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { bets, deposits, games, ledgerEntries, rewardClaims, turnoverRequirements } from '../../db/schema.ts';
import { cashierOf } from '../cashier/config.ts';
import { titleIn } from '../promotions/rewards.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { move } from '../../ledger/ledger.ts';
import type { Registry } from '@wl/api/contract';
import type { z } from 'zod';
import type { CallArgs, CallResult, SessionFor } from '../../shared/call.ts';

const DAY = 86_400_000;

const MAX_RANGE_DAYS = 90;

type ReportQuery = {
  startDate?: string | number | undefined;
  endDate?: string | number | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
};

function day(value: string | number | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'number') return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw badInput(field, 'must be a date yyyy-MM-dd or epoch milliseconds');
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value)
    throw badInput(field, 'is not a real date');
  return t;
}

/** [from, to) of the query: default the last 7 days; the end date is included; at most 90 days. */
export function rangeOf(p: Platform, q: ReportQuery): { from: Date; to: Date; page: number; size: number } {
  const today = Math.floor(p.clock.now().getTime() / DAY) * DAY;
  const end = day(q.endDate, 'endDate', today);
  const start = day(q.startDate, 'startDate', end - 6 * DAY);
  const to = typeof q.endDate === 'number' ? end : end + DAY;
  if (start >= to) throw badInput('startDate', 'must not be after endDate');
  if (to - start > MAX_RANGE_DAYS * DAY)
    throw badInput('startDate', `the range is at most ${MAX_RANGE_DAYS} days`);
  const size = q.pageSize ?? 20;
  const page = q.pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 200)
    throw badInput('pageSize', 'must be between 1 and 200');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { from: new Date(start), to: new Date(to), page, size };
}

const num = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;

/** Lottery sub-orders can be cancelled until they are drawn (settled); the stake goes back to its wallet. */
const CANCELLABLE_TYPES = ['LOTT', 'ELOTT'];

const cancellable = (b: { gameType: string; status: string }) =>
  CANCELLABLE_TYPES.includes(b.gameType) && b.status === 'unsettled';

/** Ledger kinds that are bonuses (promotions credited to the member) and carry a turnover requirement. */
export const BONUS_KINDS = ['bonus', 'deposit_bonus', 'promotion'];

/** Ledger kinds by the record filter of the account record (`type` may list several, comma-separated). */
function kindsOf(type: string | undefined): string[] | undefined {
  if (!type) return undefined;
  const kinds = type
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (kinds.length === 0 || kinds.length > 10 || kinds.some((k) => !/^[a-z_]{1,30}$/.test(k)))
    throw badInput('type', 'must be ledger kinds separated by commas');
  return kinds;
}

type BetCall =
  | 'reports.rngBets'
  | 'reports.liveBets'
  | 'reports.pvpBets'
  | 'reports.fishBets'
  | 'reports.lotteryBets'
  | 'reports.sportsSettledBets'
  | 'reports.sportsUnsettledBets';

type BetQuery = z.output<Registry['reports.rngBets']['request']>;

export function betReport<N extends BetCall>(
  types: readonly string[],
  status?: 'settled' | 'unsettled',
): (args: CallArgs<N>) => Promise<CallResult<BetCall>> {
  return async (ctx) => {
    const { p, meta } = ctx;
    // Resolved for the union, not the generic N: each bet report is a member's call, so its session is there.
    const session = ctx.session as SessionFor<BetCall>;
    const input = ctx.input as BetQuery;
    const c = session.customer;
    const { from, to, page, size } = rangeOf(p, input);
    const settled =
      input.settled === undefined
        ? status
        : input.settled === 'true' || input.settled === '1'
          ? 'settled'
          : 'unsettled';
    if (input.gameType !== undefined && !types.includes(input.gameType))
      throw badInput('gameType', `must be one of ${types.join(', ')}`);
    const gameTypes = input.gameType ? [input.gameType] : [...types];
    const where = and(
      eq(bets.customerId, c.id),
      inArray(bets.gameType, gameTypes),
      gte(bets.createdAt, from),
      lt(bets.createdAt, to),
      input.vassalage ? eq(bets.vendorCode, input.vassalage) : undefined,
      settled ? eq(bets.status, settled) : undefined,
    );
    const [totals] = await p.db
      .select({ n: count(), bet: sum(bets.betAmount), valid: sum(bets.validBet), win: sum(bets.winAmount) })
      .from(bets)
      .where(where);
    const rows = await p.db
      .select({ b: bets, name: games.name, nameTh: games.nameTh })
      .from(bets)
      .innerJoin(games, eq(games.id, bets.gameId))
      .where(where)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(size)
      .offset((page - 1) * size);
    const n = Number(totals?.n ?? 0);
    return {
      list: rows.map(({ b, name, nameTh }) => ({
        orderId: b.roundId,
        gameName: meta.language === 'TY' && nameTh ? nameTh : name,
        gameType: b.gameType,
        vassalage: b.vendorCode,
        betAmount: num(b.betAmount),
        validBet: num(b.validBet),
        winAmount: num(b.winAmount),
        profitLoss: b.status === 'settled' ? num(String(Number(b.winAmount) - Number(b.betAmount))) : 0,
        status: b.status,
        betTime: b.createdAt.getTime(),
        ...(b.settledAt ? { settleTime: b.settledAt.getTime() } : {}),
        ...(CANCELLABLE_TYPES.includes(b.gameType) ? { cancellable: cancellable(b) } : {}),
      })),
      pageNum: page,
      pageSize: size,
      total: n,
      totalPages: Math.max(1, Math.ceil(n / size)),
      summary: {
        count: n,
        betAmount: num(totals?.bet),
        validBet: num(totals?.valid),
        winAmount: num(totals?.win),
        profitLoss: num(String(Number(totals?.win ?? 0) - Number(totals?.bet ?? 0))),
      },
    };
  };
}

export async function transactions({
  p,
  input,
  session,
}: CallArgs<'reports.transactions'>): Promise<CallResult<'reports.transactions'>> {
  const c = session.customer;
  const { from, to, page, size } = rangeOf(p, input);
  const kinds = kindsOf(input.type);
  // Ledger entries are movements that happened: all of them SUCCESS; asking for another status finds none.
  const status = input.status?.toUpperCase();
  const where = and(
    eq(ledgerEntries.customerId, c.id),
    gte(ledgerEntries.createdAt, from),
    lt(ledgerEntries.createdAt, to),
    kinds ? inArray(ledgerEntries.kind, kinds) : undefined,
    status && status !== 'SUCCESS' ? sql`false` : undefined,
  );
  const [totals] = await p.db
    .select({
      n: count(),
      in: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
      out: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
    })
    .from(ledgerEntries)
    .where(where);
  const rows = await p.db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(size)
    .offset((page - 1) * size);
  const n = Number(totals?.n ?? 0);
  return {
    list: rows.map((e) => ({
      id: String(e.id),
      type: e.kind,
      amount: num(e.amount),
      balanceAfter: num(e.balanceAfter),
      accountTypeId: e.accountTypeId,
      status: 'SUCCESS',
      createTime: e.createdAt.getTime(),
      remark: e.reference,
    })),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
    summary: { count: n, credit: num(totals?.in), debit: num(totals?.out) },
  };
}

export async function cancelLotteryOrders({
  p,
  tenant,
  input,
  session,
}: CallArgs<'reports.cancelLotteryOrders'>): Promise<CallResult<'reports.cancelLotteryOrders'>> {
  const c = session.customer;
  const ids = [...new Set(input.orderIds)];
  return p.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.tenantId, tenant.id), eq(bets.customerId, c.id), inArray(bets.roundId, ids)));
    const missing = ids.find((id) => !rows.some((b) => b.roundId === id));
    // Another member's order reads as unknown: its existence is not told.
    if (missing)
      throw new DomainError(E.notFound, `orderIds: no order ${missing}`, 'notFound', { field: 'orderIds' });
    const wrongType = rows.find((b) => !CANCELLABLE_TYPES.includes(b.gameType));
    if (wrongType) throw badInput('orderIds', `order ${wrongType.roundId} is not a lottery order`);
    const at = p.clock.now();
    let refunded = 0;
    const cancelled: string[] = [];
    for (const b of rows) {
      // Settled (drawn) orders cannot be cancelled; one cancelled before is not refunded again.
      if (b.status === 'cancelled') continue;
      if (b.status !== 'unsettled')
        throw badInput('orderIds', `order ${b.roundId} is already drawn and cannot be cancelled`);
      const [done] = await tx
        .update(bets)
        .set({ status: 'cancelled', settledAt: at })
        .where(and(eq(bets.id, b.id), eq(bets.status, 'unsettled')))
        .returning({ id: bets.id });
      if (!done) continue;
      const [stake] = await tx
        .select({ accountTypeId: ledgerEntries.accountTypeId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.customerId, c.id),
            eq(ledgerEntries.kind, 'bet'),
            eq(ledgerEntries.reference, b.roundId),
          ),
        )
        .limit(1);
      const amount = stake ? String(-Number(stake.amount)) : b.betAmount;
      await move(tx, {
        tenantId: tenant.id,
        customerId: c.id,
        accountTypeId: stake?.accountTypeId ?? 1,
        amount: Number(amount).toFixed(2),
        kind: 'bet_cancel',
        reference: b.roundId,
        at,
      });
      refunded += Number(amount);
      cancelled.push(b.roundId);
    }
    return { cancelled, refunded: num(String(refunded)) };
  });
}

export async function bonuses({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'reports.bonuses'>): Promise<CallResult<'reports.bonuses'>> {
  const c = session.customer;
  const { from, to, page, size } = rangeOf(p, input);
  // Every bonus up to the end of the range, oldest first: valid bets after a bonus go to the oldest open one.
  const credited = await p.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, c.id),
        inArray(ledgerEntries.kind, BONUS_KINDS),
        gt(ledgerEntries.amount, '0'),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const first = credited[0]?.createdAt;
  const played = first
    ? await p.db
        .select({ validBet: bets.validBet, at: bets.createdAt })
        .from(bets)
        .where(
          and(
            eq(bets.customerId, c.id),
            eq(bets.status, 'settled'),
            gte(bets.createdAt, first),
            eq(bets.isTrial, false),
          ),
        )
        .orderBy(asc(bets.createdAt))
    : [];
  const cents = (v: string | number) => Math.round(Number(v) * 100);
  // The turnover each bonus asks for is the requirement written when it was credited (source 'bonus', the same
  // reference: areas/promotions/rewards.ts requireBonusTurnover), the one the withdrawal check sums.
  const refs = [...new Set(credited.map((e) => e.reference).filter((r): r is string => r !== null))];
  const reqs = refs.length
    ? await p.db
        .select({ reference: turnoverRequirements.reference, amount: turnoverRequirements.amount })
        .from(turnoverRequirements)
        .where(
          and(
            eq(turnoverRequirements.customerId, c.id),
            eq(turnoverRequirements.source, 'bonus'),
            inArray(turnoverRequirements.reference, refs),
          ),
        )
    : [];
  const requiredOf = new Map(reqs.map((r) => [r.reference, cents(r.amount)]));
  const titles = new Map(
    (
      await p.db
        .select({ reference: rewardClaims.reference, title: rewardClaims.title })
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.customerId, c.id), inArray(rewardClaims.reference, refs.length ? refs : ['-'])),
        )
    ).map((r) => [r.reference, r.title]),
  );
  // A deposit's bonus is named by the deposit promotion it joined (the deposit's reference).
  const promotions = new Map(
    cashierOf(tenant).depositPromotions.map((x) => [x.promotionId, titleIn(x, meta.language)]),
  );
  for (const d of refs.length
    ? await p.db
        .select({ reference: deposits.reference, promotionId: deposits.promotionId })
        .from(deposits)
        .where(and(eq(deposits.customerId, c.id), inArray(deposits.reference, refs)))
    : []) {
    const title = d.promotionId ? promotions.get(d.promotionId) : undefined;
    if (title && !titles.has(d.reference)) titles.set(d.reference, title);
  }
  const open = credited.map((e) => ({
    e,
    required: (e.reference && requiredOf.get(e.reference)) || 0,
    current: 0,
  }));
  for (const b of played) {
    let left = cents(b.validBet);
    for (const o of open) {
      if (left <= 0) break;
      if (o.e.createdAt > b.at || o.current >= o.required) continue;
      const take = Math.min(left, o.required - o.current);
      o.current += take;
      left -= take;
    }
  }
  const rows = open
    .filter((o) => o.e.createdAt >= from)
    .map((o) => ({
      id: String(o.e.id),
      title: (o.e.reference && titles.get(o.e.reference)) || (o.e.reference ?? o.e.kind),
      reference: o.e.reference,
      type: o.e.kind,
      amount: num(o.e.amount),
      createTime: o.e.createdAt.getTime(),
      requiredTurnover: o.required / 100,
      currentTurnover: o.current / 100,
      status: o.current >= o.required ? 'COMPLETED' : 'ACTIVE',
    }))
    .filter((r) => !input.status || r.status === input.status)
    .reverse();
  const sumOf = (k: 'amount' | 'requiredTurnover' | 'currentTurnover') =>
    num(String(rows.reduce((s, r) => s + r[k], 0)));
  return {
    list: rows.slice((page - 1) * size, page * size),
    pageNum: page,
    pageSize: size,
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / size)),
    summary: {
      count: rows.length,
      amount: sumOf('amount'),
      requiredTurnover: sumOf('requiredTurnover'),
      currentTurnover: sumOf('currentTurnover'),
    },
  };
}

export async function profit({
  p,
  input,
  session,
}: CallArgs<'reports.profit'>): Promise<CallResult<'reports.profit'>> {
  const c = session.customer;
  const { from, to, page, size } = rangeOf(p, input);
  const dayOf = sql<string>`to_char(${bets.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const betDays = await p.db
    .select({ date: dayOf, bet: sum(bets.betAmount), win: sum(bets.winAmount) })
    .from(bets)
    .where(
      and(
        eq(bets.customerId, c.id),
        eq(bets.status, 'settled'),
        gte(bets.createdAt, from),
        lt(bets.createdAt, to),
      ),
    )
    .groupBy(dayOf)
    .orderBy(asc(dayOf));
  const ledgerDay = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const moneyDays = await p.db
    .select({ date: ledgerDay, kind: ledgerEntries.kind, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, c.id),
        inArray(ledgerEntries.kind, ['deposit', 'withdraw', 'rebate', ...BONUS_KINDS]),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(ledgerDay, ledgerEntries.kind);
  const days = new Map<
    string,
    {
      date: string;
      deposit: number;
      withdraw: number;
      bet: number;
      win: number;
      promotion: number;
      rebate: number;
      profitLoss: number;
    }
  >();
  const get = (date: string) =>
    days.get(date) ??
    days
      .set(date, { date, deposit: 0, withdraw: 0, bet: 0, win: 0, promotion: 0, rebate: 0, profitLoss: 0 })
      .get(date)!;
  for (const d of betDays) Object.assign(get(d.date), { bet: num(d.bet), win: num(d.win) });
  // Bonus kinds add up into promotion; the others have one kind each.
  const column = (kind: string) =>
    kind === 'deposit'
      ? 'deposit'
      : kind === 'withdraw'
        ? 'withdraw'
        : kind === 'rebate'
          ? 'rebate'
          : 'promotion';
  for (const m of moneyDays) {
    const entry = get(m.date);
    const key = column(m.kind);
    entry[key] = num(String(entry[key] + Math.abs(num(m.total))));
  }
  const list = [...days.values()]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((d) => ({ ...d, profitLoss: num(String(d.win - d.bet)) }));
  const total = list.reduce((s, d) => ({ bet: s.bet + d.bet, win: s.win + d.win }), { bet: 0, win: 0 });
  return {
    list: list.slice((page - 1) * size, page * size),
    pageNum: page,
    pageSize: size,
    total: list.length,
    totalPages: Math.max(1, Math.ceil(list.length / size)),
    summary: {
      bet: num(String(total.bet)),
      win: num(String(total.win)),
      profitLoss: num(String(total.win - total.bet)),
    },
  };
}
