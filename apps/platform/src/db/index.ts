/**
 * Opens the platform database: embedded PGlite (in memory, a data folder, or a gzip snapshot) or PostgreSQL when
 * a connection string is given. Both are driven through the same Drizzle query layer and the same migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { withPreparedStatements } from './pglite-prepared.ts';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.ts';

export {};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Gzip tarball of the PGlite data folder (PGlite only). */
  dump(): Promise<Blob>;
  /**
   * Runs `fn` while holding a lock named `name` across every process on this database (PostgreSQL: a session
   * advisory lock on a connection of its own; PGlite has one process). Instances starting together migrate and seed
   * one after the other.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Runs a hot statement as a named prepared statement: PostgreSQL parses and plans it once per connection instead of
   * on every call (the transfer statement: about 1.0 ms -> 0.45 ms of the server's time a call here). The statement's
   * text must be the same on every call under one name (values are parameters). On PGlite every statement is already
   * prepared once (pglite-prepared.ts), so this is `db.execute`.
   */
  executeNamed<T>(name: string, query: SQL): Promise<T[]>;
  close(): Promise<void>;
};

const dialect = new PgDialect();

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when absent. */
  dataDir?: string;
  /** PGlite gzip snapshot (from `dump()`) to start from (with `dataDir`: only into an empty folder). */
  snapshot?: Blob;
  /** PostgreSQL connections this process may hold (default env DATABASE_POOL_MAX, else 20). */
  poolMax?: number;
};

/**
 * Connections per instance: enough that requests waiting on one account's row locks do not starve the others, few
 * enough that a few instances stay well under the server's max_connections (100 by default).
 */
function poolMaxFrom(env: string | undefined): number {
  const n = Number(env);
  return Number.isInteger(n) && n > 0 ? n : 20;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite's engine, compiled once per process: each PGlite.create otherwise compiles its WebAssembly and reads its file
 * bundle again. One process opens many databases in the platform's tests (a copy of the snapshot per test file);
 * measured here, a start from the snapshot went from 2.0-2.5 s to 1.6-1.9 s idle (8-14 s to 3-6 s on a busy machine).
 */
let engine: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function pgliteEngine() {
  engine ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  engine.catch(() => (engine = undefined));
  return engine;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? poolMaxFrom(process.env.DATABASE_POOL_MAX),
    });
    // NUMERIC stays a string (exact money); BIGINT counts come back as numbers.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      dump: () => Promise.reject(new Error('dump() is only available on PGlite')),
      async exclusive(name, fn) {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock(hashtext($1))', [`wl-platform:${name}`]);
          return await fn();
        } finally {
          // Ending the session releases its advisory locks.
          await client.end();
        }
      },
      async executeNamed<T>(name: string, query: SQL) {
        const { sql: text, params } = dialect.sqlToQuery(query);
        return (await pool.query({ name, text, values: params })).rows as T[];
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(await pgliteEngine()),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzlePglite({ client: withPreparedStatements(client), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('gzip'),
    exclusive: (_name, fn) => fn(),
    executeNamed: async <T>(_name: string, query: SQL) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: () => client.close(),
  };
}

/** Applies the committed migrations in apps/platform/drizzle that have not run yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], config);
  } else {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  }
}
