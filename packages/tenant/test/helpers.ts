import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/node/paths.ts';

export const REPO_TENANTS = path.join(REPO_ROOT, 'tenants');
export const REPO_THEMES = path.join(REPO_ROOT, 'themes');

export type Json = Record<string, unknown>;

export function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

export function tempDir(prefix = 'wl-tenant-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** The demo goldcasino tenant.json, as data to mutate. */
export function goldcasinoJson(): Json {
  return readJson(path.join(REPO_TENANTS, 'goldcasino', 'tenant.json'));
}

/**
 * A tenants folder holding one tenant `id` (goldcasino's assets), whose tenant.json is goldcasino's
 * passed through `edit`. Returns the folder.
 */
export function tenantsDirWith(id: string, edit: (t: Json) => void = () => {}, into = tempDir()): string {
  cpSync(path.join(REPO_TENANTS, 'goldcasino'), path.join(into, id), { recursive: true });
  const t = goldcasinoJson();
  t.id = id;
  t.merchantCode = `M_${id.toUpperCase().replace(/-/g, '_')}`;
  t.domains = [`${id}.test`];
  edit(t);
  writeFileSync(path.join(into, id, 'tenant.json'), JSON.stringify(t, null, 2));
  return into;
}
