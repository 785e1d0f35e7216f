// The installable site's per-tenant files (docs/decisions/0013-installable-site.md): the offline page in each of the
// tenant's languages and the service worker with the tenant's precache list. The service worker's code is compiled
// once for every tenant (the player's dist/sw.js, Workbox inlined); branding only writes a list into each copy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TenantBuildInfo } from '../html.ts';

/** What the service worker's code leaves for the build to fill: Workbox's injection point. */
export const PRECACHE_INJECTION_POINT = 'self.__WB_MANIFEST';

/** The service worker's file in an app's dist and in a tenant's site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** One precached file: `revision` null when its name already changes with its content (hashed). */
export type PrecacheEntry = { url: string; revision: string | null };

export type OfflineWords = { title: string; text: string; retry: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page of a language: `offline.html`, another language's under `_lang/<LANG>/`. */
export function offlinePageFile(language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? 'offline.html' : `_lang/${language}/offline.html`;
}

/**
 * The tenant's offline page: its header bar and logo over its canvas, a heading, a sentence and a "Try again" link
 * (an empty href: the page the visitor asked for, fetched again). No script (the site's CSP allows none inline), the
 * look from the precached theme stylesheet.
 */
export function renderOfflinePage(info: TenantBuildInfo, htmlLang: string, words: OfflineWords): string {
  const a = escapeHtml;
  const h = info.head;
  const style = [
    'body{margin:0;min-height:100vh;background:var(--wl-color-bg-canvas);color:var(--wl-color-fg-default);',
    'font-family:var(--wl-font-family-body)}',
    '.wl-offline-header{display:flex;align-items:center;min-height:var(--wl-space-16);box-sizing:border-box;',
    'padding:var(--wl-space-2) var(--wl-space-4);background:var(--wl-component-header-bg);',
    'border-bottom:1px solid var(--wl-component-header-border)}',
    '.wl-offline-header img{display:block;height:var(--wl-space-8);width:auto;max-width:10rem;object-fit:contain}',
    'main{display:grid;gap:var(--wl-space-4);max-width:36rem;margin:0 auto;padding:var(--wl-space-8) var(--wl-space-4)}',
    'h1{margin:0;font-family:var(--wl-font-family-heading);font-size:var(--wl-font-size-2xl)}p{margin:0}',
    'a.wl-retry{justify-self:start;display:inline-flex;align-items:center;min-height:var(--wl-space-10);',
    'padding:var(--wl-space-2) var(--wl-space-4);border-radius:var(--wl-radius-md);text-decoration:none;font-weight:600;',
    'background:var(--wl-component-button-primary-bg);color:var(--wl-component-button-primary-fg);',
    'border:1px solid var(--wl-component-button-primary-border)}',
    'a.wl-retry:focus-visible{outline:2px solid var(--wl-color-border-focus);outline-offset:2px}',
  ].join('');
  return `<!doctype html>
<html lang="${a(htmlLang)}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${a(words.title)} · ${a(info.config.name)}</title>
    <meta name="theme-color" content="${a(h.themeColor)}">
    <link rel="icon" href="${a(h.faviconSvg)}" type="image/svg+xml">
    <link rel="manifest" href="${a(h.manifest)}">
    <link rel="stylesheet" href="${a(h.stylesheet)}">
    <style>${style}</style>
  </head>
  <body>
    <header class="wl-offline-header"><img src="${a(info.config.assets.logo)}" alt="${a(info.config.name)}"></header>
    <main>
      <h1>${a(words.title)}</h1>
      <p>${a(words.text)}</p>
      <a class="wl-retry" href="">${a(words.retry)}</a>
    </main>
  </body>
</html>
`;
}

const revisionOf = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/**
 * The folders whose files are named by their content (Vite's `assets/`, the tenant's `tenant/`, served immutable by
 * nginx.conf): cached by name, no revision needed.
 */
const HASHED_PATH = /^\/(agent\/)?assets\/|^\/tenant\//;

/**
 * The player's first-screen files from its build manifest (`.vite/manifest.json`): the entry's script, the scripts
 * it imports statically, their stylesheets, and the default language's strings. Paths from the site root.
 */
export function firstScreenFiles(appDist: string, language: string, mount = ''): string[] {
  const file = path.join(appDist, '.vite/manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >;
  const base = mount ? `/${mount}/` : '/';
  const out = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || out.has(base + chunk.file)) return;
    out.add(base + chunk.file);
    for (const css of chunk.css ?? []) out.add(base + css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const strings = Object.entries(manifest).find(([key, chunk]) =>
    new RegExp(`i18n/src/locales/${language}/index\\.ts$`).test(chunk.src ?? key),
  );
  if (strings) visit(strings[0]);
  return [...out];
}

/**
 * The tenant's precache list: the given files of its site (`dir`), each with a revision unless its name is hashed.
 * Files that are not in the site are left out.
 */
export function precacheEntries(dir: string, urls: readonly string[]): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [];
  for (const url of new Set(urls)) {
    const file = path.join(dir, url);
    if (!file.startsWith(dir) || !existsSync(file)) continue;
    entries.push({ url, revision: HASHED_PATH.test(url) ? null : revisionOf(readFileSync(file)) });
  }
  return entries.sort((x, y) => x.url.localeCompare(y.url));
}

/** The service worker's code with the precache list written in at Workbox's injection point (exactly one). */
export function injectPrecache(serviceWorker: string, entries: readonly PrecacheEntry[]): string {
  const at = serviceWorker.indexOf(PRECACHE_INJECTION_POINT);
  if (at < 0 || serviceWorker.indexOf(PRECACHE_INJECTION_POINT, at + 1) >= 0)
    throw new Error(`${SERVICE_WORKER_FILE}: expected exactly one ${PRECACHE_INJECTION_POINT}`);
  return (
    serviceWorker.slice(0, at) +
    JSON.stringify(entries) +
    serviceWorker.slice(at + PRECACHE_INJECTION_POINT.length)
  );
}
