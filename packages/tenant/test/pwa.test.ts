import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandTenantSites, loadAllTenants } from '../src/node/index.ts';
import { PRECACHE_INJECTION_POINT, injectPrecache, type PrecacheEntry } from '../src/node/pwa.ts';
import { fakeAppDists } from './fake-apps.ts';
import { tempDir } from './helpers.ts';

/** A service worker build as vite.sw.config.ts leaves it: Workbox's injection point not yet filled. */
const SERVICE_WORKER = `(function(){var list=${PRECACHE_INJECTION_POINT};self.list=list;})();\n`;

/** A player prerender module with no public page and the offline page's words. */
const PRERENDER = `
export const PRERENDERED_ROUTES = [];
export async function prerender() { throw new Error('no page'); }
export async function offlinePage(tenant, language) {
  return language === 'TY'
    ? { title: 'คุณออฟไลน์อยู่', text: tenant.name + ' ต้องใช้อินเทอร์เน็ต', retry: 'ลองอีกครั้ง' }
    : { title: 'You are offline', text: tenant.name + ' needs <an> internet connection.', retry: 'Try again' };
}
`;

describe('the installable site, per tenant (decision 0013)', () => {
  const apps = fakeAppDists(tempDir('wl-apps-'));
  const player = apps[0]!;
  let out: string;
  const read = (id: string, rel: string) => readFileSync(path.join(out, id, rel), 'utf8');
  const precacheOf = (id: string): PrecacheEntry[] => {
    const code = read(id, 'sw.js');
    return JSON.parse(/var list=(\[.*?\]);self/.exec(code)![1]!) as PrecacheEntry[];
  };

  beforeAll(async () => {
    writeFileSync(path.join(player.dist, 'sw.js'), SERVICE_WORKER);
    const prerender = path.join(tempDir('wl-ssr-'), 'prerender.mjs');
    writeFileSync(prerender, PRERENDER);
    player.prerender = prerender;
    out = tempDir('wl-dist-');
    await brandTenantSites(loadAllTenants({ ids: ['goldcasino', 'sportsline'] }), apps, out);
  });

  it("writes the offline page in each of the tenant's languages, in its look, with no script", () => {
    const en = read('goldcasino', 'offline.html');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<h1>You are offline</h1>');
    expect(en).toContain('Gold Casino needs &lt;an&gt; internet connection.');
    expect(en).toMatch(/<link rel="stylesheet" href="\/tenant\/theme\.[0-9a-f]{10}\.css">/);
    expect(en).toMatch(/<img src="\/tenant\/logo\.[0-9a-f]{10}\.svg" alt="Gold Casino">/);
    expect(en).toContain('<a class="wl-retry" href="">Try again</a>');
    expect(en).not.toContain('<script');
    const ty = read('goldcasino', '_lang/TY/offline.html');
    expect(ty).toContain('<html lang="th">');
    expect(ty).toContain('<h1>คุณออฟไลน์อยู่</h1>');
    // SportsLine speaks English only.
    expect(() => read('sportsline', '_lang/TY/offline.html')).toThrow();
  });

  it("writes each tenant's own service worker with its precache list: offline pages, look, first-screen scripts", () => {
    const list = precacheOf('goldcasino');
    const urls = list.map((e) => e.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/offline.html',
        '/_lang/TY/offline.html',
        '/manifest.webmanifest',
        '/assets/index-player1.js',
        '/assets/EN-player4.js',
      ]),
    );
    expect(urls.some((u) => /^\/tenant\/theme\.[0-9a-f]{10}\.css$/.test(u))).toBe(true);
    // Only the default language's strings; never a platform call; no page HTML (pages are always fetched).
    expect(urls).not.toContain('/assets/TY-player5.js');
    expect(urls.filter((u) => /^\/(wps|lgw|lotto|platform-assets)\//.test(u))).toEqual([]);
    expect(urls.filter((u) => u.endsWith('.html') && !u.endsWith('offline.html'))).toEqual([]);
    // Hashed names need no revision; the others carry one that changes with their content.
    expect(list.find((e) => e.url === '/assets/index-player1.js')!.revision).toBeNull();
    expect(list.find((e) => e.url === '/offline.html')!.revision).toMatch(/^[0-9a-f]{16}$/);
    // Each tenant's list is its own, and the shared build keeps its injection point.
    expect(precacheOf('sportsline').find((e) => e.url === '/offline.html')!.revision).not.toBe(
      list.find((e) => e.url === '/offline.html')!.revision,
    );
    expect(statSync(path.join(out, 'goldcasino', 'sw.js')).nlink).toBe(1);
    expect(readFileSync(path.join(player.dist, 'sw.js'), 'utf8')).toBe(SERVICE_WORKER);
  });

  it('refuses a service worker without exactly one injection point', () => {
    expect(() => injectPrecache('self.list=[]', [])).toThrow(/exactly one self.__WB_MANIFEST/);
    expect(() => injectPrecache(`${PRECACHE_INJECTION_POINT};${PRECACHE_INJECTION_POINT}`, [])).toThrow();
    expect(injectPrecache(`x=${PRECACHE_INJECTION_POINT};`, [{ url: '/a', revision: null }])).toBe(
      'x=[{"url":"/a","revision":null}];',
    );
  });
});
