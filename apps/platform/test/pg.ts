/** PostgreSQL test databases: one template made per run, one copy per test file (CREATE DATABASE ... TEMPLATE). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_DB = 'wl_platform_test_template';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createFromTemplate(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wl_platform_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
  return {
    url: withDatabase(url, name),
    drop: () =>
      admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
