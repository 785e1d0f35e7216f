/**
 * The lobby's public reads served from shared/lobby-cache.ts: which calls, under which key, and how a kept answer
 * goes out (ETag and If-None-Match, Cache-Control, Vary, the encoding the caller accepts, compressed once).
 *
 * Cache-Control is `no-cache`: a browser (or a proxy) may keep the answer but asks again each time with
 * If-None-Match, and gets `304` with no body while it is unchanged. Not a max-age: these answers carry the maintenance
 * switch and the banners, which a merchant expects to take effect at once, and a revalidation that ends in an empty
 * 304 from memory costs next to nothing. site.permission names the caller's address, so it is `private` as well.
 *
 * Conditional requests work for the GET calls (games.vendors, games.list, games.winnerBoard, site.permission,
 * site.notices). games.hot is a POST in the contract (protocol notes: `GCSGAME_hotGamesV2` POST), which no browser
 * revalidates: it is answered from the same cache, with an ETag, but an If-None-Match on it is not answered 304.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallName } from '@wl/api/contract';
import type { Platform, Tenant } from '../context.ts';
import {
  COMPRESS_THRESHOLD,
  WINNER_BOARD_TTL_MS,
  encodedBody,
  matchesIfNoneMatch,
  negotiateEncoding,
  type CachedAnswer,
} from '../shared/lobby-cache.ts';
import type { SessionInfo } from '../areas/session/sessions.ts';
import { nextNoticeChange } from '../areas/site/notices.ts';
import type { RequestMeta } from '../shared/call.ts';

export type LobbyRead = {
  /** What of the caller the answer depends on, added to the key (tenant, language and parameters always are). */
  caller?: (meta: RequestMeta, session: SessionInfo | undefined) => string;
  /** The key needs the session (a token is resolved); the other lobby reads do not look at it. */
  usesSession?: boolean;
  /** The answer names its caller: `private` for shared caches. */
  personal?: boolean;
  /** Request headers besides Merchant, Language and Accept-Encoding the answer varies with. */
  vary?: string[];
  /** Platform-clock time (ms) from which the answer no longer holds (default: until the lobby version moves). */
  holdsUntil?: (
    p: Platform,
    tenant: Tenant,
    input: Record<string, unknown>,
    meta: RequestMeta,
  ) => Promise<number>;
  /** Kept this long at most (ms): for answers that follow data which does not bump the version. */
  ttlMs?: number;
};

export const LOBBY_READS: Partial<Record<CallName, LobbyRead>> = {
  'games.vendors': {},
  'games.list': {},
  'games.hot': {},
  // Follows the bets of every round (shared/lobby-cache.ts: why a TTL and not the version).
  'games.winnerBoard': { ttlMs: WINNER_BOARD_TTL_MS },
  // Names the caller's IP, and the CDNs are absolute for a cross-origin page (shared/cdn.ts).
  'site.permission': {
    caller: (m) => `${m.ip}|${m.crossOrigin ? m.origin : ''}`,
    personal: true,
    vary: ['Origin'],
  },
  // Guests see BEFORE_LOGIN notices, members AFTER_LOGIN ones: the same for every member, except that a member on a
  // time-out or self-exclusion gets no promotion notices (responsible gaming).
  'site.notices': {
    usesSession: true,
    caller: (_m, session) => (session ? (session.onBreak ? 'member-on-break' : 'member') : 'guest'),
    vary: ['Authorization'],
    holdsUntil: (p, tenant, input, meta) =>
      nextNoticeChange(p, tenant, (input.language as string | undefined) ?? meta.language),
  },
};

/** The envelope of a successful call, as `send` would write it. */
export type Envelope = { success: true; value: unknown; message: null; errorCode: null };

/**
 * Answers a lobby read from the cache, or computes it with `compute` (the handler and the response check), keeps it
 * under the version read before, and answers it.
 */
export async function serveLobbyRead(
  p: Platform,
  req: FastifyRequest,
  reply: FastifyReply,
  read: LobbyRead,
  at: { name: string; tenant: Tenant; input: unknown; meta: RequestMeta; session: SessionInfo | undefined },
  compute: () => Promise<Envelope>,
) {
  const { tenant, meta } = at;
  const key = `${at.name}|${tenant.id}|${meta.language}|${read.caller?.(meta, at.session) ?? ''}|${JSON.stringify(at.input)}`;
  const version = await p.lobby.version(tenant.id);
  const clockNow = p.clock.now().getTime();
  let entry = p.lobby.get(key, version, clockNow);
  if (!entry) {
    const clockUntil = read.holdsUntil
      ? await read.holdsUntil(p, tenant, at.input as Record<string, unknown>, meta)
      : Number.POSITIVE_INFINITY;
    const body = Buffer.from(JSON.stringify(await compute()));
    entry = p.lobby.set(key, {
      tenantId: tenant.id,
      version,
      clockFrom: clockNow,
      clockUntil,
      tickUntil: read.ttlMs ? p.lobby.now() + read.ttlMs : Number.POSITIVE_INFINITY,
      body,
    });
  }
  return sendKept(req, reply, read, entry);
}

function appendVary(reply: FastifyReply, names: string[]) {
  const current = reply.getHeader('vary');
  const have =
    typeof current === 'string'
      ? current
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  const lower = new Set(have.map((s) => s.toLowerCase()));
  reply.header('vary', [...have, ...names.filter((n) => !lower.has(n.toLowerCase()))].join(', '));
}

async function sendKept(req: FastifyRequest, reply: FastifyReply, read: LobbyRead, entry: CachedAnswer) {
  const encoding =
    entry.body.length >= COMPRESS_THRESHOLD ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  // A strong validator names the bytes sent: each coding of the answer has its own (`"<hash>-br"`).
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  reply.header('cache-control', read.personal ? 'private, no-cache' : 'no-cache').header('etag', etag);
  appendVary(reply, ['Merchant', 'Language', 'Accept-Encoding', ...(read.vary ?? [])]);
  const conditional = req.method === 'GET' || req.method === 'HEAD';
  if (conditional && matchesIfNoneMatch(req.headers['if-none-match'], entry.etag))
    return reply.code(304).send();
  reply.code(200).header('content-type', 'application/json; charset=utf-8');
  if (!encoding) return reply.send(entry.body);
  const bytes = await encodedBody(entry, encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}
