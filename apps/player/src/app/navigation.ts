import type { KeyOf } from '@wl/i18n';

/** Top navigation of the spec (site-and-games.md section 2), in order, with the translation key of each item. */
const TOP_NAV = [
  { path: '/', key: 'nav.home', category: 'HOME' },
  { path: '/promotions', key: 'nav.promotions', category: null },
  { path: '/lott', key: 'nav.lott', category: 'LOTT' },
  { path: '/elott', key: 'nav.elott', category: 'ELOTT' },
  { path: '/live', key: 'nav.live', category: 'LIVE' },
  { path: '/sports', key: 'nav.sports', category: 'SPORTS' },
  { path: '/fish', key: 'nav.fish', category: 'FISH' },
  { path: '/rng', key: 'nav.rng', category: 'RNG' },
  { path: '/pvp', key: 'nav.pvp', category: 'PVP' },
  { path: '/esports', key: 'nav.esports', category: 'ESPORTS' },
] as const;

const TITLE_KEYS: Record<string, KeyOf<'site'>> = {
  '/favorite': 'nav.favorite',
  '/recent': 'nav.recent',
  '/hot': 'nav.hot',
  '/pointmall': 'nav.pointMall',
  '/help': 'nav.help',
  '/lottery': 'nav.lott',
  '/sealottery': 'nav.lott',
  '/vnlottery': 'nav.lott',
  '/seamless': 'nav.home',
  '/member': 'nav.home',
};

/** The `site` namespace key of a page's title. */
export function titleKeyFor(pathname: string): KeyOf<'site'> {
  const path = pathname.toLowerCase();
  return TOP_NAV.find((item) => item.path === path)?.key ?? TITLE_KEYS[path] ?? 'nav.home';
}
