/**
 * The service worker's rules that can be tested without one (sw.ts): which paths it never answers, which it answers
 * from its cache, and which offline page a visitor gets.
 */

/** The platform's calls (money, session, everything of the platform) and its assets: never answered from a cache. */
export const PLATFORM_PREFIXES = ['wps', 'lgw', 'lotto', 'platform-assets'] as const;
export const PLATFORM_PATH = new RegExp(`^/(${PLATFORM_PREFIXES.join('|')})(/|$)`);

/** Files whose names carry their content's hash: the apps' compiled files and the tenant's look. */
export const HASHED_PATH = /^\/(agent\/)?assets\/|^\/tenant\//;

/** The tenant's offline page in its default language; another language's is under /_lang/<LANG>/. */
export const OFFLINE_PAGE = '/offline.html';

/** The offline page of a language the site offers (it is in the precache), else the default language's. */
export function offlinePageFor(language: string | undefined, precached: ReadonlySet<string>): string {
  if (language && /^[A-Z]{2}$/.test(language)) {
    const page = `/_lang/${language}/offline.html`;
    if (precached.has(page)) return page;
  }
  return OFFLINE_PAGE;
}
