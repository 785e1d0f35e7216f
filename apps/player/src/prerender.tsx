// The build-time render of the player's public pages (docs/decisions/0010-prerendered-first-screen.md). Built by
// `vite build --ssr` into dist-ssr/, run by `pnpm build:tenants` in Node for each tenant, language and public route;
// the browser hydrates what it writes (main.tsx). Nothing here runs in the browser.
import { prerenderRoute, type PrerenderApp, type Prerendered } from '@wl/app-shell/prerender';
import { gameListPageSize } from '@wl/domain';
import { createI18nWith, loadLanguage, type Language } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { createPlayerContext } from './app/App.tsx';
import { playerRoutes } from './app/routes.tsx';
import { lobbyArgs } from './lobby/lobbyQueries.ts';
import { TYPE_OF } from './pages/areas/GameListCenter.tsx';

export { PRERENDERED_ROUTES } from './app/publicPages.ts';

/** One public page as a guest with no platform answer yet: the shell, and the skeletons of what the platform fills. */
const PLAYER: PrerenderApp = {
  routes: playerRoutes,
  createContext: (t, strings, lang) => createPlayerContext(t, { [lang]: strings }, { language: lang }),
  // The home's largest paint is its first banner, which the notices name on a host the site's status names: both
  // calls start from the page's head (the app makes them as it starts, with these arguments: useNotices,
  // useSitePermission).
  // A category page's is its first vendor's first games: the vendors, then that vendor's first page (the head script
  // puts the vendor's code where FIRST_VENDOR is), on the image host the site's status names (GameListCenter).
  firstCalls: (url, tenant, language) => {
    if (url === '/')
      return {
        calls: [
          ['site.notices', lobbyArgs.notices(language)],
          ['site.permission', {}],
        ],
        banner: [0, 1],
      };
    const category = TYPE_OF[url];
    if (!category) return undefined;
    return {
      calls: [
        ['site.permission', {}],
        ['games.vendors', lobbyArgs.vendors(tenant)],
      ],
      lane: {
        status: 0,
        vendors: 1,
        category,
        list: ['games.list', lobbyArgs.vendorGames(tenant, category, FIRST_VENDOR, null, 1, language)],
        vendor: FIRST_VENDOR,
        cards: gameListPageSize(category),
      },
    };
  },
};

/** Where the first vendor's code goes in the URL of its game list (letters only: the same in a URL as here). */
const FIRST_VENDOR = 'WLFIRSTVENDOR';

export function prerender(url: string, tenant: PublicTenantConfig, language: Language): Promise<Prerendered> {
  return prerenderRoute(PLAYER, url, tenant, language);
}

/**
 * The words of the tenant's offline page in one language (docs/decisions/0013-installable-site.md): `pnpm
 * build:tenants` writes the page, a static one with no script, and the service worker shows it when a page cannot be
 * fetched.
 */
export async function offlinePage(
  tenant: PublicTenantConfig,
  language: Language,
): Promise<{ title: string; text: string; retry: string }> {
  const i18n = createI18nWith({ language, resources: { [language]: await loadLanguage(language) } });
  await i18n.loadNamespaces('install');
  const name = tenant.name;
  return {
    title: i18n.t('install:offline.title'),
    text: i18n.t('install:offline.text', { name }),
    retry: i18n.t('install:offline.retry'),
  };
}
