/**
 * Team figures of an agent over a date range, from the real rows of its downline tree (every level below the agent,
 * not the agent itself): settled bets (bet, valid bet, win, P&L per vertical), ledger entries (deposits, paid-out
 * withdrawals, bonuses, rebates), registrations, first deposits, and logins from the sessions. Days are UTC days,
 * as in the member records (areas/reports/report-query.ts `rangeOf`).
 *
 * P&L is the members' view, as in their own records: win minus bet.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { bets, customers, ledgerEntries, sessions } from '../../db/schema.ts';

/** The withdrawal hold account (ledger/ledger.ts HOLD_ACCOUNT, the cashier's): money held, not a wallet. */
const HOLD_ACCOUNT = 0;

const DAY = 86_400_000;

/** The verticals of the KPI fields (teamRngPNL, ...) and the game types each takes. */
const VERTICALS: readonly {
  key: 'Rng' | 'Live' | 'Sports' | 'Lott' | 'Fish' | 'Pvp';
  types: readonly string[];
}[] = [
  { key: 'Rng', types: ['RNG'] },
  { key: 'Live', types: ['LIVE'] },
  { key: 'Sports', types: ['SPORTS', 'ESPORTS', 'COCKFIGHT'] },
  { key: 'Lott', types: ['LOTT', 'ELOTT'] },
  { key: 'Fish', types: ['FISH'] },
  { key: 'Pvp', types: ['PVP'] },
];
const verticalOf = (gameType: string) => VERTICALS.find((v) => v.types.includes(gameType))?.key;

/** Ledger kinds counted as promotions (bonuses credited). */
const PROMOTION_KINDS = ['bonus', 'deposit_bonus', 'promotion'];

type Day = {
  deposit: number;
  withdraw: number;
  bet: number;
  validBet: number;
  win: number;
  rebate: number;
  promotion: number;
  register: number;
  firstDeposit: number;
  online: number;
  login: number;
  pnl: Record<string, number>;
};

const empty = (): Day => ({
  deposit: 0,
  withdraw: 0,
  bet: 0,
  validBet: 0,
  win: 0,
  rebate: 0,
  promotion: 0,
  register: 0,
  firstDeposit: 0,
  online: 0,
  login: 0,
  pnl: {},
});
const dateKey = (t: number) => new Date(t).toISOString().slice(0, 10);
const c = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);
const m = (cents: number) => cents / 100;

export type TeamFigures = { days: Map<string, Day>; total: Day; teamCount: number; onlineNow: number };

/** Every figure per day of [from, to) (cents and counts), and over the whole range (distinct logins, online now). */
export async function teamFigures(
  p: Platform,
  tenantId: string,
  ids: number[],
  from: Date,
  to: Date,
): Promise<TeamFigures> {
  const days = new Map<string, Day>();
  for (let t = Math.floor(from.getTime() / DAY) * DAY; t < to.getTime(); t += DAY)
    days.set(dateKey(t), empty());
  const total = empty();
  if (ids.length === 0) return { days, total, teamCount: 0, onlineNow: 0 };
  const dayOf = (col: unknown) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;
  const at = (key: string) => days.get(key);

  const betRows = await p.db
    .select({
      day: dayOf(bets.createdAt),
      gameType: bets.gameType,
      bet: sql<string>`sum(${bets.betAmount})`,
      valid: sql<string>`sum(${bets.validBet})`,
      win: sql<string>`sum(${bets.winAmount})`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.tenantId, tenantId),
        inArray(bets.customerId, ids),
        eq(bets.status, 'settled'),
        eq(bets.isTrial, false),
        gte(bets.createdAt, from),
        lt(bets.createdAt, to),
      ),
    )
    .groupBy(dayOf(bets.createdAt), bets.gameType);
  for (const r of betRows) {
    const d = at(r.day);
    if (!d) continue;
    const pnl = c(r.win) - c(r.bet);
    d.bet += c(r.bet);
    d.validBet += c(r.valid);
    d.win += c(r.win);
    const v = verticalOf(r.gameType);
    if (v) d.pnl[v] = (d.pnl[v] ?? 0) + pnl;
  }

  const ledgerRows = await p.db
    .select({
      day: dayOf(ledgerEntries.createdAt),
      kind: ledgerEntries.kind,
      account: ledgerEntries.accountTypeId,
      amount: sql<string>`sum(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, tenantId),
        inArray(ledgerEntries.customerId, ids),
        inArray(ledgerEntries.kind, ['deposit', 'withdraw', 'withdraw_fee', 'rebate', ...PROMOTION_KINDS]),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(dayOf(ledgerEntries.createdAt), ledgerEntries.kind, ledgerEntries.accountTypeId);
  for (const r of ledgerRows) {
    const d = at(r.day);
    if (!d) continue;
    if (r.kind === 'deposit') d.deposit += c(r.amount);
    // A withdrawal is paid out of the hold account (areas/cashier/back-office.ts): the payout and its fee.
    else if ((r.kind === 'withdraw' || r.kind === 'withdraw_fee') && r.account === HOLD_ACCOUNT)
      d.withdraw -= c(r.amount);
    else if (r.kind === 'rebate') d.rebate += c(r.amount);
    else if (PROMOTION_KINDS.includes(r.kind)) d.promotion += c(r.amount);
  }

  const regRows = await p.db
    .select({ day: dayOf(customers.createdAt), n: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(inArray(customers.id, ids), gte(customers.createdAt, from), lt(customers.createdAt, to)))
    .groupBy(dayOf(customers.createdAt));
  for (const r of regRows) {
    const d = at(r.day);
    if (d) d.register += Number(r.n);
  }

  const firstRows = (await p.db.execute(sql`
    SELECT to_char(first_at at time zone 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n FROM (
      SELECT customer_id, min(created_at) AS first_at FROM ledger_entries
      WHERE tenant_id = ${tenantId} AND kind = 'deposit' AND customer_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      GROUP BY customer_id
    ) f WHERE first_at >= ${from} AND first_at < ${to} GROUP BY 1`)) as unknown as {
    rows: { day: string; n: number }[];
  };
  for (const r of firstRows.rows) {
    const d = at(r.day);
    if (d) d.firstDeposit += Number(r.n);
  }

  // Logins (sessions opened) and members online (a session alive at some time of the day), distinct per day.
  const now = p.clock.now();
  const sessionRows = await p.db
    .select({
      customerId: sessions.customerId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        inArray(sessions.customerId, ids),
        lt(sessions.createdAt, to),
        sql`${sessions.expiresAt} > ${from}`,
      ),
    );
  const logins = new Map<string, Set<number>>();
  const online = new Map<string, Set<number>>();
  const loginAll = new Set<number>();
  const onlineNow = new Set<number>();
  for (const s of sessionRows) {
    const start = s.createdAt.getTime();
    const end = Math.min(
      s.expiresAt.getTime(),
      s.revokedAt?.getTime() ?? Number.POSITIVE_INFINITY,
      now.getTime(),
    );
    if (start >= from.getTime()) {
      const k = dateKey(start);
      if (!logins.has(k)) logins.set(k, new Set());
      logins.get(k)!.add(s.customerId);
      loginAll.add(s.customerId);
    }
    for (
      let t = Math.max(Math.floor(start / DAY) * DAY, from.getTime());
      t < Math.min(end + 1, to.getTime());
      t += DAY
    ) {
      const k = dateKey(t);
      if (!online.has(k)) online.set(k, new Set());
      online.get(k)!.add(s.customerId);
    }
    if (!s.revokedAt && s.expiresAt > now && s.createdAt <= now) onlineNow.add(s.customerId);
  }
  for (const [k, d] of days) {
    d.login = logins.get(k)?.size ?? 0;
    d.online = online.get(k)?.size ?? 0;
    total.deposit += d.deposit;
    total.withdraw += d.withdraw;
    total.bet += d.bet;
    total.validBet += d.validBet;
    total.win += d.win;
    total.rebate += d.rebate;
    total.promotion += d.promotion;
    total.register += d.register;
    total.firstDeposit += d.firstDeposit;
    for (const [v, x] of Object.entries(d.pnl)) total.pnl[v] = (total.pnl[v] ?? 0) + x;
  }
  total.login = loginAll.size;
  total.online = onlineNow.size;
  return { days, total, teamCount: ids.length, onlineNow: onlineNow.size };
}

export function summaryView(f: TeamFigures) {
  const t = f.total;
  const pnl: Record<string, number> = {};
  for (const v of VERTICALS) pnl[`total${v.key}PNL`] = m(t.pnl[v.key] ?? 0);
  return {
    ...pnl,
    totalDeposit: m(t.deposit),
    totalWithdrawal: m(t.withdraw),
    totalBet: m(t.bet),
    totalValidBet: m(t.validBet),
    totalWin: m(t.win),
    totalRebate: m(t.rebate),
    totalPromotion: m(t.promotion),
    totalPNL: m(t.win - t.bet),
    teamCount: f.teamCount,
    registerCount: t.register,
    firstDepositCount: t.firstDeposit,
    onlineCount: f.onlineNow,
    loginCount: t.login,
  };
}

export function dailyRows(f: TeamFigures) {
  return [...f.days.entries()].map(([balanceDate, d]) => {
    const pnl: Record<string, number> = {};
    for (const v of VERTICALS) pnl[`team${v.key}PNL`] = m(d.pnl[v.key] ?? 0);
    return {
      ...pnl,
      balanceDate,
      teamDeposit: m(d.deposit),
      teamWithdraw: m(d.withdraw),
      teamTotalBet: m(d.bet),
      teamValidBet: m(d.validBet),
      teamTotalWin: m(d.win),
      teamTotalPnl: m(d.win - d.bet),
      teamRegisterMemberCount: d.register,
      teamFirstDepositCount: d.firstDeposit,
      teamOnlineCount: d.online,
      teamLoginMemberCount: d.login,
    };
  });
}
