/**
 * Brings a database to the current schema and seed: migrations always; the seed when the database is empty.
 * In-memory PGlite starts from a gzip snapshot kept in the OS temp folder (made once per schema, seed and day),
 * which turns a ~5 s migrate-and-seed into a ~0.4 s load.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSeeded, seedDatabase, seedNewTenants } from '../seed/index.ts';
import type { PlatformTenant } from '../tenants/registry.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle } from './index.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string, filter: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(filter)
    .sort()
    .map((f) => join(dir, f));
}

/** Key of the snapshot: migrations, the seeds, the ledger and rule sources, the tenants' settings, and today's date. */
function snapshotKey(tenants: readonly PlatformTenant[]): string {
  const h = createHash('sha256');
  const files = [
    ...filesUnder(MIGRATIONS_FOLDER, (f) => f.endsWith('.sql') || f.endsWith('.json')),
    ...filesUnder(join(SRC, 'seed'), (f) => f.endsWith('.ts')),
    // Each area's seed (areas/<area>/seed.ts).
    ...filesUnder(join(SRC, 'areas'), (f) => f.endsWith('/seed.ts')),
    ...filesUnder(join(SRC, 'ledger'), (f) => f.endsWith('.ts')),
    join(SRC, 'shared', 'rules.ts'),
    // The cashier seed's amounts, channels and banks (the tenants' defaults by currency).
    join(SRC, 'areas', 'cashier', 'config.ts'),
    join(SRC, 'tenants', 'defaults.ts'),
  ];
  for (const f of files) h.update(f).update(readFileSync(f));
  h.update(JSON.stringify(tenants)).update(new Date().toISOString().slice(0, 10));
  return h.digest('hex').slice(0, 16);
}

function snapshotPath(tenants: readonly PlatformTenant[]): string {
  return join(tmpdir(), `wl-platform-${snapshotKey(tenants)}.tar.gz`);
}

/**
 * Migrates, then seeds an empty database; in a seeded one, seeds only the tenants without data yet (a brand added
 * since), leaving the others as they are. True when anything was seeded.
 */
export async function migrateAndSeed(
  handle: DatabaseHandle,
  tenants: readonly PlatformTenant[],
  now: Date = new Date(),
): Promise<boolean> {
  // One instance at a time: two platforms starting together on an empty PostgreSQL would both migrate and seed.
  return handle.exclusive('migrate-and-seed', async () => {
    await migrateDatabase(handle);
    if (await isSeeded(handle.db)) return (await seedNewTenants(handle.db, tenants, now)).length > 0;
    await seedDatabase(handle.db, tenants, now);
    return true;
  });
}

/** Makes (if missing) and returns the path of the seeded in-memory snapshot. */
export async function ensureSnapshot(tenants: readonly PlatformTenant[]): Promise<string> {
  const path = snapshotPath(tenants);
  if (existsSync(path)) return path;
  const handle = await openDatabase();
  try {
    await migrateAndSeed(handle, tenants);
    const blob = await handle.dump();
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, path);
  } finally {
    await handle.close();
  }
  return path;
}

/**
 * A PGlite data folder; a new (empty) one starts from the seeded snapshot, which is faster than seeding it.
 */
export async function openDataDir(
  dataDir: string,
  tenants: readonly PlatformTenant[],
): Promise<DatabaseHandle> {
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const handle = fresh
    ? await openDatabase({ dataDir, snapshot: new Blob([readFileSync(await ensureSnapshot(tenants))]) })
    : await openDatabase({ dataDir });
  await migrateAndSeed(handle, tenants);
  return handle;
}

export async function openInMemoryFromSnapshot(
  tenants: readonly PlatformTenant[],
  path?: string,
): Promise<DatabaseHandle> {
  const file = path ?? (await ensureSnapshot(tenants));
  const handle = await openDatabase({ snapshot: new Blob([readFileSync(file)]) });
  await migrateAndSeed(handle, tenants);
  return handle;
}
