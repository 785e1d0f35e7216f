/** Launching a game: the launchable game for the caller's wallet, a one-time launch ticket and the vendor's URL (trial accounts too). */
import { refuseOnBreak } from '../protection/guards.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { games, launchTickets, vendors } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { isTrial } from '../../shared/rules.ts';
import { randomId } from '../../shared/secrets.ts';
import type { SessionInfo } from '../session/sessions.ts';
import { walletForCategory } from '../../ledger/ledger.ts';
import { type GameRow, useThai } from './lobby.ts';
import { gameById, touchRecent } from './member-games.ts';

export type LaunchRequest = {
  nodeId?: string | undefined;
  gameCode?: string | undefined;
  vassalage: string;
  gameType: string;
  language?: string | undefined;
  accountType?: number | undefined;
};

async function findLaunchable(p: Platform, q: LaunchRequest): Promise<GameRow> {
  let g: GameRow | undefined;
  if (q.nodeId) g = await gameById(p, q.nodeId);
  else if (q.gameCode)
    [g] = await p.db
      .select()
      .from(games)
      .where(and(eq(games.vendorCode, q.vassalage), eq(games.gameCode, q.gameCode)))
      .limit(1);
  else
    [g] = await p.db
      .select()
      .from(games)
      .where(and(eq(games.vendorCode, q.vassalage), eq(games.gameType, q.gameType.toUpperCase())))
      .orderBy(asc(games.sort))
      .limit(1);
  if (!g)
    throw new DomainError(E.notFound, 'gameCode: no such game', 'notFound', {
      field: q.gameCode ? 'gameCode' : 'vassalage',
    });
  if (g.vendorCode !== q.vassalage) throw badInput('vassalage', `game ${g.id} belongs to ${g.vendorCode}`);
  const [v] = await p.db.select().from(vendors).where(eq(vendors.code, g.vendorCode));
  if (g.maintenance || v?.maintenance) {
    throw new DomainError(
      E.gameMaintenance,
      'This game is under maintenance. Try one of the popular games.',
      'refused',
      { nodeId: String(g.id) },
    );
  }
  return g;
}

/** The demo game page under `base` (an absolute launch CDN base, see shared/cdn.ts). */
function launchUrl(base: string, params: Record<string, string>) {
  return `${base}/demo-game/?${new URLSearchParams(params).toString()}`;
}

/** Launch for a logged-in player: a ticket bound to the session; trial accounts play with their trial credit. */
export async function launch(
  p: Platform,
  tenant: Tenant,
  session: SessionInfo,
  q: LaunchRequest,
  base: string,
  /** The site that launched the game (the reality check's 'see my history' goes back to it). */
  home?: string,
) {
  await refuseOnBreak(p.db, session.customer.id, p.clock.now());
  const g = await findLaunchable(p, q);
  const lang = q.language ?? session.customer.language;
  const name = useThai(lang) && g.nameTh ? g.nameTh : g.name;
  if (q.accountType === 0) {
    const url = launchUrl(base, {
      mode: 'fun',
      game: name,
      vendor: g.vendorCode,
      lang,
      currency: tenant.config.currencySymbol,
    });
    return { url, content: { game_url: url } };
  }
  const now = p.clock.now();
  const id = randomId(18);
  const trial = isTrial(session.customer.type);
  await p.db.insert(launchTickets).values({
    id,
    tenantId: tenant.id,
    customerId: session.customer.id,
    gameId: g.id,
    tokenHash: session.tokenHash,
    accountTypeId: walletForCategory(tenant, g.gameType, trial),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 4 * 3600_000),
  });
  await touchRecent(p, session.customer.id, g.id);
  const url = launchUrl(base, {
    ticket: id,
    game: name,
    vendor: g.vendorCode,
    lang,
    currency: tenant.config.currencySymbol,
    merchant: tenant.merchantCode,
    ...(home ? { home } : {}),
    ...(trial ? { trial: '1' } : {}),
  });
  return { url, content: { game_url: url } };
}

/** Launch without an account: fun mode, nothing touches a wallet. */
export async function trialLaunch(p: Platform, tenant: Tenant, q: LaunchRequest, base: string) {
  const g = await findLaunchable(p, q);
  const name = useThai(q.language) && g.nameTh ? g.nameTh : g.name;
  const url = launchUrl(base, {
    mode: 'fun',
    game: name,
    vendor: g.vendorCode,
    lang: q.language ?? tenant.defaultLanguage,
    currency: tenant.config.currencySymbol,
  });
  return { url, content: { game_url: url } };
}
