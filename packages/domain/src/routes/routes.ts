import type { SessionFlags } from '../roles/roles.ts';

/** Routes and their access and chrome rules (site spec section 2). */

export const HOME_PATHS: readonly string[] = Object.freeze(['/', '/index', '/index.html', '/home']);
/** Login-required routes: the lottery pages and the member centre. */
export const LOGIN_REQUIRED_PATHS: readonly string[] = Object.freeze([
  '/lottery',
  '/sealottery',
  '/vnlottery',
  '/member',
]);
/** Agent-only routes. */
export const AGENT_ONLY_PATHS: readonly string[] = Object.freeze(['/agenthome']);

/** Lower-cased path without query, hash or trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

export type RouteAccess =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: '/login' | '/agent' };

/**
 * Access to a route: login-required routes without a session token go to /login (the only check is
 * whether a token exists); the agent centre sends anyone who is not an agent to /agent.
 */
export function routeAccess(path: string, flags: SessionFlags): RouteAccess {
  const p = normalizePath(path);
  if (AGENT_ONLY_PATHS.includes(p) && !(flags.isLogin && flags.isAgent))
    return { kind: 'redirect', to: '/agent' };
  if (LOGIN_REQUIRED_PATHS.includes(p) && !flags.isLogin) return { kind: 'redirect', to: '/login' };
  return { kind: 'allow' };
}

export type PageChrome = { readonly header: boolean; readonly footer: boolean; readonly sideMenu: boolean };

const AGENT_PAGES = ['/agent', '/agenthome'];
const NO_FOOTER = ['/lottery', '/sealottery', '/vnlottery', '/lottert', '/seamless'];
const NO_SIDE_MENU = ['/seamless', '/lottert', '/vnlottery', '/sealottery'];

/**
 * Which parts of the shell a page has: agent pages none; lottery and seamless pages no footer; the
 * side menu is hidden on game pages (/seamless, /lottert, /vnlottery, /sealottery).
 */
export function pageChrome(path: string): PageChrome {
  const p = normalizePath(path);
  if (AGENT_PAGES.includes(p)) return { header: false, footer: false, sideMenu: false };
  return { header: true, footer: !NO_FOOTER.includes(p), sideMenu: !NO_SIDE_MENU.includes(p) };
}

/** The popup a /login or /register route opens over the home page. */
export function popupForPath(path: string): 'login' | 'register' | undefined {
  const p = normalizePath(path);
  return p === '/login' ? 'login' : p === '/register' ? 'register' : undefined;
}

/** Whether the page should scroll to the top: when the route name (path) changes. */
export function shouldScrollToTop(previousPath: string | undefined, nextPath: string): boolean {
  return previousPath === undefined || normalizePath(previousPath) !== normalizePath(nextPath);
}

/** Areas loaded on demand (code-split), each failing after AREA_LOAD_TIMEOUT_MS. */
export const LAZY_AREAS: readonly string[] = Object.freeze([
  'Promotions',
  'Seamless',
  'Lottery',
  'MemberCenter',
  'PointMall',
  'AccountGame',
  'GameListCenter',
  'HotGame',
  'GameCenter',
]);
