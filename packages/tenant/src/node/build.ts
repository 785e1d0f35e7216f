import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brandIndexHtml, TENANT_HEAD_MARKER } from '../html.ts';
import type { LoadedTenant } from './load.ts';
import { renderNginxConf } from './nginx.ts';
import { createTenantSite } from './site.ts';
import type { TenantSite } from './site.ts';

/** A tenant-neutral app build and where it is mounted in each tenant's site. */
export type AppDist = {
  name: string;
  /** Absolute folder of the app's `vite build` output. */
  dist: string;
  /** Folder in the site: '' for the player at /, 'agent' for the agent at /agent/. */
  mount: string;
};

export type BrandedSite = { id: string; dir: string; files: number; linked: number; copied: number };

function* walk(dir: string, rel = ''): Generator<string> {
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(dir, r);
    else if (entry.isFile()) yield r;
  }
}

/** Hard-link `from` to `to` so every tenant shares the same bytes; copy when linking is not possible. */
function linkOrCopy(from: string, to: string): 'linked' | 'copied' {
  try {
    linkSync(from, to);
    return 'linked';
  } catch {
    copyFileSync(from, to);
    return 'copied';
  }
}

/** Throw unless each app dist has an index.html with the tenant marker; run before writing anything. */
export function checkAppDists(apps: readonly AppDist[]): void {
  for (const app of apps) {
    const index = path.join(app.dist, 'index.html');
    if (!existsSync(index)) {
      throw new Error(`${app.name}: ${index} not found; build the app first (or drop --skip-app-build)`);
    }
    if (!readFileSync(index, 'utf8').includes(TENANT_HEAD_MARKER)) {
      throw new Error(`${app.name}: ${index} has no ${TENANT_HEAD_MARKER} marker in <head>`);
    }
  }
}

/**
 * When an app loads its strings one language at a time (a chunk built from `packages/i18n/src/locales/<LANG>/`,
 * found in the app's `.vite/manifest.json`), its index.html preloads the tenant's default language alongside the
 * entry, so the first render does not wait for a second round trip. Apps that bundle every language are unchanged.
 */
export function preloadLanguage(html: string, app: AppDist, language: string): string {
  const manifestFile = path.join(app.dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return html;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  const chunk = Object.entries(manifest).find(([key, entry]) =>
    new RegExp(`i18n/src/locales/${language}/index\\.ts$`).test(entry.src ?? key),
  )?.[1];
  if (!chunk) return html;
  const href = `${app.mount ? `/${app.mount}/` : '/'}${chunk.file}`;
  if (html.includes(`href="${href}"`)) return html;
  // Same priority as the entry's own preloads (low behind a boot shell, see brandIndexHtml).
  const priority = html.includes('rel="modulepreload" fetchpriority="low"') ? ' fetchpriority="low"' : '';
  return html.replace(
    /<\/head>/i,
    () => `  <link rel="modulepreload"${priority} crossorigin href="${href}">\n  </head>`,
  );
}

/**
 * Write `<outDir>/<id>/`: every app's files (hashed JS/CSS hard-linked, so byte-identical across tenants),
 * each app's index.html branded with `brandIndexHtml`, the tenant's own files (theme stylesheet, icons,
 * manifest, robots.txt) and a sample nginx.conf. Replaces an existing `<outDir>/<id>/`.
 */
export async function brandTenantSite(
  tenant: LoadedTenant,
  apps: readonly AppDist[],
  outDir: string,
  prepared?: TenantSite,
): Promise<BrandedSite> {
  const site = prepared ?? (await createTenantSite(tenant));
  const dir = path.join(outDir, tenant.id);
  rmSync(dir, { recursive: true, force: true });
  let linked = 0;
  let copied = 0;
  let files = 0;
  const write = (rel: string, data: Buffer | string) => {
    const to = path.join(dir, rel);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, data);
    files++;
  };
  for (const app of apps) {
    for (const rel of walk(app.dist)) {
      const target = app.mount ? `${app.mount}/${rel}` : rel;
      // Vite's build manifest says which chunk holds what; it is read here, not published.
      if (rel.startsWith('.vite/')) continue;
      if (rel === 'index.html') {
        const html = brandIndexHtml(readFileSync(path.join(app.dist, rel), 'utf8'), site.info);
        write(target, preloadLanguage(html, app, tenant.config.defaultLanguage));
        continue;
      }
      const to = path.join(dir, target);
      mkdirSync(path.dirname(to), { recursive: true });
      if (linkOrCopy(path.join(app.dist, rel), to) === 'linked') linked++;
      else copied++;
      files++;
    }
  }
  for (const [rel, data] of site.files) write(rel, data);
  write('nginx.conf', renderNginxConf(tenant.config));
  return { id: tenant.id, dir, files, linked, copied };
}

/**
 * Brand every tenant (sharing one set of app builds). Checks the app dists and renders every tenant's
 * files in memory first, so a tenant whose assets cannot be rendered stops the build before anything is written.
 */
export async function brandTenantSites(
  tenants: readonly LoadedTenant[],
  apps: readonly AppDist[],
  outDir: string,
): Promise<BrandedSite[]> {
  checkAppDists(apps);
  const sites = await Promise.all(tenants.map((t) => createTenantSite(t)));
  const out: BrandedSite[] = [];
  for (const [i, t] of tenants.entries()) out.push(await brandTenantSite(t, apps, outDir, sites[i]));
  return out;
}
