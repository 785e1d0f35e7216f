/**
 * The member's account records: transactions (the ledger), bonuses with their turnover and daily profit and loss.
 * (Deposit and withdrawal records and the team reports come with the cashier and agent areas.)
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import { bets, deposits, ledgerEntries, rewardClaims, turnoverRequirements } from '../../db/schema.ts';
import { cashierOf } from '../cashier/config.ts';
import { titleIn } from '../promotions/rewards.ts';
import { badInput } from '../../shared/errors.ts';
import type { CallArgs, CallResult } from '../../shared/call.ts';
import { rangeOf, num } from './report-query.ts';

/** Ledger kinds that are bonuses (promotions credited to the member) and carry a turnover requirement. */
const BONUS_KINDS = ['bonus', 'deposit_bonus', 'promotion'];

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
