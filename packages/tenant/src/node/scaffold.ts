import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TenantDataError } from '../errors.ts';
import { TENANT_ID } from '../schema.ts';
import type { TenantConfigInput } from '../schema.ts';
import { listTenantIds, loadTenant, loadTheme } from './load.ts';
import type { LoadOptions, LoadedTenant } from './load.ts';
import { REPO_ROOT, displayPath, tenantsDir } from './paths.ts';

export type ScaffoldOptions = LoadOptions & {
  name?: string;
  /** Base theme (default `dark`). */
  theme?: string;
  merchantCode?: string;
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)]).join('').toUpperCase();
}

/**
 * Create `tenants/<id>/` with a valid tenant.json and placeholder SVG logo, favicon and app icon in the
 * base theme's colours, then validate it with loadTenant. Refuses an invalid or existing id, an unknown
 * theme and a merchant code already in use; removes what it wrote if validation fails.
 */
export function scaffoldTenant(id: string, opts: ScaffoldOptions = {}): LoadedTenant {
  const root = opts.tenantsDir ?? tenantsDir();
  const dir = path.join(root, id);
  const file = displayPath(path.join(dir, 'tenant.json'));
  const fail = (p: string, message: string): never => {
    throw new TenantDataError([{ file, path: p, message }]);
  };
  if (!TENANT_ID.test(id))
    fail('id', `"${id}" is not a tenant id (lower-case letter, then letters, digits or dashes; 2-40 long)`);
  if (existsSync(dir)) fail('', `tenant "${id}" already exists in ${displayPath(root)}`);
  const themeName = opts.theme ?? 'dark';
  const theme = loadTheme(themeName, opts);
  const name =
    opts.name ??
    id.replace(/(^|-)([a-z])/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
  const merchantCode = opts.merchantCode ?? id.toUpperCase().replace(/-/g, '_');
  for (const other of listTenantIds(opts)) {
    try {
      if (loadTenant(other, opts).config.merchantCode.toLowerCase() === merchantCode.toLowerCase()) {
        fail('merchantCode', `"${merchantCode}" is already the merchant code of ${other}`);
      }
    } catch (e) {
      if (!(e instanceof TenantDataError) || e.issues[0]?.file === file) throw e;
    }
  }

  const p = theme.tokens.palette;
  const canvas = p.neutral[900];
  const brand = p.brand[400];
  const mark = esc(initials(name));
  const config: TenantConfigInput = {
    $schema: path
      .relative(dir, path.join(REPO_ROOT, 'packages/tenant/schema/tenant.schema.json'))
      .split(path.sep)
      .join('/'),
    id,
    name,
    merchantCode,
    domains: [`${id}.example`],
    defaultLanguage: 'EN',
    languages: ['EN', 'TY'],
    theme: { base: themeName, overrides: { palette: { brand: { 400: brand } } } },
    assets: { logo: 'assets/logo.svg', favicon: 'assets/favicon.svg', appIcon: 'assets/app-icon.svg' },
    seo: {
      title: `${name}: casino, slots and sports`,
      description: `Play casino games, slots, lottery and sports at ${name}.`,
    },
    manifest: {
      name,
      shortName: name.length <= 12 ? name : name.slice(0, 12).trim(),
      themeColor: canvas,
      backgroundColor: canvas,
    },
    api: { baseUrl: '/' },
  };
  const icon = (size: number, radius: number, font: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">\n` +
    `  <rect width="${size}" height="${size}" rx="${radius}" fill="${canvas}"/>\n` +
    `  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.34}" fill="${brand}"/>\n` +
    `  <text x="${size / 2}" y="${size / 2 + font * 0.35}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${font}" fill="${canvas}">${mark}</text>\n` +
    `</svg>\n`;
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  try {
    writeFileSync(path.join(dir, 'tenant.json'), `${JSON.stringify(config, null, 2)}\n`);
    writeFileSync(path.join(dir, 'assets/app-icon.svg'), icon(512, 96, 150));
    writeFileSync(path.join(dir, 'assets/favicon.svg'), icon(64, 12, 20));
    writeFileSync(
      path.join(dir, 'assets/logo.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" role="img" aria-label="${esc(name)}">\n` +
        `  <circle cx="24" cy="24" r="20" fill="${brand}"/>\n` +
        `  <text x="54" y="32" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="${brand}">${esc(name)}</text>\n` +
        `</svg>\n`,
    );
    return loadTenant(id, opts);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
