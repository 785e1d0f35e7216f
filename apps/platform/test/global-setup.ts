import { migrateAndSeed, ensureSnapshot } from '../src/db/prepare.ts';
import { openDatabase } from '../src/db/index.ts';
import { loadPlatformTenants } from '../src/tenants/registry.ts';
import { admin, TEMPLATE_DB, withDatabase } from './pg.ts';

export default async function setup() {
  const tenants = loadPlatformTenants();
  const url = process.env.DATABASE_URL;
  if (!url) {
    await ensureSnapshot(tenants);
    return;
  }
  await admin(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  });
  const handle = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
  try {
    await migrateAndSeed(handle, tenants);
  } finally {
    await handle.close();
  }
}
