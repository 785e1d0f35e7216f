/**
 * The member's own records: bets per vertical, account transactions (the ledger) and daily profit and loss.
 * (Deposit and withdrawal records and the team reports come with the cashier and agent areas.)
 */
import { and, asc, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { bets, games, ledgerEntries } from '../db/schema.ts';
import { badInput } from '../http/errors.ts';
import type { Registry } from '@wl/api/contract';
import type { z } from 'zod';
import type { Handler, HandlerMap } from '../http/types.ts';
import { sessionOf } from '../http/types.ts';

const DAY = 86_400_000;
const MAX_RANGE_DAYS = 90;

type ReportQuery = { startDate?: string | number | undefined; endDate?: string | number | undefined; pageNo?: number | undefined; pageSize?: number | undefined };

function day(value: string | number | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'number') return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw badInput(field, 'must be a date yyyy-MM-dd or epoch milliseconds');
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value) throw badInput(field, 'is not a real date');
  return t;
}

/** [from, to) of the query: default the last 7 days; the end date is included; at most 90 days. */
export function rangeOf(p: Platform, q: ReportQuery): { from: Date; to: Date; page: number; size: number } {
  const today = Math.floor(p.clock.now().getTime() / DAY) * DAY;
  const end = day(q.endDate, 'endDate', today);
  const start = day(q.startDate, 'startDate', end - 6 * DAY);
  const to = typeof q.endDate === 'number' ? end : end + DAY;
  if (start >= to) throw badInput('startDate', 'must not be after endDate');
  if (to - start > MAX_RANGE_DAYS * DAY) throw badInput('startDate', `the range is at most ${MAX_RANGE_DAYS} days`);
  const size = q.pageSize ?? 20;
  const page = q.pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 200) throw badInput('pageSize', 'must be between 1 and 200');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { from: new Date(start), to: new Date(to), page, size };
}

const num = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;

type BetCall = 'reports.rngBets' | 'reports.liveBets' | 'reports.pvpBets' | 'reports.fishBets' | 'reports.lotteryBets' | 'reports.sportsSettledBets' | 'reports.sportsUnsettledBets';
type BetQuery = z.output<Registry['reports.rngBets']['request']>;

function betReport<N extends BetCall>(types: readonly string[], status?: 'settled' | 'unsettled'): Handler<N> {
  return async (ctx) => {
    const { p, session, meta } = ctx;
    const input = ctx.input as BetQuery;
    const c = sessionOf({ session }).customer;
    const { from, to, page, size } = rangeOf(p, input);
    const settled = input.settled === undefined ? status : input.settled === 'true' || input.settled === '1' ? 'settled' : 'unsettled';
    const where = and(
      eq(bets.customerId, c.id),
      inArray(bets.gameType, [...types]),
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
      })),
      pageNum: page,
      pageSize: size,
      total: n,
      totalPages: Math.max(1, Math.ceil(n / size)),
      summary: { count: n, betAmount: num(totals?.bet), validBet: num(totals?.valid), winAmount: num(totals?.win), profitLoss: num(String(Number(totals?.win ?? 0) - Number(totals?.bet ?? 0))) },
    };
  };
}

export const reportsHandlers: HandlerMap = {
  'reports.rngBets': betReport(['RNG']),
  'reports.liveBets': betReport(['LIVE']),
  'reports.pvpBets': betReport(['PVP']),
  'reports.fishBets': betReport(['FISH']),
  'reports.lotteryBets': betReport(['LOTT', 'ELOTT']),
  'reports.sportsSettledBets': betReport(['SPORTS', 'ESPORTS', 'COCKFIGHT'], 'settled'),
  'reports.sportsUnsettledBets': betReport(['SPORTS', 'ESPORTS', 'COCKFIGHT'], 'unsettled'),
  'reports.transactions': async ({ p, input, session }) => {
    const c = sessionOf({ session }).customer;
    const { from, to, page, size } = rangeOf(p, input);
    const where = and(eq(ledgerEntries.customerId, c.id), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to), input.type ? eq(ledgerEntries.kind, input.type) : undefined);
    const [totals] = await p.db.select({ n: count(), in: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`, out: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)` }).from(ledgerEntries).where(where);
    const rows = await p.db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)).limit(size).offset((page - 1) * size);
    const n = Number(totals?.n ?? 0);
    return {
      list: rows.map((e) => ({ id: String(e.id), type: e.kind, amount: num(e.amount), balanceAfter: num(e.balanceAfter), accountTypeId: e.accountTypeId, status: 'SUCCESS', createTime: e.createdAt.getTime(), remark: e.reference })),
      pageNum: page,
      pageSize: size,
      total: n,
      totalPages: Math.max(1, Math.ceil(n / size)),
      summary: { count: n, credit: num(totals?.in), debit: num(totals?.out) },
    };
  },
  'reports.profit': async ({ p, input, session }) => {
    const c = sessionOf({ session }).customer;
    const { from, to, page, size } = rangeOf(p, input);
    const dayOf = sql<string>`to_char(${bets.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const betDays = await p.db
      .select({ date: dayOf, bet: sum(bets.betAmount), win: sum(bets.winAmount) })
      .from(bets)
      .where(and(eq(bets.customerId, c.id), eq(bets.status, 'settled'), gte(bets.createdAt, from), lt(bets.createdAt, to)))
      .groupBy(dayOf)
      .orderBy(asc(dayOf));
    const ledgerDay = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const moneyDays = await p.db
      .select({ date: ledgerDay, kind: ledgerEntries.kind, total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, c.id), inArray(ledgerEntries.kind, ['deposit', 'withdraw']), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
      .groupBy(ledgerDay, ledgerEntries.kind);
    const days = new Map<string, { date: string; deposit: number; withdraw: number; bet: number; win: number; promotion: number; rebate: number; profitLoss: number }>();
    const get = (date: string) => days.get(date) ?? days.set(date, { date, deposit: 0, withdraw: 0, bet: 0, win: 0, promotion: 0, rebate: 0, profitLoss: 0 }).get(date)!;
    for (const d of betDays) Object.assign(get(d.date), { bet: num(d.bet), win: num(d.win) });
    for (const m of moneyDays) get(m.date)[m.kind === 'deposit' ? 'deposit' : 'withdraw'] = Math.abs(num(m.total));
    const list = [...days.values()].sort((a, b) => b.date.localeCompare(a.date)).map((d) => ({ ...d, profitLoss: num(String(d.win - d.bet)) }));
    const total = list.reduce((s, d) => ({ bet: s.bet + d.bet, win: s.win + d.win }), { bet: 0, win: 0 });
    return {
      list: list.slice((page - 1) * size, page * size),
      pageNum: page,
      pageSize: size,
      total: list.length,
      totalPages: Math.max(1, Math.ceil(list.length / size)),
      summary: { bet: num(String(total.bet)), win: num(String(total.win)), profitLoss: num(String(total.win - total.bet)) },
    };
  },
};
