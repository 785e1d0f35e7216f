import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { composeTheme } from '../compose.ts';
import { checkContrast, describeContrastFailure } from '../contrast.ts';
import { TenantDataError } from '../errors.ts';
import type { DataIssue } from '../errors.ts';
import { resolveTheme, TokenReferenceError, flattenTokens } from '../resolve.ts';
import type { ResolvedTheme } from '../resolve.ts';
import { parseTenantConfig, parseThemeFile } from '../schema.ts';
import type { TenantConfig } from '../schema.ts';
import type { ThemeFile } from '../tokens.ts';
import { displayPath, tenantsDir, themesDir } from './paths.ts';

/** The tenant dev servers and scripts use when none is named: env `TENANT`, else `goldcasino`. */
export const DEFAULT_TENANT: string = process.env.TENANT?.trim() || 'goldcasino';

export type LoadOptions = {
  /** Default: env WL_TENANTS_DIR or <repo>/tenants. */
  tenantsDir?: string;
  /** Default: env WL_THEMES_DIR or <repo>/themes. */
  themesDir?: string;
};

/**
 * A validated tenant: its config, its theme (merged over the theme it extends) and resolved tokens (overrides
 * applied, contrast checked).
 */
export type LoadedTenant = {
  id: string;
  /** Absolute folder `tenants/<id>`. */
  dir: string;
  /** Absolute path of tenant.json. */
  file: string;
  config: TenantConfig;
  theme: ThemeFile;
  resolved: ResolvedTheme;
};

function readJson(file: string): unknown {
  const shown = displayPath(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new TenantDataError([{ file: shown, path: '', message: 'file not found' }]);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new TenantDataError([
      { file: shown, path: '', message: `is not valid JSON (${(e as Error).message})` },
    ]);
  }
}

/** Names of the themes in the themes folder (folders holding a theme.json). */
export function listThemes(opts: LoadOptions = {}): string[] {
  const dir = opts.themesDir ?? themesDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => existsSync(path.join(dir, n, 'theme.json')))
    .sort();
}

/**
 * Load `themes/<name>/theme.json` merged over the theme it extends (and so on down to the base theme), validated
 * as a complete theme (schema, every token set, references). Throws TenantDataError naming the file and field.
 */
export function loadTheme(name: string, opts: LoadOptions = {}): ThemeFile {
  const dir = opts.themesDir ?? themesDir();
  return composeTheme(name, {
    names: () => listThemes(opts),
    read: (n) => {
      const shown = displayPath(path.join(dir, n, 'theme.json'));
      return { file: shown, source: parseThemeFile(readJson(path.join(dir, n, 'theme.json')), shown) };
    },
  });
}

/** Ids of the tenants in the tenants folder (folders holding a tenant.json), sorted. */
export function listTenantIds(opts: LoadOptions = {}): string[] {
  const dir = opts.tenantsDir ?? tenantsDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => existsSync(path.join(dir, n, 'tenant.json')))
    .sort();
}

/**
 * Load and fully validate `tenants/<id>/tenant.json`: schema, id = folder name, base theme exists,
 * overrides resolve, every contrast pair passes, every asset file exists. Throws TenantDataError listing
 * each problem with the file and field.
 */
export function loadTenant(id: string, opts: LoadOptions = {}): LoadedTenant {
  const dir = path.join(opts.tenantsDir ?? tenantsDir(), id);
  const file = path.join(dir, 'tenant.json');
  const shown = displayPath(file);
  const config = parseTenantConfig(readJson(file), shown);
  const issues: DataIssue[] = [];
  const issue = (p: string, message: string) => issues.push({ file: shown, path: p, message });

  if (config.id !== id) issue('id', `${JSON.stringify(config.id)} must match its folder name "${id}"`);

  const assetFiles: [string, string][] = [
    ['assets.logo', config.assets.logo],
    ['assets.favicon', config.assets.favicon],
    ['assets.appIcon', config.assets.appIcon],
    ...(config.assets.fonts ?? []).map((f, i): [string, string] => [`assets.fonts.${i}.src`, f.src]),
  ];
  for (const [p, rel] of assetFiles) {
    const abs = path.join(dir, rel);
    if (!existsSync(abs) || !statSync(abs).isFile())
      issue(p, `file "${rel}" not found in ${displayPath(dir)}`);
  }

  const themes = listThemes(opts);
  if (!themes.includes(config.theme.base)) {
    issue('theme.base', `unknown theme "${config.theme.base}" (available: ${themes.join(', ') || 'none'})`);
    throw new TenantDataError(issues);
  }
  const theme = loadTheme(config.theme.base, opts);
  let resolved: ResolvedTheme | undefined;
  try {
    resolved = resolveTheme(theme, config.theme.overrides);
  } catch (e) {
    if (!(e instanceof TokenReferenceError)) throw e;
    const overridden = config.theme.overrides ? flattenTokens(config.theme.overrides).has(e.path) : false;
    const message = e.message.slice(e.path.length + 2);
    if (overridden || message === 'is not a token of the theme') issue(`theme.overrides.${e.path}`, message);
    else
      issues.push({
        file: displayPath(path.join(opts.themesDir ?? themesDir(), theme.name, 'theme.json')),
        path: `tokens.${e.path}`,
        message,
      });
  }
  if (resolved) {
    for (const f of checkContrast(resolved))
      issue('theme', `contrast too low: ${describeContrastFailure(f)}`);
  }
  if (issues.length || !resolved) throw new TenantDataError(issues);
  return { id, dir, file, config, theme, resolved };
}

/**
 * Load every tenant (or those in `ids`), collecting the problems of all of them before throwing, and
 * checking that no two tenants share a merchant code or a domain.
 */
export function loadAllTenants(opts: LoadOptions & { ids?: readonly string[] } = {}): LoadedTenant[] {
  const ids = opts.ids && opts.ids.length ? [...opts.ids] : listTenantIds(opts);
  const known = listTenantIds(opts);
  const issues: DataIssue[] = [];
  const tenants: LoadedTenant[] = [];
  for (const id of ids) {
    if (!known.includes(id)) {
      issues.push({
        file: displayPath(path.join(opts.tenantsDir ?? tenantsDir(), id, 'tenant.json')),
        path: '',
        message: `no tenant "${id}" (known: ${known.join(', ') || 'none'})`,
      });
      continue;
    }
    try {
      tenants.push(loadTenant(id, opts));
    } catch (e) {
      if (e instanceof TenantDataError) issues.push(...e.issues);
      else throw e;
    }
  }
  const codes = new Map<string, string>();
  const domains = new Map<string, string>();
  for (const t of tenants) {
    const shown = displayPath(t.file);
    const code = t.config.merchantCode.toLowerCase();
    const other = codes.get(code);
    if (other)
      issues.push({
        file: shown,
        path: 'merchantCode',
        message: `"${t.config.merchantCode}" is also the merchant code of ${other}`,
      });
    else codes.set(code, t.id);
    t.config.domains.forEach((d, i) => {
      const owner = domains.get(d);
      if (owner)
        issues.push({ file: shown, path: `domains.${i}`, message: `"${d}" is also a domain of ${owner}` });
      else domains.set(d, t.id);
    });
  }
  if (issues.length) throw new TenantDataError(issues);
  return tenants;
}
