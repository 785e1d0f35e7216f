/**
 * The platform's demo game: a three-reel slot that bets and pays against the player's wallet. Each round is one
 * transaction: the bet record, the debit, the win credit and their ledger entries; a repeated round id plays once.
 */
import { guardBet } from '../protection/guards.ts';
import { guardCredit } from '../agent/credit.ts';
import { realityCheckMinutes, sessionSummary } from '../protection/status.ts';
import { revokeSession } from '../session/sessions.ts';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { bets, customers, games, launchTickets, sessions, walletAccounts } from '../../db/schema.ts';
import { DomainError, E, badInput, notLoggedIn } from '../../shared/errors.ts';
import { randomId } from '../../shared/secrets.ts';
import { touchRecent } from './member-games.ts';
import { move, negate, toAmount } from '../../ledger/ledger.ts';
import { accrueBet } from '../points/points.ts';

/**
 * The reel symbols, by id: the game page (public/demo-game.html) draws each as an inline SVG <symbol> with a
 * translated name, so the reels show on machines without an emoji font.
 */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
/** Win table: probability and multiplier; the expected return is 0.96. */
const PAYS: readonly { p: number; x: number; symbol: number }[] = [
  { p: 0.005, x: 50, symbol: 5 },
  { p: 0.02, x: 10, symbol: 4 },
  { p: 0.08, x: 3, symbol: 3 },
  { p: 0.2, x: 1.35, symbol: 0 },
];
const MAX_BET = 10_000;

function spin(): { reels: string[]; multiplier: number } {
  const r = randomInt(0, 1_000_000) / 1_000_000;
  let acc = 0;
  for (const pay of PAYS) {
    acc += pay.p;
    if (r < acc) {
      const s = SYMBOLS[pay.symbol] as string;
      return { reels: [s, s, s], multiplier: pay.x };
    }
  }
  // A losing line: never three of a kind.
  const a = randomInt(0, SYMBOLS.length);
  const b = (a + 1 + randomInt(0, SYMBOLS.length - 1)) % SYMBOLS.length;
  return {
    reels: [SYMBOLS[a] as string, SYMBOLS[b] as string, SYMBOLS[randomInt(0, SYMBOLS.length)] as string],
    multiplier: 0,
  };
}

async function ticketOf(p: Platform, tenant: Tenant, launchToken: string) {
  const now = p.clock.now();
  const [row] = await p.db
    .select({ t: launchTickets, g: games })
    .from(launchTickets)
    .innerJoin(games, eq(games.id, launchTickets.gameId))
    .innerJoin(sessions, eq(sessions.tokenHash, launchTickets.tokenHash))
    .where(
      and(
        eq(launchTickets.id, launchToken),
        eq(launchTickets.tenantId, tenant.id),
        gt(launchTickets.expiresAt, now),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw notLoggedIn();
  return row;
}

export async function demoState(p: Platform, tenant: Tenant, launchToken: string) {
  const { t, g } = await ticketOf(p, tenant, launchToken);
  const [acc] = await p.db
    .select()
    .from(walletAccounts)
    .where(
      and(eq(walletAccounts.customerId, t.customerId), eq(walletAccounts.accountTypeId, t.accountTypeId)),
    );
  const [s] = await p.db.select().from(sessions).where(eq(sessions.tokenHash, t.tokenHash));
  const startedAt = s?.createdAt ?? p.clock.now();
  const { net } = await sessionSummary(p, t.customerId, startedAt);
  return {
    balance: Number(acc?.balance ?? 0),
    accountTypeId: t.accountTypeId,
    gameName: g.name,
    currencySymbol: tenant.config.currencySymbol,
    maxBet: MAX_BET,
    realityCheck: {
      everyMinutes: await realityCheckMinutes(p.db, tenant, t.customerId),
      sessionStartedAt: startedAt.getTime(),
      net,
      historyPath: HISTORY_PATH,
    },
  };
}

/** The member page of bet records on the player site (accounts-and-money §2: personalHistoryCopy). */
const HISTORY_PATH = '/member/personalHistoryCopy';

/** The reality check's 'log out' in the game window: ends the session that launched the game. */
export async function demoLogout(p: Platform, tenant: Tenant, launchToken: string) {
  const { t } = await ticketOf(p, tenant, launchToken);
  await revokeSession(p, t.tokenHash);
  return null;
}

export async function playRound(
  p: Platform,
  tenant: Tenant,
  input: { launchToken: string; bet: number; roundId?: string | undefined },
) {
  const { t, g } = await ticketOf(p, tenant, input.launchToken);
  if (input.bet > MAX_BET) throw badInput('bet', `must be at most ${MAX_BET}`);
  const amount = toAmount(input.bet, 'bet');
  if (input.roundId !== undefined && !/^[A-Za-z0-9_-]{6,64}$/.test(input.roundId))
    throw badInput('roundId', 'must be 6-64 letters, digits, _ or -');
  const roundId = input.roundId ?? randomId(12);
  if (g.maintenance) throw new DomainError(E.gameMaintenance, 'This game is under maintenance.', 'refused');
  const outcome = spin();
  const win = (Math.round(Number(amount) * outcome.multiplier * 100) / 100).toFixed(2);
  const result = await p.db.transaction(async (tx) => {
    const at = p.clock.now();
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, t.customerId)).for('update');
    const trial = await isTrialCustomer(tx, t.customerId);
    // A repeated round answers what it was (below); a new one passes the player's break and limits first.
    const [seen] = await tx
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.tenantId, tenant.id), eq(bets.roundId, roundId)));
    if (!seen) {
      await guardBet(tx, t.customerId, Number(amount), at);
      // Credit mode: within what is left of the player's credit line (its row locked till the bet is written).
      await guardCredit(tx, tenant, t.customerId, Number(amount), at);
    }
    const inserted = await tx
      .insert(bets)
      .values({
        tenantId: tenant.id,
        customerId: t.customerId,
        gameId: g.id,
        vendorCode: g.vendorCode,
        gameType: g.gameType,
        roundId,
        betAmount: amount,
        validBet: amount,
        winAmount: win,
        status: 'settled',
        isTrial: trial,
        createdAt: at,
        settledAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: bets.id });
    const bet = inserted[0];
    if (!bet) {
      // The same round again: answer what it was, move nothing.
      const [prev] = await tx
        .select()
        .from(bets)
        .where(and(eq(bets.tenantId, tenant.id), eq(bets.roundId, roundId)));
      if (!prev || prev.customerId !== t.customerId) throw badInput('roundId', 'belongs to another round');
      const [acc] = await tx
        .select()
        .from(walletAccounts)
        .where(
          and(eq(walletAccounts.customerId, t.customerId), eq(walletAccounts.accountTypeId, t.accountTypeId)),
        );
      return {
        win: Number(prev.winAmount),
        balance: Number(acc?.balance ?? 0),
        roundId,
        replayed: true,
        reels: [] as string[],
        multiplier: Number(prev.winAmount) / Number(prev.betAmount),
      };
    }
    const ref = `R${bet.id}`;
    let balance = await move(tx, {
      tenantId: tenant.id,
      customerId: t.customerId,
      accountTypeId: t.accountTypeId,
      amount: negate(amount),
      kind: 'bet',
      reference: ref,
      at,
    });
    if (Number(win) > 0)
      balance = await move(tx, {
        tenantId: tenant.id,
        customerId: t.customerId,
        accountTypeId: t.accountTypeId,
        amount: win,
        kind: 'win',
        reference: ref,
        at,
      });
    // Points for the settled bet (once per bet; trial bets earn nothing).
    await accrueBet(
      tx,
      tenant.id,
      { id: bet.id, customerId: t.customerId, gameType: g.gameType, validBet: amount, isTrial: trial },
      at,
    );
    return {
      win: Number(win),
      balance: Number(balance),
      roundId,
      replayed: false,
      reels: outcome.reels,
      multiplier: outcome.multiplier,
    };
  });
  if (!result.replayed) await touchRecent(p, t.customerId, g.id);
  return result;
}

async function isTrialCustomer(tx: Tx, customerId: number): Promise<boolean> {
  const [c] = await tx.select({ type: customers.type }).from(customers).where(eq(customers.id, customerId));
  return c?.type === 4;
}
