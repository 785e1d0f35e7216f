// The build-time render of the player's public pages (docs/decisions/0010-prerendered-first-screen.md). Built by
// `vite build --ssr` into dist-ssr/, run by `pnpm build:tenants` in Node for each tenant, language and public route;
// the browser hydrates what it writes (main.tsx). Nothing here runs in the browser.
import { prerenderRoute, type PrerenderApp, type Prerendered } from '@wl/app-shell/prerender';
import type { Language } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { createPlayerContext } from './app/App.tsx';
import { playerRoutes } from './app/routes.tsx';
import { lobbyArgs } from './lobby/lobbyQueries.ts';

export { PRERENDERED_ROUTES } from './app/publicPages.ts';

/** One public page as a guest with no platform answer yet: the shell, and the skeletons of what the platform fills. */
const PLAYER: PrerenderApp = {
  routes: playerRoutes,
  createContext: (t, strings, lang) => createPlayerContext(t, { [lang]: strings }, { language: lang }),
  // The home's largest paint is its first banner, which the notices name on a host the site's status names: both
  // calls start from the page's head (the app makes them as it starts, with these arguments: useNotices,
  // useSitePermission).
  firstCalls: (url, _tenant, language) =>
    url === '/'
      ? {
          calls: [
            ['site.notices', lobbyArgs.notices(language)],
            ['site.permission', {}],
          ],
          banner: [0, 1],
        }
      : undefined,
};

export function prerender(url: string, tenant: PublicTenantConfig, language: Language): Promise<Prerendered> {
  return prerenderRoute(PLAYER, url, tenant, language);
}
