/**
 * `pnpm --filter @wl/platform seed`: empties the database and loads the seed again (PGlite folder
 * apps/platform/.data, or DATABASE_URL / DATA_DIR). Stop the server first when it uses the PGlite folder.
 */
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '../db/index.ts';
import { loadPlatformTenants } from '../tenants/registry.ts';
import { SEED_ACCOUNTS } from './index.ts';
import { clearDatabase, seedDatabase } from './index.ts';

const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../../.data', import.meta.url));
const tenants = loadPlatformTenants();
const handle = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  : await openDatabase({ dataDir });
const started = Date.now();
await migrateDatabase(handle);
await clearDatabase(handle.db);
const summary = await seedDatabase(handle.db, tenants);
await handle.close();
console.log(
  `seeded ${handle.kind === 'postgres' ? 'PostgreSQL' : dataDir} in ${Date.now() - started} ms: ${summary.vendors} vendors, ${summary.games} games`,
);
for (const t of summary.tenants) console.log(`  ${t.id}: ${t.customers} accounts, ${t.bets} bets`);
console.log(
  `accounts in every tenant (password demo1234 unless noted): ${SEED_ACCOUNTS.map((a) => a.username).join(', ')}`,
);
