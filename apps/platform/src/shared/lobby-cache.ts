/**
 * The lobby's public reads answered from memory: games.vendors, games.list, games.hot, games.winnerBoard,
 * site.permission and site.notices (http/mount.ts, `LOBBY_CALLS`, says which call is kept under which key). An answer
 * is kept as the bytes of its JSON envelope, with a strong ETag (a hash of those bytes) and, made once on the first
 * request that accepts them, its gzip and brotli encodings: a hit costs no query, no validation, no serialisation and
 * no compression.
 *
 * Invalidation, correct with several instances on one database (the instances keep no other state): every answer is
 * tagged with its tenant's lobby version (table `lobby_versions`), read before the answer was computed. A change to
 * what these answers show bumps the version in the change's own transaction (`bumpLobbyVersions`: the system status,
 * a reseed; the catalogue and the notices change only with a reseed, tenant settings only with a restart). An answer
 * is served only while its tenant's version is unchanged. This instance learns its own bumps at once (`saw`), and
 * re-reads every tenant's version every `refreshMs` (1 s) while it is asked, without making a request wait.
 *
 * How stale an answer can be, at worst:
 *  - after a change made through this instance: not at all (the version moves on before the change's call answers);
 *  - after a change made through another instance: `refreshMs` (1 s) plus the time the database takes to answer one
 *    query of the versions (re-read in the background, `LobbyCache.version`). That is the
 *    window in which a visitor may still see, say, the site open just after another instance switched it to
 *    maintenance; the calls that move money never read this cache, and 1 s is below what a person notices when a
 *    merchant flips a switch (the system status itself was already kept 1 s per process, areas/site/site.ts);
 *  - notices start and end at their own times: their answer is kept only until the next start or end among the
 *    tenant's notices (platform clock), so a notice appears and disappears on time;
 *  - the winner board follows real bets, which change with every round and do not bump the version (a bump per
 *    round would serialise a tenant's bets on one row): it is kept `WINNER_BOARD_TTL_MS` (5 s), so a win reaches the
 *    board within 5 s. The board is a teaser, not a record: 5 s late is fine.
 *
 * Memory: at most `maxEntries` answers (the oldest go first); site.permission is kept per caller address (it names
 * it), the others per tenant, language and parameters.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/index.ts';
import { lobbyVersions } from '../db/schema.ts';

export const LOBBY_REFRESH_MS = 1000;
export const WINNER_BOARD_TTL_MS = 5000;
/** Answers below this many bytes are sent as they are (compression would cost more than it saves). */
export const COMPRESS_THRESHOLD = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip';

export type CachedAnswer = {
  tenantId: string;
  /** The tenant's lobby version read before the answer was computed. */
  version: number;
  /** Platform-clock window (ms) in which the answer holds: from when it was computed to the next change in time. */
  clockFrom: number;
  clockUntil: number;
  /** Expiry on the cache's own tick (ms), for answers kept for a time (the winner board). */
  tickUntil: number;
  /** The JSON envelope. */
  body: Buffer;
  /** Strong validator of `body`: a quoted SHA-256 prefix (base64url). */
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

export type LobbyCacheOptions = {
  /** How often the versions are re-read from the database (ms). */
  refreshMs?: number;
  /** The cache's tick in ms (default performance.now): when to re-read the versions and when a TTL ends. */
  now?: () => number;
  maxEntries?: number;
  /** Called when another instance changed a tenant's lobby (to drop this process's other small caches). */
  onForeignChange?: (tenantIds: string[]) => void;
};

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Bumps the lobby version of these tenants in the caller's transaction (or on its own); returns the new versions,
 * for `LobbyCache.saw` once the transaction has committed.
 */
export async function bumpLobbyVersions(
  db: Queryable,
  tenantIds: readonly string[],
): Promise<Map<string, number>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .insert(lobbyVersions)
    .values(tenantIds.map((tenantId) => ({ tenantId, version: 1 })))
    .onConflictDoUpdate({
      target: lobbyVersions.tenantId,
      set: { version: sql`${lobbyVersions.version} + 1` },
    })
    .returning();
  return new Map(rows.map((r) => [r.tenantId, r.version]));
}

export class LobbyCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, CachedAnswer>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;
  readonly refreshMs: number;
  readonly now: () => number;
  private readonly maxEntries: number;
  private readonly onForeignChange: ((tenantIds: string[]) => void) | undefined;

  constructor(
    private readonly db: Db,
    options: LobbyCacheOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? LOBBY_REFRESH_MS;
    this.now = options.now ?? (() => performance.now());
    this.maxEntries = options.maxEntries ?? 5000;
    this.onForeignChange = options.onForeignChange;
  }

  /**
   * The tenant's lobby version as last read. When that read is `refreshMs` old a new one starts in the background: a
   * request never waits for the database to answer from memory (only the very first read is awaited), so a busy
   * database (a settlement run on PGlite's one connection) does not stall the lobby; the answers then follow the
   * versions of the read before, which started at most `refreshMs` plus one query's time ago.
   */
  async version(tenantId: string): Promise<number> {
    const t = this.now();
    if (!Number.isFinite(this.checkedAt)) await this.refresh();
    else if (t - this.checkedAt >= this.refreshMs || t < this.checkedAt)
      void this.refresh().catch(() => undefined);
    return this.versions.get(tenantId) ?? 0;
  }

  /** Whether a re-read of the versions is under way. */
  get refreshing(): boolean {
    return this.pending !== undefined;
  }

  /** The re-read under way, if any (tests wait for it instead of for time). */
  settled(): Promise<void> {
    return (this.pending ?? Promise.resolve()).catch(() => undefined);
  }

  /** Re-reads every tenant's version now (one query, shared by the requests that arrive meanwhile). */
  refresh(): Promise<void> {
    this.pending ??= (async () => {
      const startedAt = this.now();
      try {
        const rows = await this.db.select().from(lobbyVersions);
        const changed = rows.filter((r) => this.raise(r.tenantId, r.version)).map((r) => r.tenantId);
        this.checkedAt = startedAt;
        if (changed.length > 0) this.onForeignChange?.(changed);
      } finally {
        this.pending = undefined;
      }
    })();
    return this.pending;
  }

  /** Versions this instance bumped itself (after the commit): its own answers of those tenants go at once. */
  saw(versions: ReadonlyMap<string, number>): void {
    for (const [tenantId, version] of versions) this.raise(tenantId, version);
  }

  /**
   * Versions only move forward: a refresh that read the table before our own bump committed must not undo `saw`.
   * A tenant without a row is at 0. True when the version moved after the first read (a change, not the start).
   */
  private raise(tenantId: string, version: number): boolean {
    if ((this.versions.get(tenantId) ?? 0) >= version) return false;
    this.versions.set(tenantId, version);
    for (const [key, entry] of this.entries) if (entry.tenantId === tenantId) this.entries.delete(key);
    return Number.isFinite(this.checkedAt);
  }

  /** The kept answer under `key`, if it still holds at `clockNow` (platform clock, ms) and for `version`. */
  get(key: string, version: number, clockNow: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (
      entry.version !== version ||
      clockNow < entry.clockFrom ||
      clockNow >= entry.clockUntil ||
      this.now() >= entry.tickUntil
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, answer: Omit<CachedAnswer, 'etag' | 'encoded'>): CachedAnswer {
    const entry: CachedAnswer = { ...answer, etag: etagOf(answer.body), encoded: {} };
    // Computed under a version that has moved on meanwhile: answer with it this once, keep it not.
    if ((this.versions.get(answer.tenantId) ?? 0) !== answer.version) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops every answer (a reseed; its bump does that for the other instances). */
  clear(): void {
    this.entries.clear();
  }
}

/** The answer's bytes in `encoding`, compressed once and then kept with the answer. */
export function encodedBody(entry: CachedAnswer, encoding: Encoding): Promise<Buffer> {
  let bytes = entry.encoded[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliAsync(entry.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          })
        : gzipAsync(entry.body, { level: 9 });
    entry.encoded[encoding] = bytes;
  }
  return bytes;
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qp = params.map((s) => s.trim()).find((s) => s.startsWith('q='));
    q.set(name, qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const weight = (e: string) => q.get(e) ?? (q.has('*') ? (q.get('*') as number) : 0);
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether an If-None-Match header names this answer (weak comparison, as RFC 9110 wants for If-None-Match). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(1, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (!tag.startsWith('"') || !tag.endsWith('"')) return false;
    // The encoded variants carry a suffix (`"<hash>-br"`): the same answer in another coding.
    const inner = tag.slice(1, -1);
    return inner === opaque || inner === `${opaque}-br` || inner === `${opaque}-gzip`;
  });
}
