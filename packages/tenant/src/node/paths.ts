import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (this file is packages/tenant/src/node/paths.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Folder of tenants: `WL_TENANTS_DIR` or `<repo>/tenants`. */
export function tenantsDir(): string {
  return path.resolve(process.env.WL_TENANTS_DIR || path.join(REPO_ROOT, 'tenants'));
}

/** Folder of themes: `WL_THEMES_DIR` or `<repo>/themes`. */
export function themesDir(): string {
  return path.resolve(process.env.WL_THEMES_DIR || path.join(REPO_ROOT, 'themes'));
}

/** A path as error messages show it: relative to the repository when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(REPO_ROOT, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : file;
}
