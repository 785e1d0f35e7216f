/**
 * Lottery menus and opened (drawn) numbers for LOTT, ELOTT, VN and SEA. Draws happen on the clock: the numbers of
 * a draw are fixed by the game code and draw number, written to the database the first time they are read.
 */
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { bets, games, lotteryDraws, lotteryGames } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import { hashString, prng } from '../../seed/random.ts';

type LotteryGame = typeof lotteryGames.$inferSelect;

const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA', 'VN'] as const;

function modeFilter(prizeMode: string | undefined, fallback: string): string[] {
  const mode = (prizeMode ?? fallback).toUpperCase();
  if (!(PRIZE_MODES as readonly string[]).includes(mode))
    throw badInput('prizeMode', `must be one of ${PRIZE_MODES.join(', ')}`);
  // ZY is the original's name of the classic lottery family: the same menus as LOTT (our reading).
  return mode === 'ZY' ? ['LOTT'] : [mode];
}

function menus(rows: LotteryGame[], prizeMode: string) {
  const groups = new Map<string, LotteryGame[]>();
  for (const g of rows) groups.set(g.menuGroup, [...(groups.get(g.menuGroup) ?? []), g]);
  return {
    prizeMode,
    gameMenus: [...groups.entries()].map(([groupName, list]) => ({
      groupName,
      games: list.map((g) => ({
        gameCode: g.code,
        gameName: g.name,
        prizeMode: g.prizeMode,
        groupName,
        drawInterval: g.drawIntervalMinutes,
        vassalage: g.vendorCode,
      })),
    })),
  };
}

export async function gameMenus(p: Platform, prizeMode: string | undefined, fallback = 'LOTT') {
  const modes = modeFilter(prizeMode, fallback);
  const rows = await p.db
    .select()
    .from(lotteryGames)
    .where(inArray(lotteryGames.prizeMode, modes))
    .orderBy(asc(lotteryGames.sort));
  return menus(rows, (prizeMode ?? fallback).toUpperCase());
}

/** Lottery games this customer bet on, most recent first. */
export async function recentMenus(
  p: Platform,
  customerId: number,
  prizeMode: string | undefined,
  fallback = 'LOTT',
) {
  const modes = modeFilter(prizeMode, fallback);
  const played = await p.db
    .select({ code: games.gameCode, last: max(bets.createdAt) })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(and(eq(bets.customerId, customerId), inArray(bets.gameType, ['LOTT', 'ELOTT'])))
    .groupBy(games.gameCode)
    .orderBy(desc(max(bets.createdAt)));
  const codes = played.map((r) => r.code);
  const rows = codes.length
    ? await p.db
        .select()
        .from(lotteryGames)
        .where(and(inArray(lotteryGames.code, codes), inArray(lotteryGames.prizeMode, modes)))
    : [];
  // The last played first (the groups follow the order of their first game).
  rows.sort((a, b) => codes.indexOf(a.code) - codes.indexOf(b.code));
  return menus(rows, (prizeMode ?? fallback).toUpperCase());
}

function numeroOf(g: LotteryGame, slotStart: Date): string {
  const d = slotStart.toISOString().slice(0, 10).replaceAll('-', '');
  if (g.drawIntervalMinutes >= 1440) return d;
  const minute = slotStart.getUTCHours() * 60 + slotStart.getUTCMinutes();
  return `${d}-${String(Math.floor(minute / g.drawIntervalMinutes) + 1).padStart(4, '0')}`;
}

function numbersOf(g: LotteryGame, numero: string): string {
  const r = prng(hashString(`${g.code}:${numero}`));
  if (g.prizeMode === 'ELOTT' && g.menuGroup === 'PK10') {
    const deck = Array.from({ length: 10 }, (_, i) => i + 1);
    for (let i = deck.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
    }
    return deck.map((n) => String(n).padStart(2, '0')).join(',');
  }
  const max = g.menuGroup === 'K3' ? 6 : g.menuGroup === '11X5' ? 11 : 9;
  const min = g.menuGroup === 'K3' || g.menuGroup === '11X5' ? 1 : 0;
  return Array.from({ length: g.numberCount }, () => String(r.int(min, max))).join(',');
}

/** The last `limit` draws of each game (or one game), drawing any that are due. */
export async function openedNumbers(
  p: Platform,
  q: { gameCode?: string | undefined; limit?: number | undefined },
  prizeModes: string[],
) {
  const limit = q.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 50)
    throw badInput('limit', 'must be between 1 and 50');
  const rows = await p.db
    .select()
    .from(lotteryGames)
    .where(
      and(
        inArray(lotteryGames.prizeMode, prizeModes),
        q.gameCode ? eq(lotteryGames.code, q.gameCode) : undefined,
      ),
    )
    .orderBy(asc(lotteryGames.sort));
  if (q.gameCode && rows.length === 0) throw badInput('gameCode', `no lottery ${q.gameCode} here`);
  const now = p.clock.now().getTime();
  const perGame = q.gameCode ? limit : Math.min(limit, 5);
  const list: { gameCode: string; numero: string; winNumber: string; openTime: number; gameName: string }[] =
    [];
  for (const g of rows) {
    const interval = g.drawIntervalMinutes * 60_000;
    const due = Array.from(
      { length: perGame },
      (_, i) => new Date((Math.floor(now / interval) - i) * interval),
    );
    await p.db
      .insert(lotteryDraws)
      .values(
        due.map((at) => ({
          gameCode: g.code,
          numero: numeroOf(g, at),
          numbers: numbersOf(g, numeroOf(g, at)),
          drawnAt: at,
        })),
      )
      .onConflictDoNothing();
    const draws = await p.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.gameCode, g.code))
      .orderBy(desc(lotteryDraws.drawnAt))
      .limit(perGame);
    for (const d of draws)
      list.push({
        gameCode: g.code,
        gameName: g.name,
        numero: d.numero,
        winNumber: d.numbers,
        openTime: d.drawnAt.getTime(),
      });
  }
  return { list, total: list.length };
}

export async function popularLottery(p: Platform, prizeMode: string | undefined) {
  const modes = prizeMode ? modeFilter(prizeMode, 'LOTT') : ['LOTT', 'ELOTT', 'VN', 'SEA'];
  const rows = await p.db
    .select()
    .from(lotteryGames)
    .where(inArray(lotteryGames.prizeMode, modes))
    .orderBy(asc(lotteryGames.drawIntervalMinutes), asc(lotteryGames.sort))
    .limit(8);
  return {
    list: rows.map((g) => ({
      gameCode: g.code,
      gameName: g.name,
      prizeMode: g.prizeMode,
      groupName: g.menuGroup,
      drawInterval: g.drawIntervalMinutes,
    })),
    total: rows.length,
  };
}
