/**
 * The agent's reports (issue 15): team P&L per account, my income, team betting, team deposits and withdrawals and
 * the team KPI per day, all from the real rows of the caller's downline tree (every level below the caller, not the
 * caller; areas/agent/agent.ts `downlineTree`) over a range of UTC days (areas/reports/report-query.ts `rangeOf`). `account`
 * narrows a report to one account of the tree (its username); an account outside the tree is refused (NOT_IN_TREE).
 * Access as the rest of the agent centre: agents, and trial accounts reading their empty centre.
 */
import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { bets, customers, deposits, games, ledgerEntries, withdrawals } from '../../db/schema.ts';
import { downlineTree, notInTree } from '../agent/agent.ts';
import { dailyRows, teamFigures } from '../agent/team.ts';
import { PAYOUT_KIND } from '../contracts/contracts.ts';
import { HOLD_ACCOUNT } from '../../ledger/ledger.ts';
import type { Customer } from '../session/sessions.ts';
import { rangeOf } from './report-query.ts';
import type { CallArgs, CallResult } from '../../shared/call.ts';

/** Ledger kinds that are an agent's income: contract salaries and dividends, and rebates. */
const INCOME_KINDS = [...Object.values(PAYOUT_KIND), 'rebate'];

const num = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;

const paged = <T>(list: T[], page: number, size: number, total: number) => ({
  list,
  pageNum: page,
  pageSize: size,
  total,
  totalPages: Math.max(1, Math.ceil(total / size)),
});

/** The accounts a team report covers: the whole tree, or the one account of it named by `account`. */
async function teamIds(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  account: string | undefined,
): Promise<{ ids: number[]; names: Map<number, string> }> {
  const tree = await downlineTree(p.db, tenant.id, agent.id);
  const ids = tree.map((n) => n.id);
  const rows = ids.length
    ? await p.db
        .select({ id: customers.id, username: customers.username })
        .from(customers)
        .where(inArray(customers.id, ids))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.username]));
  const wanted = account?.trim();
  if (!wanted) return { ids, names };
  const hit = rows.find((r) => r.username.toLowerCase() === wanted.toLowerCase());
  if (!hit) throw notInTree('account', wanted);
  return { ids: [hit.id], names };
}

export async function teamPnl({
  p,
  tenant,
  input,
  session,
}: CallArgs<'reports.teamPnl'>): Promise<CallResult<'reports.teamPnl'>> {
  const agent = session.customer;
  const { from, to, page, size } = rangeOf(p, input);
  const { ids, names } = await teamIds(p, tenant, agent, input.account);
  const rows = new Map<number, { deposit: number; withdraw: number; bet: number; win: number }>();
  const get = (id: number) =>
    rows.get(id) ?? rows.set(id, { deposit: 0, withdraw: 0, bet: 0, win: 0 }).get(id)!;
  if (input.account) get(ids[0]!);
  if (ids.length) {
    const betRows = await p.db
      .select({ id: bets.customerId, bet: sum(bets.betAmount), win: sum(bets.winAmount) })
      .from(bets)
      .where(
        and(
          eq(bets.tenantId, tenant.id),
          inArray(bets.customerId, ids),
          eq(bets.status, 'settled'),
          eq(bets.isTrial, false),
          gte(bets.createdAt, from),
          lt(bets.createdAt, to),
        ),
      )
      .groupBy(bets.customerId);
    for (const r of betRows)
      Object.assign(get(r.id), {
        bet: Math.round(Number(r.bet ?? 0) * 100),
        win: Math.round(Number(r.win ?? 0) * 100),
      });
    const moneyRows = await p.db
      .select({
        id: ledgerEntries.customerId,
        kind: ledgerEntries.kind,
        account: ledgerEntries.accountTypeId,
        amount: sum(ledgerEntries.amount),
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tenantId, tenant.id),
          inArray(ledgerEntries.customerId, ids),
          inArray(ledgerEntries.kind, ['deposit', 'withdraw', 'withdraw_fee']),
          gte(ledgerEntries.createdAt, from),
          lt(ledgerEntries.createdAt, to),
        ),
      )
      .groupBy(ledgerEntries.customerId, ledgerEntries.kind, ledgerEntries.accountTypeId);
    for (const r of moneyRows) {
      const cents = Math.round(Number(r.amount ?? 0) * 100);
      if (r.kind === 'deposit') get(r.id).deposit += cents;
      // A withdrawal is paid out of the hold account (areas/cashier/back-office.ts): the payout and its fee.
      else if (r.account === HOLD_ACCOUNT) get(r.id).withdraw -= cents;
    }
  }
  const list = [...rows.entries()]
    .map(([id, r]) => ({
      customerId: String(id),
      account: names.get(id) ?? '',
      deposit: r.deposit / 100,
      withdraw: r.withdraw / 100,
      bet: r.bet / 100,
      win: r.win / 100,
      profitLoss: (r.win - r.bet) / 100,
    }))
    .sort((a, b) => b.bet - a.bet || a.account.localeCompare(b.account));
  const total = list.reduce(
    (s, r) => ({
      deposit: s.deposit + r.deposit,
      withdraw: s.withdraw + r.withdraw,
      bet: s.bet + r.bet,
      win: s.win + r.win,
    }),
    { deposit: 0, withdraw: 0, bet: 0, win: 0 },
  );
  return {
    ...paged(list.slice((page - 1) * size, page * size), page, size, list.length),
    summary: {
      count: list.length,
      deposit: num(total.deposit),
      withdraw: num(total.withdraw),
      bet: num(total.bet),
      win: num(total.win),
      profitLoss: num(total.win - total.bet),
    },
  };
}

export async function agentIncome({
  p,
  tenant,
  input,
  session,
}: CallArgs<'reports.agentIncome'>): Promise<CallResult<'reports.agentIncome'>> {
  const agent = session.customer;
  const { from, to, page, size } = rangeOf(p, input);
  const dayOf = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await p.db
    .select({ date: dayOf, type: ledgerEntries.kind, amount: sum(ledgerEntries.amount), n: count() })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, tenant.id),
        eq(ledgerEntries.customerId, agent.id),
        inArray(ledgerEntries.kind, INCOME_KINDS),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(dayOf, ledgerEntries.kind)
    .orderBy(desc(dayOf), ledgerEntries.kind);
  const list = rows.map((r) => ({ date: r.date, type: r.type, amount: num(r.amount), count: Number(r.n) }));
  const byType: Record<string, number> = {};
  for (const r of list) byType[r.type] = num((byType[r.type] ?? 0) + r.amount);
  return {
    ...paged(list.slice((page - 1) * size, page * size), page, size, list.length),
    summary: { amount: num(list.reduce((s, r) => s + r.amount, 0)), byType },
  };
}

export async function teamBets({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'reports.teamBets'>): Promise<CallResult<'reports.teamBets'>> {
  const agent = session.customer;
  const { from, to, page, size } = rangeOf(p, input);
  const { ids, names } = await teamIds(p, tenant, agent, input.account);
  if (ids.length === 0)
    return {
      ...paged([], page, size, 0),
      summary: { count: 0, betAmount: 0, validBet: 0, winAmount: 0, profitLoss: 0 },
    };
  // The centre's game filter (sorted vendors): one game category and/or one vendor of it.
  const where = and(
    eq(bets.tenantId, tenant.id),
    inArray(bets.customerId, ids),
    eq(bets.isTrial, false),
    gte(bets.createdAt, from),
    lt(bets.createdAt, to),
    input.gameType ? eq(bets.gameType, input.gameType.toUpperCase()) : undefined,
    input.vassalage ? eq(bets.vendorCode, input.vassalage) : undefined,
  );
  const [totals] = await p.db
    .select({
      n: count(),
      bet: sum(bets.betAmount),
      valid: sum(bets.validBet),
      win: sum(bets.winAmount),
      settledBet: sql<string>`coalesce(sum(${bets.betAmount}) filter (where ${bets.status} = 'settled'), 0)`,
    })
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
    ...paged(
      rows.map(({ b, name, nameTh }) => ({
        orderId: b.roundId,
        account: names.get(b.customerId) ?? '',
        gameName: meta.language === 'TY' && nameTh ? nameTh : name,
        gameType: b.gameType,
        vassalage: b.vendorCode,
        betAmount: num(b.betAmount),
        validBet: num(b.validBet),
        winAmount: num(b.winAmount),
        profitLoss: b.status === 'settled' ? num(Number(b.winAmount) - Number(b.betAmount)) : 0,
        status: b.status,
        betTime: b.createdAt.getTime(),
      })),
      page,
      size,
      n,
    ),
    summary: {
      count: n,
      betAmount: num(totals?.bet),
      validBet: num(totals?.valid),
      winAmount: num(totals?.win),
      profitLoss: num(Number(totals?.win ?? 0) - Number(totals?.settledBet ?? 0)),
    },
  };
}

export async function teamTransactions({
  p,
  tenant,
  input,
  session,
}: CallArgs<'reports.teamTransactions'>): Promise<CallResult<'reports.teamTransactions'>> {
  const agent = session.customer;
  const { from, to, page, size } = rangeOf(p, input);
  const { ids, names } = await teamIds(p, tenant, agent, input.account);
  if (ids.length === 0)
    return { ...paged([], page, size, 0), summary: { count: 0, deposit: 0, withdraw: 0 } };
  const dWhere = and(
    eq(deposits.tenantId, tenant.id),
    inArray(deposits.customerId, ids),
    gte(deposits.createdAt, from),
    lt(deposits.createdAt, to),
  );
  const wWhere = and(
    eq(withdrawals.tenantId, tenant.id),
    inArray(withdrawals.customerId, ids),
    gte(withdrawals.createdAt, from),
    lt(withdrawals.createdAt, to),
  );
  const [dTotal] = await p.db
    .select({
      n: count(),
      ok: sql<string>`coalesce(sum(${deposits.amount}) filter (where ${deposits.status} = 'SUCCESS'), 0)`,
    })
    .from(deposits)
    .where(dWhere);
  const [wTotal] = await p.db
    .select({
      n: count(),
      ok: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} not in ('PENDING', 'REJECTED')), 0)`,
    })
    .from(withdrawals)
    .where(wWhere);
  // Newest first across both tables: the first page * size of each is enough to cut the page from.
  const upTo = page * size;
  const dRows = await p.db
    .select()
    .from(deposits)
    .where(dWhere)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(upTo);
  const wRows = await p.db
    .select()
    .from(withdrawals)
    .where(wWhere)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(upTo);
  const merged = [
    ...dRows.map((d) => ({
      id: `D${d.id}`,
      account: names.get(d.customerId) ?? '',
      type: 'DEPOSIT',
      method: d.method,
      amount: num(d.amount),
      status: d.status,
      createTime: d.createdAt.getTime(),
      remark: d.failReason ?? d.channelName,
    })),
    ...wRows.map((w) => ({
      id: `W${w.id}`,
      account: names.get(w.customerId) ?? '',
      type: 'WITHDRAW',
      amount: num(w.amount),
      status: w.status,
      createTime: w.createdAt.getTime(),
      remark: w.rejectReason ?? null,
    })),
  ].sort((a, b) => b.createTime - a.createTime || b.id.localeCompare(a.id));
  const n = Number(dTotal?.n ?? 0) + Number(wTotal?.n ?? 0);
  return {
    ...paged(merged.slice((page - 1) * size, page * size), page, size, n),
    summary: { count: n, deposit: num(dTotal?.ok), withdraw: num(wTotal?.ok) },
  };
}

export async function teamKpi({
  p,
  tenant,
  input,
  session,
}: CallArgs<'reports.teamKpi'>): Promise<CallResult<'reports.teamKpi'>> {
  const agent = session.customer;
  const { from, to, page } = rangeOf(p, input);
  const tree = await downlineTree(p.db, tenant.id, agent.id);
  const rows = dailyRows(
    await teamFigures(
      p,
      tenant.id,
      tree.map((x) => x.id),
      from,
      to,
    ),
  ).reverse();
  // Every day of the range on one page unless a page size is asked for.
  const size = input.pageSize ?? Math.max(1, rows.length);
  return paged(rows.slice((page - 1) * size, page * size), page, size, rows.length);
}
