/// <reference lib="webworker" />
// The site's service worker (docs/decisions/0013-installable-site.md). Compiled once for every tenant by
// vite.sw.config.ts into dist/sw.js; `pnpm build:tenants` writes each tenant's precache list into its copy at Workbox's
// injection point, `self.__WB_MANIFEST` (packages/tenant/src/node/pwa.ts).
//
// It does not claim the page that registered it: a visit's first page stays as the network gave it, and the pages
// after it are the worker's.
//
//  - The platform's calls (/wps/ — money, session, everything of the platform — /lgw/, /lotto/, /platform-assets/)
//    have no route: the service worker does not answer them, the browser goes to the network as if it were not there.
//  - Pages (navigations): the network only, so a new build reaches players at once; when the network fails, the
//    tenant's offline page, in the visitor's language.
//  - The precache: the offline pages, the tenant's look (theme, logo, icons) and the player's first-screen scripts.
//  - Hashed files (/assets/, /agent/assets/, /tenant/): from the cache first; their names change with their content.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE, PLATFORM_PATH, PLATFORM_PREFIXES, HASHED_PATH, offlinePageFor } from './swRules.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const precached = self.__WB_MANIFEST;
const precachedUrls = new Set(precached.map((entry) => (typeof entry === 'string' ? entry : entry.url)));

precacheAndRoute(precached);
cleanupOutdatedCaches();

// Where the browser can (Chromium's static routing), the platform's calls do not even reach this worker.
self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & {
    addRoutes?: (
      rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }[],
    ) => Promise<void>;
  };
  const rules = PLATFORM_PREFIXES.map((prefix) => ({
    condition: { urlPattern: { pathname: `/${prefix}/*` } },
    source: 'network' as const,
  }));
  if (routed.addRoutes) event.waitUntil(routed.addRoutes(rules).catch(() => undefined));
});

// A new version waits until the visitor accepts the page's prompt ("A new version is ready — Reload").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !PLATFORM_PATH.test(url.pathname),
  new NetworkOnly(),
);

registerRoute(
  ({ url }) => sameOrigin(url) && HASHED_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: 'wl-hashed',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// A page the network could not bring: the offline page in the visitor's language (the `wl_lang` cookie the pages
// set, where the browser lets a service worker read cookies), else in the tenant's default language.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const language = await self.cookieStore
    ?.get('wl_lang')
    .then((cookie) => cookie?.value)
    .catch(() => undefined);
  const page = offlinePageFor(language, precachedUrls);
  return (await matchPrecache(page)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});
