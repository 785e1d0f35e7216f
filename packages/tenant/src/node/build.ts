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
import { pathToFileURL } from 'node:url';
import { brandIndexHtml, setHtmlLang, TENANT_HEAD_MARKER } from '../html.ts';
import { HTML_LANG_OF, type TenantLanguage } from '../languages.ts';
import { composePrerenderedPage, type EarlyRequests } from '../prerendered.ts';
import type { LoadedTenant } from './load.ts';
import { renderNginxConf } from './nginx.ts';
import { createTenantSite } from './site.ts';
import type { TenantSite } from './site.ts';
import {
  SERVICE_WORKER_FILE,
  firstScreenFiles,
  injectPrecache,
  offlinePageFile,
  precacheEntries,
  renderOfflinePage,
  type OfflineWords,
} from './pwa.ts';

/** A tenant-neutral app build and where it is mounted in each tenant's site. */
export type AppDist = {
  name: string;
  /** Absolute folder of the app's `vite build` output. */
  dist: string;
  /** Folder in the site: '' for the player at /, 'agent' for the agent at /agent/. */
  mount: string;
  /**
   * The app's prerender module (`vite build --ssr` output), when its public pages are written as HTML
   * (docs/decisions/0010-prerendered-first-screen.md).
   */
  prerender?: string;
};

/** What an app's prerender module exports. */
type PrerenderModule = {
  PRERENDERED_ROUTES: readonly string[];
  prerender(
    url: string,
    tenant: TenantSite['info']['config'],
    language: string,
  ): Promise<{ html: string; styles: string; early?: EarlyRequests }>;
  /** The offline page's words in a language (the installable site: docs/decisions/0013-installable-site.md). */
  offlinePage?(tenant: TenantSite['info']['config'], language: string): Promise<OfflineWords>;
};

const prerenderModules = new Map<string, Promise<PrerenderModule>>();
const loadPrerender = (file: string) => {
  let module = prerenderModules.get(file);
  if (!module) {
    // The prerender bundles its libraries and reads NODE_ENV as it loads: the production builds of React and Redux
    // Toolkit, as the browser runs them (the development builds check and warn, and render three times slower).
    process.env.NODE_ENV = 'production';
    module = import(pathToFileURL(file).href) as Promise<PrerenderModule>;
    prerenderModules.set(file, module);
  }
  return module;
};

/**
 * Where a prerendered page is written in the site: `live/index.html`, another language's under `_lang/<LANG>/`; an app
 * mounted in a folder (the agent's `/agent`) keeps its pages in that folder (`agent/index.html`).
 */
export function prerenderedFile(
  route: string,
  language: string,
  defaultLanguage: string,
  mount = '',
): string {
  const base = mount ? `/${mount}` : '';
  const local =
    base && (route === base || route.startsWith(`${base}/`)) ? route.slice(base.length) || '/' : route;
  const folder = language === defaultLanguage ? '' : `_lang/${language}/`;
  return `${mount ? `${mount}/` : ''}${folder}${local === '/' ? '' : `${local.replace(/^\/|\/$/g, '')}/`}index.html`;
}

/** The file every path without a page of its own is answered with: the app's page with its boot shell. */
export const APP_FALLBACK_FILE = '200.html';

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
function preloadLanguage(html: string, app: AppDist, language: string): string {
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
  // The installable site (docs/decisions/0013-installable-site.md): the service worker of the app at the site's root,
  // written last with the tenant's precache list, and the offline pages it falls back to.
  const offlinePages: string[] = [];
  const serviceWorkerApp = apps.find(
    (app) => !app.mount && existsSync(path.join(app.dist, SERVICE_WORKER_FILE)),
  );
  for (const app of apps) {
    for (const rel of walk(app.dist)) {
      const target = app.mount ? `${app.mount}/${rel}` : rel;
      // Vite's build manifest says which chunk holds what; it is read here, not published.
      if (rel.startsWith('.vite/')) continue;
      // Each tenant's service worker is its own file (its precache list), never a link to the shared one.
      if (app === serviceWorkerApp && rel === SERVICE_WORKER_FILE) continue;
      if (rel === 'index.html') {
        const neutral = readFileSync(path.join(app.dist, rel), 'utf8');
        const html = brandIndexHtml(neutral, site.info);
        if (!app.prerender) write(target, preloadLanguage(html, app, tenant.config.defaultLanguage));
        else {
          const mount = app.mount ? `${app.mount}/` : '';
          write(`${mount}${APP_FALLBACK_FILE}`, preloadLanguage(html, app, tenant.config.defaultLanguage));
          const module = await loadPrerender(app.prerender);
          for (const language of tenant.config.languages) {
            for (const route of module.PRERENDERED_ROUTES) {
              const page = await module.prerender(route, site.info.config, language);
              const composed = composePrerenderedPage(neutral, {
                route,
                language,
                languages: tenant.config.languages,
                ...page,
              });
              const branded = setHtmlLang(
                brandIndexHtml(composed, site.info),
                HTML_LANG_OF[language as TenantLanguage],
              );
              write(
                prerenderedFile(route, language, tenant.config.defaultLanguage, app.mount),
                preloadLanguage(branded, app, language),
              );
            }
            if (app === serviceWorkerApp && module.offlinePage) {
              const words = await module.offlinePage(site.info.config, language);
              const file = offlinePageFile(language, tenant.config.defaultLanguage);
              write(file, renderOfflinePage(site.info, HTML_LANG_OF[language as TenantLanguage], words));
              offlinePages.push(`/${file}`);
            }
          }
        }
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
  if (serviceWorkerApp) {
    const precache = precacheEntries(dir, [
      ...offlinePages,
      '/manifest.webmanifest',
      ...[...site.files.keys()].filter((rel) => rel.startsWith('tenant/')).map((rel) => `/${rel}`),
      ...firstScreenFiles(serviceWorkerApp.dist, tenant.config.defaultLanguage),
    ]);
    const code = readFileSync(path.join(serviceWorkerApp.dist, SERVICE_WORKER_FILE), 'utf8');
    write(SERVICE_WORKER_FILE, injectPrecache(code, precache));
  }
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
