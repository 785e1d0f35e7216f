/** A member's own game lists: favourites (add, remove, ids, list) and recently played games. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { favourites, games, recentGames } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { type GameRow, gameCard, pageOf } from './lobby.ts';

export async function gameById(p: Platform, nodeId: string, field = 'nodeId'): Promise<GameRow> {
  if (!/^\d{1,9}$/.test(nodeId)) throw badInput(field, 'must be a game id');
  const [g] = await p.db
    .select()
    .from(games)
    .where(eq(games.id, Number(nodeId)))
    .limit(1);
  if (!g) throw new DomainError(E.notFound, `${field}: no game ${nodeId}`, 'notFound', { field });
  return g;
}

export async function addFavourite(p: Platform, customerId: number, nodeId: string) {
  const g = await gameById(p, nodeId);
  await p.db
    .insert(favourites)
    .values({ customerId, gameId: g.id, createdAt: p.clock.now() })
    .onConflictDoNothing();
  return null;
}

export async function removeFavourite(p: Platform, customerId: number, nodeId: string) {
  if (!/^\d{1,9}$/.test(nodeId)) throw badInput('nodeId', 'must be a game id');
  await p.db
    .delete(favourites)
    .where(and(eq(favourites.customerId, customerId), eq(favourites.gameId, Number(nodeId))));
  return null;
}

export async function favouriteIds(p: Platform, customerId: number) {
  const rows = await p.db
    .select({ id: favourites.gameId })
    .from(favourites)
    .where(eq(favourites.customerId, customerId))
    .orderBy(desc(favourites.createdAt));
  return rows.map((r) => String(r.id));
}

export async function favouriteList(
  p: Platform,
  customerId: number,
  q: { pageNo?: number | undefined; pageSize?: number | undefined; language?: string | undefined },
) {
  const size = q.pageSize ?? 999;
  const { page } = pageOf(q.pageNo, size, 'FAV');
  const [total] = await p.db
    .select({ n: count() })
    .from(favourites)
    .where(eq(favourites.customerId, customerId));
  const rows = await p.db
    .select({ g: games })
    .from(favourites)
    .innerJoin(games, eq(games.id, favourites.gameId))
    .where(eq(favourites.customerId, customerId))
    .orderBy(desc(favourites.createdAt))
    .limit(size)
    .offset((page - 1) * size);
  const n = Number(total?.n ?? 0);
  return {
    content: rows.map((r) => gameCard(r.g, q.language)),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
  };
}

export async function recent(
  p: Platform,
  customerId: number,
  q: {
    page?: number | undefined;
    pageSize?: number | undefined;
    gameType?: string | undefined;
    language?: string | undefined;
  },
) {
  const { page, size } = pageOf(q.page, q.pageSize ?? 20, 'RECENT');
  const where = and(
    eq(recentGames.customerId, customerId),
    q.gameType ? eq(games.gameType, q.gameType.toUpperCase()) : undefined,
  );
  const [total] = await p.db
    .select({ n: count() })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(where);
  const rows = await p.db
    .select({ g: games })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(where)
    .orderBy(desc(recentGames.lastPlayedAt))
    .limit(size)
    .offset((page - 1) * size);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((r) => gameCard(r.g, q.language)),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
  };
}

export async function touchRecent(p: Platform, customerId: number, gameId: number) {
  const at = p.clock.now();
  await p.db
    .insert(recentGames)
    .values({ customerId, gameId, lastPlayedAt: at })
    .onConflictDoUpdate({ target: [recentGames.customerId, recentGames.gameId], set: { lastPlayedAt: at } });
}
