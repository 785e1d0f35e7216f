import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/** The built sites under test (E2E_DIST lets two runs use separate builds). */
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');
export const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 3101);
export const FIRST_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4301);

/** The tenants built into dist/, in a stable order; each is served on its own port. */
export function builtTenants(): string[] {
  if (!existsSync(DIST)) return [];
  return readdirSync(DIST, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(DIST, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort();
}

export function siteUrl(tenant: string): string {
  const index = builtTenants().indexOf(tenant);
  if (index < 0) throw new Error(`Tenant ${tenant} is not built: run pnpm build:tenants first.`);
  return `http://127.0.0.1:${FIRST_SITE_PORT + index}`;
}

export const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
