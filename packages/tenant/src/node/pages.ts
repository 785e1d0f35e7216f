import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_FALLBACK_FILE, prerenderedFile } from './build.ts';

/** A language cookie's value that may name a folder (`wl_lang`: EN, TY). */
const LANGUAGE_CODE = /^[A-Z]{2}$/;

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The file of a tenant's site (`dist/<id>/`) that answers a path, as the generated nginx.conf answers it: the file
 * itself; a prerendered page in the visitor's language (`wl_lang` cookie), else in the default language; the agent
 * app's page for /agent and /agentHome; `200.html` (the player app with its boot shell) for every other route.
 * Undefined for a missing file (a path with an extension). Used by the journeys' and Lighthouse's servers.
 */
export function siteFileFor(root: string, pathname: string, languageCookie?: string): string | undefined {
  const direct = path.join(root, pathname);
  if (direct.startsWith(root) && isFile(direct)) return path.relative(root, direct);
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined;
  const language = languageCookie && LANGUAGE_CODE.test(languageCookie) ? languageCookie : undefined;
  const fallback = (folder: string) =>
    isFile(path.join(root, folder, APP_FALLBACK_FILE))
      ? `${folder}${APP_FALLBACK_FILE}`
      : `${folder}index.html`;
  // The agent app: its login page (/agent) is prerendered; the agent centre's routes are its 200.html.
  if (/^\/agent\/?$/.test(pathname)) {
    const own = language ? `agent/_lang/${language}/index.html` : undefined;
    return own && isFile(path.join(root, own)) ? own : 'agent/index.html';
  }
  if (/^\/agent(Home)?(\/|$)/.test(pathname)) return fallback('agent/');
  const route = pathname.replace(/\/+$/, '');
  const candidates = [...(language ? [`_lang/${language}${route}/index.html`] : []), `${route}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && isFile(file)) return path.relative(root, file);
  }
  return fallback('');
}

/** The `wl_lang` cookie of a request's Cookie header. */
export function languageCookieOf(cookie: string | undefined): string | undefined {
  return /(?:^|;\s*)wl_lang=([^;]*)/.exec(cookie ?? '')?.[1];
}

/**
 * What is wrong with a site's prerendered pages (empty when nothing): each route in each language must have its file,
 * in that language, with the page in `#root` (a `<main>` with a heading and text) and no part left for the browser
 * to render (`<!--$!-->`, `<!--$?-->`).
 */
export function prerenderedPageProblems(
  root: string,
  routes: readonly string[],
  languages: readonly string[],
  defaultLanguage: string,
  htmlLangOf: (language: string) => string,
  mount = '',
): string[] {
  const problems: string[] = [];
  for (const language of languages) {
    for (const route of routes) {
      const file = prerenderedFile(route, language, defaultLanguage, mount);
      const where = `${path.basename(root)}/${file}`;
      if (!isFile(path.join(root, file))) {
        problems.push(`${where}: missing`);
        continue;
      }
      const html = readFileSync(path.join(root, file), 'utf8');
      const start = html.indexOf(`<div id="root" data-wl-page="${route}">`);
      const body = start < 0 ? '' : html.slice(start, html.lastIndexOf('</body>'));
      const text = body
        .replace(/<style[\s\S]*?<\/style>/g, '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (start < 0) problems.push(`${where}: no #root marked with the route ${route}`);
      else if (!/<main[\s>]/.test(body) || !/<h1[\s>]/.test(body) || text.length < 40)
        problems.push(`${where}: #root has no page (a <main> with a heading and text)`);
      if (/<!--\$[?!]-->/.test(body)) problems.push(`${where}: a part is left for the browser to render`);
      if (!html.includes(`<html lang="${htmlLangOf(language)}"`))
        problems.push(`${where}: <html lang> is not ${htmlLangOf(language)}`);
    }
  }
  return problems;
}
