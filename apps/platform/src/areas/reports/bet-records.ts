/** The member's bet records per vertical, and the cancellation of pending lottery orders. */
import { and, count, desc, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import { bets, games, ledgerEntries } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { move } from '../../ledger/ledger.ts';
import type { Registry } from '@wl/api/contract';
import type { z } from 'zod';
import type { CallArgs, CallResult, SessionFor } from '../../shared/call.ts';
import { rangeOf, num } from './report-query.ts';

/** Lottery sub-orders can be cancelled until they are drawn (settled); the stake goes back to its wallet. */
const CANCELLABLE_TYPES = ['LOTT', 'ELOTT'];

const cancellable = (b: { gameType: string; status: string }) =>
  CANCELLABLE_TYPES.includes(b.gameType) && b.status === 'unsettled';

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
