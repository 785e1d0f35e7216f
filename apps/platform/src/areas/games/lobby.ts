/**
 * Games and lobby: vendor lanes, vendor types, game lists, hot, popular and the winner board (a member's favourites and
 * recent games: member-games.ts; launch: launch.ts).
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { bets, customers, games, vendorLanes, vendors } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { GAME_CATEGORIES } from './seed.ts';
import { walletForCategory } from '../../ledger/ledger.ts';

export type GameRow = typeof games.$inferSelect;

const iconPath = (g: Pick<GameRow, 'vendorCode' | 'gameCode'>) =>
  `/assets/games/${g.vendorCode}/${encodeURIComponent(g.gameCode)}.svg`;

const vendorIconPath = (code: string) => `/assets/vendors/${code}.svg`;

export const useThai = (language: string | undefined) => (language ?? '').toUpperCase() === 'TY';

export function gameCard(g: GameRow, language?: string) {
  const name = useThai(language) && g.nameTh ? g.nameTh : g.name;
  return {
    nodeId: String(g.id),
    vassalage: g.vendorCode,
    gameCode: g.gameCode,
    gameType: g.gameType,
    gameName: name,
    nodeName: name,
    showIcon: iconPath(g),
    iconUrl: iconPath(g),
    isGame: 'GAME',
    ...(g.subType ? { subType: g.subType } : {}),
    maintenance: g.maintenance,
  };
}

/** Page size default: 10 for RNG, 5 for other types (site-and-games §9); at most 200. */
export function pageOf(pageNo: number | undefined, pageSize: number | undefined, gameType: string) {
  const size = pageSize ?? (gameType === 'RNG' ? 10 : 5);
  if (!Number.isInteger(size) || size < 1 || size > 999)
    throw badInput('pageSize', 'must be between 1 and 999');
  const page = pageNo ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { page, size };
}

/** Vendor lanes change only with the catalogue (a reseed), so they are kept in memory per tenant. */
export async function vendorLaneList(p: Platform, tenant: Tenant) {
  const key = `lanes:${tenant.id}`;
  const hit = p.cache.get(key);
  if (hit) return hit.value as Awaited<ReturnType<typeof buildLanes>>;
  const value = await buildLanes(p, tenant);
  p.cache.set(key, { value, until: Number.POSITIVE_INFINITY });
  return value;
}

async function buildLanes(p: Platform, tenant: Tenant) {
  const rows = await p.db
    .select({ lane: vendorLanes, vendor: vendors })
    .from(vendorLanes)
    .innerJoin(vendors, eq(vendors.code, vendorLanes.vendorCode))
    .orderBy(asc(vendorLanes.gameType), asc(vendorLanes.sort));
  // Vendors whose lane is one launchable lobby (sports, lottery...) carry that game's nodeId.
  const direct = rows.filter((r) => r.lane.isGame === 'GAME').map((r) => r.vendor.code);
  const lobbyGames = direct.length
    ? await p.db
        .select({ id: games.id, vendorCode: games.vendorCode, gameType: games.gameType, sort: games.sort })
        .from(games)
        .where(inArray(games.vendorCode, direct))
    : [];
  const lanes = GAME_CATEGORIES.map((category) => ({
    title: category,
    cards: rows
      .filter((r) => r.lane.gameType === category)
      .map((r) => {
        const lobby = lobbyGames
          .filter((g) => g.vendorCode === r.vendor.code && g.gameType === category)
          .sort((a, b) => a.sort - b.sort)[0];
        return {
          vassalage: r.vendor.code,
          name: r.vendor.name,
          accountTypeName: r.vendor.name,
          accountTypeId: walletForCategory(tenant, category, false),
          gameType: category,
          isGame: r.lane.isGame,
          ...(r.lane.isGame === 'GAME' && lobby ? { nodeId: String(lobby.id) } : {}),
          maintenance: r.vendor.maintenance,
          iconUrl: vendorIconPath(r.vendor.code),
          sort: r.lane.sort,
        };
      }),
  })).filter((lane) => lane.cards.length > 0);
  return { data: { lanes } };
}

export async function vendorTypes(p: Platform, vassalage: string | undefined, language?: string) {
  const rows = await p.db
    .select({ vendorCode: games.vendorCode, gameType: games.gameType, subType: games.subType, n: count() })
    .from(games)
    .where(vassalage ? eq(games.vendorCode, vassalage) : undefined)
    .groupBy(games.vendorCode, games.gameType, games.subType)
    .orderBy(asc(games.vendorCode), asc(games.gameType));
  if (vassalage && rows.length === 0)
    throw new DomainError(E.notFound, `vassalage: unknown vendor ${vassalage}`, 'notFound', {
      field: 'vassalage',
    });
  const out = new Map<string, { gameType: string; vassalage: string; name: string; subTypes: string[] }>();
  for (const r of rows) {
    const key = `${r.vendorCode}:${r.gameType}`;
    const entry = out.get(key) ?? {
      gameType: r.gameType,
      vassalage: r.vendorCode,
      name: r.gameType,
      subTypes: [],
    };
    // BG (bingo) only where the language TY is supported (site-and-games §3); the caller passes the tenant's languages.
    if (r.subType && !entry.subTypes.includes(r.subType)) entry.subTypes.push(r.subType);
    out.set(key, entry);
  }
  void language;
  return [...out.values()];
}

export async function gameList(
  p: Platform,
  tenant: Tenant,
  q: {
    gameType: string;
    vassalage?: string | undefined;
    subType?: string | undefined;
    keyword?: string | undefined;
    language?: string | undefined;
    pageNo?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const gameType = q.gameType.toUpperCase();
  if (!(GAME_CATEGORIES as readonly string[]).includes(gameType))
    throw badInput('gameType', `must be one of ${GAME_CATEGORIES.join(', ')}`);
  if (q.subType === 'BG' && !tenant.languages.includes('TY'))
    throw badInput('subType', 'BG is only offered where TY is supported');
  const { page, size } = pageOf(q.pageNo, q.pageSize, gameType);
  const where = and(
    eq(games.gameType, gameType),
    q.vassalage ? eq(games.vendorCode, q.vassalage) : undefined,
    q.subType ? eq(games.subType, q.subType) : undefined,
    q.keyword ? or(ilike(games.name, `%${q.keyword}%`), ilike(games.nameTh, `%${q.keyword}%`)) : undefined,
  );
  // The catalogue changes only with a reseed: counts of plain filters are kept in memory (not searches).
  const countKey = q.keyword ? undefined : `count:${gameType}:${q.vassalage ?? ''}:${q.subType ?? ''}`;
  const cached = countKey ? p.cache.get(countKey) : undefined;
  let n = cached ? (cached.value as number) : -1;
  if (n < 0) {
    const [total] = await p.db.select({ n: count() }).from(games).where(where);
    n = Number(total?.n ?? 0);
    if (countKey) p.cache.set(countKey, { value: n, until: Number.POSITIVE_INFINITY });
  }
  const rows =
    n === 0
      ? []
      : await p.db
          .select()
          .from(games)
          .where(where)
          .orderBy(asc(games.vendorCode), asc(games.sort))
          .limit(size)
          .offset((page - 1) * size);
  return {
    list: rows.map((g) => gameCard(g, q.language)),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
  };
}

/** Hot games: at most 12 (the home page's limit), in hot-rank order. */
export async function hotGames(p: Platform, language?: string) {
  const rows = await p.db
    .select()
    .from(games)
    .where(isNotNull(games.hotRank))
    .orderBy(asc(games.hotRank))
    .limit(12);
  return { list: rows.map((g) => gameCard(g, language)), total: rows.length };
}

/** Most played in this tenant over the last 30 days (hot games fill up when there is little play). */
export async function popularGames(
  p: Platform,
  tenant: Tenant,
  q: { gameType?: string | undefined; language?: string | undefined; limitNum?: number | undefined },
) {
  const limit = Math.min(Math.max(q.limitNum ?? 12, 1), 50);
  const since = new Date(p.clock.now().getTime() - 30 * 86_400_000);
  const played = await p.db
    .select({ gameId: bets.gameId, n: count() })
    .from(bets)
    .where(
      and(
        eq(bets.tenantId, tenant.id),
        gt(bets.createdAt, since),
        q.gameType ? eq(bets.gameType, q.gameType) : undefined,
      ),
    )
    .groupBy(bets.gameId)
    .orderBy(desc(count()))
    .limit(limit * 2);
  const ids = played.map((r) => r.gameId);
  const rows = ids.length
    ? await p.db
        .select()
        .from(games)
        .where(and(inArray(games.id, ids), eq(games.maintenance, false)))
    : [];
  const byId = new Map(rows.map((g) => [g.id, g]));
  const list = ids
    .map((id) => byId.get(id))
    .filter((g): g is GameRow => g !== undefined)
    .slice(0, limit);
  if (list.length < limit) {
    const hot = await p.db
      .select()
      .from(games)
      .where(
        and(
          isNotNull(games.hotRank),
          eq(games.maintenance, false),
          q.gameType ? eq(games.gameType, q.gameType) : undefined,
        ),
      )
      .orderBy(asc(games.hotRank))
      .limit(limit);
    for (const g of hot) if (list.length < limit && !list.some((x) => x.id === g.id)) list.push(g);
  }
  return { list: list.map((g) => gameCard(g, q.language)), total: list.length };
}

const maskName = (u: string) => (u.length <= 3 ? `${u[0] ?? ''}**` : `${u.slice(0, 2)}***${u.slice(-1)}`);

/** The biggest wins of the last 7 days in this tenant (value.list, limit 20). */
export async function winnerBoard(
  p: Platform,
  tenant: Tenant,
  q: { gameCategory?: string | undefined; language?: string | undefined; limitNum?: number | undefined },
) {
  const limit = q.limitNum ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 20)
    throw badInput('limitNum', 'must be between 1 and 20');
  const category = (q.gameCategory ?? 'ALL').toUpperCase();
  if (category !== 'ALL' && !(GAME_CATEGORIES as readonly string[]).includes(category))
    throw badInput('gameCategory', `must be ALL or one of ${GAME_CATEGORIES.join(', ')}`);
  const since = new Date(p.clock.now().getTime() - 7 * 86_400_000);
  const rows = await p.db
    .select({
      win: bets.winAmount,
      bet: bets.betAmount,
      user: customers.username,
      g: games,
      at: bets.createdAt,
    })
    .from(bets)
    .innerJoin(customers, eq(customers.id, bets.customerId))
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(
      and(
        eq(bets.tenantId, tenant.id),
        eq(bets.isTrial, false),
        gt(bets.createdAt, since),
        sql`${bets.winAmount} > ${bets.betAmount}`,
        category === 'ALL' ? undefined : eq(bets.gameType, category),
      ),
    )
    .orderBy(desc(bets.winAmount))
    .limit(limit);
  return {
    list: rows.map((r) => ({
      vo: {
        winAmount: Number(r.win),
        userName: maskName(r.user),
        gameName: useThai(q.language) && r.g.nameTh ? r.g.nameTh : r.g.name,
        gameType: r.g.gameType,
        vassalage: r.g.vendorCode,
        currencySymbol: tenant.config.currencySymbol,
        winTime: r.at.getTime(),
      },
    })),
    total: rows.length,
  };
}
