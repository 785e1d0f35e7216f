/**
 * The reference platform server: `buildApp()` returns a Fastify instance that answers every call of the
 * @wl/api contract it serves, on PGlite (default) or PostgreSQL (DATABASE_URL).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { REALTIME_WINDOW_MS } from '@wl/domain';
import type { Platform, PlatformSettings } from './context.ts';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/index.ts';
import { migrateAndSeed, openDataDir, openInMemoryFromSnapshot } from './db/prepare.ts';
import { handlers } from './areas/index.ts';
import { mountAssets } from './http/assets.ts';
import { DomainError, statusOf } from './http/errors.ts';
import { mountCalls, send } from './http/mount.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';
import { TABLES as SEEDED_TABLES, clearDatabase, seedDatabase } from './seed/index.ts';
import {
  restoreSeedSnapshot,
  snapshotUsable,
  takeSeedSnapshot,
  type SeedSnapshot,
} from './db/seed-snapshot.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { startCashierJobs } from './areas/cashier/jobs.ts';
import {
  COMPRESS_THRESHOLD,
  LobbyCache,
  bumpLobbyVersions,
  type LobbyCacheOptions,
} from './shared/lobby-cache.ts';
import { startContractJobs } from './areas/contracts/settlement.ts';
import { mountSandboxProvider } from './http/sandbox-provider.ts';
import { mountSandboxIdp } from './sandbox-idp/sandbox-idp.ts';
import { mountPhoneChallenge } from './sandbox-idp/phone-challenge.ts';
import { callbackAllowed } from './areas/session/third-party.ts';
import {
  dbRateLimitStore,
  rateLimitSettings,
  tooManyRequests,
  type RateLimitOptions,
} from './shared/rate-limits.ts';
import { loadPlatformTenants, TenantRegistry } from './tenants/registry.ts';

export type BuildAppOptions = {
  /** An opened database (the caller closes it). Otherwise one is opened from the options below. */
  db?: DatabaseHandle;
  /** PGlite data folder (persistent). */
  dataDir?: string;
  /** PostgreSQL connection string; default env DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite gzip snapshot to start an in-memory database from (default: a cached seeded snapshot). */
  snapshot?: string;
  /** Fastify (pino) logger: true for JSON logs. Default false. */
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Folder of the tenants (default <repo>/tenants). */
  tenantsDir?: string;
  /**
   * Run the sandbox identity providers of third-party login and the phone-verification provider's challenge page
   * (default: unless NODE_ENV=production; refused there).
   */
  sandboxIdp?: boolean;
  /** Serve the dev calls (default: unless NODE_ENV=production; never in production, where `true` is refused). */
  devCalls?: boolean;
  /** Print SMS and e-mail as one console line (default: unless under Vitest). */
  printOutbox?: boolean;
  /** Sliding session lifetime in ms (default 30 minutes). */
  sessionTtlMs?: number;
  /** Refuse unencrypted payloads on encrypted calls (default: NODE_ENV=production). */
  requireEncryption?: boolean;
  uploadsDir?: string;
  /** Origins allowed by CORS outside development (any origin in development); they may also frame the demo game page. */
  corsOrigins?: string[];
  /**
   * Per-IP and per-account limits of login, SMS, registration, captcha and password reset (shared/rate-limits.ts):
   * limits left out take the defaults (also overridable with WL_RATE_LIMITS, JSON of the same shape, or "off");
   * `false` turns them off (the load test).
   */
  rateLimits?: RateLimitOptions;
  /**
   * Which proxies' X-Forwarded-* headers to believe (the client's IP counts for the rate limits). Fastify's
   * trustProxy: true, a hop count, or addresses/CIDRs. Default env TRUST_PROXY, else true outside production
   * (dev servers and test proxies on this machine), and in production only proxies on loopback and private
   * networks, so a client on the internet cannot pick its own IP with X-Forwarded-For.
   */
  trustProxy?: boolean | string | string[] | ((address: string, hop: number) => boolean);
  /**
   * How often the cashier's sweep runs (auto-approved demo deposits, expired deposits, withdrawals counted as received
   * after the tenant's minutes; areas/cashier/jobs.ts), in ms; `false`: never (tests run it with dev.runCashierJobs).
   * Default env WL_CASHIER_JOBS_MS, else 5 s, and off under Vitest.
   */
  cashierJobsIntervalMs?: number | false;
  /**
   * How often the contracts' settlement runs (areas/contracts/settlement.ts: every period due of every contract,
   * real-time salary windows of 5 minutes among them), in ms; `false`: never (tests run it with dev.settleContracts).
   * Default env WL_CONTRACT_JOBS_MS, else 5 minutes (the real-time salary's window), and off under Vitest.
   */
  contractJobsIntervalMs?: number | false;
  /**
   * The lobby reads' cache (shared/lobby-cache.ts): how often the tenants' lobby versions are re-read (`refreshMs`,
   * default 1 s: how late a change made through another instance can show) and its tick (`now`, tests move it).
   */
  lobbyCache?: LobbyCacheOptions;
};

/** TRUST_PROXY: "true", "false", a hop count, or a comma-separated list of addresses/CIDRs ("loopback" etc.). */
function trustProxyFrom(
  env: string | undefined,
  production: boolean,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const v = env?.trim();
  if (!v) return production ? ['loopback', 'linklocal', 'uniquelocal'] : true;
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export type PlatformApp = FastifyInstance & { platform: Platform };

const CORS_HEADERS =
  'Content-Type, Merchant, Authorization, Language, Device, ModuleId, X-Gateway-Version, X-Real-UA, Encryption, X-Encryption-Scheme, X-Encryption-Key-Id, X-Device-Id, Idempotency-Key';
const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:5174',
  'http://127.0.0.1:5174',
];

/** Postgres error codes (also through Drizzle's wrapper). */
function pgCode(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 3 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<PlatformApp> {
  const production = process.env.NODE_ENV === 'production';
  if (production && options.devCalls)
    throw new Error('devCalls: the dev calls are never served with NODE_ENV=production');
  if (production && options.sandboxIdp)
    throw new Error('sandboxIdp: the sandbox identity providers never run with NODE_ENV=production');
  const rateLimits = rateLimitSettings(options.rateLimits);
  const tenants = new TenantRegistry(loadPlatformTenants(options.tenantsDir));
  if (tenants.all.length === 0) throw new Error('no tenant has a platform.json: nothing to serve');
  const clock = options.clock ?? systemClock;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  const owned = !options.db;
  if (options.db) {
    handle = options.db;
    await migrateDatabase(handle);
  } else if (databaseUrl) {
    handle = await openDatabase({ databaseUrl });
    await migrateAndSeed(handle, tenants.all, clock.now());
  } else if (options.dataDir) {
    handle = await openDataDir(options.dataDir, tenants.all);
  } else {
    handle = await openInMemoryFromSnapshot(tenants.all, options.snapshot);
  }

  const settings: PlatformSettings = {
    sessionTtlMs: options.sessionTtlMs ?? 30 * 60_000,
    devCalls: options.devCalls ?? !production,
    printOutbox: options.printOutbox ?? !process.env.VITEST,
    requireEncryption: options.requireEncryption ?? production,
    uploadsDir:
      options.uploadsDir ??
      (options.dataDir ? join(options.dataDir, 'uploads') : join(tmpdir(), 'wl-platform-uploads')),
    rateLimits,
  };
  let reseeding: Promise<void> = Promise.resolve();
  let seedSnapshot: SeedSnapshot | undefined;
  const platform: Platform = {
    handle,
    db: handle.db,
    tenants,
    clock,
    settings,
    // One reseed at a time: a second waits for the first and then clears and seeds again. Two interleaved ones (a
    // journey timed out during its reset and its retry reset again) left a half-seeded database behind them.
    // After the first, a reseed restores a copy of the seed kept in the database (db/seed-snapshot.ts).
    reseed() {
      const run = reseeding.then(async () => {
        const now = clock.now();
        if (snapshotUsable(seedSnapshot, now)) {
          await restoreSeedSnapshot(handle.db, seedSnapshot, now);
        } else {
          await clearDatabase(handle.db);
          await seedDatabase(handle.db, tenants.all, now);
          seedSnapshot = await takeSeedSnapshot(handle.db, SEEDED_TABLES, now);
        }
        // Every tenant's lobby moves on: here at once, on the other instances within their refresh.
        platform.lobby.saw(
          await bumpLobbyVersions(
            handle.db,
            tenants.all.map((t) => t.id),
          ),
        );
        platform.cache.clear();
        platform.lobby.clear();
      });
      reseeding = run.catch(() => undefined);
      return run;
    },
    cache: new Map(),
    // Another instance changed a lobby (a reseed, a status): this process's small caches go too (vendor lanes, counts).
    lobby: new LobbyCache(handle.db, {
      ...options.lobbyCache,
      onForeignChange: () => platform.cache.clear(),
    }),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    // The largest any call takes; each call's route lowers it to its own (the contract's maxBodyBytes, http/mount.ts).
    bodyLimit: 25 * 1024 * 1024,
    trustProxy: options.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY, production),
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as PlatformApp;
  app.decorate('platform', platform);

  // Security headers on every answer (API, images, the demo game page), see http/security-headers.ts.
  await app.register(fastifyHelmet, SECURITY_HEADERS);
  if (rateLimits) {
    // Per-IP limits, on the routes mountCalls marks (config.rateLimit), counted in the database for every instance.
    await app.register(fastifyRateLimit, {
      global: false,
      store: dbRateLimitStore(platform),
      errorResponseBuilder: (_req, context) => tooManyRequests(context.ttl),
    });
  }

  // gzip or brotli for answers of 1 KB and more, as the caller accepts them. The lobby reads are compressed once per
  // kept answer instead (http/lobby-answers.ts; their routes say `compress: false`).
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const siteOrigins = [
    ...(options.corsOrigins ?? []),
    ...(process.env.CORS_ORIGINS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? []),
  ];
  const allowed = new Set([...DEV_ORIGINS, ...siteOrigins]);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin && (!production || allowed.has(origin))) {
      reply
        .header('access-control-allow-origin', origin)
        .header('vary', 'Origin')
        .header('access-control-allow-credentials', 'true');
    }
  });
  app.options('/*', async (_req, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .header('access-control-allow-headers', CORS_HEADERS)
      .header('access-control-max-age', '600')
      .send(),
  );

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof DomainError) {
      const retryAfter = (err.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      if (err.kind === 'tooMany' && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return send(reply, statusOf(err), {
        success: false,
        value: err.value ?? null,
        message: err.message,
        errorCode: err.errorCode,
      });
    }
    const code = pgCode(err);
    if (code === '23505')
      return send(reply, 409, {
        success: false,
        value: null,
        message: 'This record already exists',
        errorCode: 'DUPLICATE',
      });
    if (code === '23514')
      return send(reply, 200, {
        success: false,
        value: null,
        message: 'Insufficient balance',
        errorCode: 'ACCOUNT_BALANCE_NOT_ENOUGH',
      });
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const fcode = (err as { code?: string }).code ?? '';
      const message =
        fcode === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `body: is too large (${bodyLimitText(req.routeOptions.bodyLimit)} at most for this call)`
          : fcode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'body: content type is not supported (send JSON)'
            : fcode === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'body: must be a JSON object'
              : fcode.startsWith('FST_ERR_CTP') || err instanceof SyntaxError
                ? 'body: is not valid JSON'
                : (err as Error).message;
      return send(reply, status, { success: false, value: null, message, errorCode: 'INVALID_PARAMETERS' });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, {
      success: false,
      value: null,
      message: 'Something went wrong, please try again',
      errorCode: 'INTERNAL_ERROR',
    });
  });
  app.setNotFoundHandler((req, reply) =>
    send(reply, 404, {
      success: false,
      value: null,
      message: `No call at ${req.method} ${req.url.split('?')[0]}`,
      errorCode: 'NOT_FOUND',
    }),
  );

  app.get('/health', async (_req, reply) => {
    await handle.db.execute(sql`select 1`);
    return send(reply, 200, {
      status: 'ok',
      database: handle.kind,
      tenants: tenants.all.map((t) => t.merchantCode),
      uptimeSeconds: Math.round(process.uptime()),
    });
  });

  mountCalls(app, platform, handlers);
  // The sites the platform trusts may frame the demo game (the seamless game page); the dev sites outside production.
  mountAssets(app, platform, { siteOrigins: production ? siteOrigins : [...DEV_ORIGINS, ...siteOrigins] });
  mountSandboxProvider(app, platform);
  // The sandbox identity providers of third-party login (sandbox-idp/): development and tests only.
  if (options.sandboxIdp ?? !production) {
    const domains = tenants.all
      .flatMap((t) => [t.config.mainDomain, ...t.config.domainList])
      .map((d) => d.toLowerCase());
    platform.sandboxIdp = mountSandboxIdp(app, (uri) => callbackAllowed(domains, uri));
    // The phone-verification provider's challenge page (sandbox-idp/phone-challenge.ts), with them.
    platform.phoneChallengePage = mountPhoneChallenge(app, platform);
  }
  const envJobs = Number(process.env.WL_CASHIER_JOBS_MS);
  const jobsMs =
    options.cashierJobsIntervalMs ??
    (process.env.VITEST ? false : Number.isFinite(envJobs) && envJobs > 0 ? envJobs : 5000);
  if (jobsMs) {
    const stopJobs = startCashierJobs(platform, jobsMs, (msg, err) => app.log.warn({ err }, msg));
    app.addHook('onClose', async () => stopJobs());
  }
  const envContractJobs = Number(process.env.WL_CONTRACT_JOBS_MS);
  const contractJobsMs =
    options.contractJobsIntervalMs ??
    (process.env.VITEST
      ? false
      : Number.isFinite(envContractJobs) && envContractJobs > 0
        ? envContractJobs
        : REALTIME_WINDOW_MS);
  if (contractJobsMs) {
    const stopContractJobs = startContractJobs(platform, contractJobsMs, (msg, err) =>
      app.log.warn({ err }, msg),
    );
    app.addHook('onClose', async () => stopContractJobs());
  }
  if (owned) app.addHook('onClose', async () => handle.close());
  return app;
}

/** A body limit in words: "64 KB", "21 MB". */
function bodyLimitText(bytes: number | undefined): string {
  const b = bytes ?? 0;
  return b >= 1024 * 1024 ? `${Math.ceil(b / (1024 * 1024))} MB` : `${Math.ceil(b / 1024)} KB`;
}
