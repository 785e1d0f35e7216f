import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlatformTenants } from '../src/tenants/registry.ts';
import { launchBase } from '../src/shared/cdn.ts';
import { GOLD, NEON, SPORTS, usePlatform } from './helpers.ts';

const t = usePlatform();

/** What the player app does with an image path and a CDN base (apps/player/src/lobby/images.ts). */
const onHost = (host: string, path: string) => `${host.replace(/\/$/, '')}${path}`;

describe('image and launch CDNs', () => {
  it('a launch picks its host at random from the launch CDNs, not always the first', () => {
    const hosts = ['https://g1.cdn.example/', 'https://g2.cdn.example', '/platform-assets'];
    expect(launchBase(hosts, 'https://www.site.example', () => 0)).toBe('https://g1.cdn.example');
    expect(launchBase(hosts, 'https://www.site.example', () => 0.5)).toBe('https://g2.cdn.example');
    expect(launchBase(hosts, 'https://www.site.example', () => 0.99)).toBe(
      'https://www.site.example/platform-assets',
    );
    expect(launchBase([], 'https://www.site.example/', () => 0.5)).toBe('https://www.site.example');
    const seen = new Set(Array.from({ length: 200 }, () => launchBase(hosts, 'https://www.site.example')));
    expect(seen.size).toBe(3);
  });
  it('a browser on the site itself gets a base on its own origin (the path its site passes to the platform)', async () => {
    for (const merchant of [GOLD, NEON, SPORTS]) {
      const r = await t.call(
        'site.permission',
        {},
        { merchant, headers: { 'sec-fetch-site': 'same-origin' } },
      );
      expect(r.body.value.imageCDNs, merchant).toEqual(['/platform-assets']);
      expect(r.body.value.launchGameCDNs, merchant).toEqual(['/platform-assets']);
    }
  });
  it('the answer names no fixed host or port, whichever host the request came in on', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: GOLD, host: 'www.goldcasino.example' },
    });
    const value = res.json<{ value: { imageCDNs: string[]; launchGameCDNs: string[] } }>().value;
    expect([...value.imageCDNs, ...value.launchGameCDNs].join(' ')).not.toMatch(
      /127\.0\.0\.1|localhost|:\d+/,
    );
  });
  it('an image of the home page resolves under that base and the platform serves it there', async () => {
    const permission = await t.call('site.permission', {}, { headers: { 'sec-fetch-site': 'same-origin' } });
    const [host] = permission.body.value.imageCDNs!;
    const hot = await t.call('games.hot', {});
    const icon = (hot.body.value as { list?: { showIcon?: string }[] }).list?.[0]?.showIcon ?? '';
    const banners = await t.call('site.notices', {});
    const banner = (banners.body.value as { banners: { url: string }[] }).banners[0]!.url;
    for (const path of [icon, banner]) {
      expect(path).toMatch(/^\/assets\//);
      const res = await t.app.inject({ method: 'GET', url: onHost(host!, path) });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg /);
    }
    // The root paths keep working for callers that reach the platform directly.
    expect((await t.app.inject({ method: 'GET', url: icon })).statusCode).toBe(200);
  });
  it('a page on another origin gets the base on the origin its request came in on', async () => {
    const crossSite = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: {
        merchant: GOLD,
        host: 'api.goldcasino.example',
        'x-forwarded-proto': 'https',
        'sec-fetch-site': 'cross-site',
        origin: 'https://www.goldcasino.example',
      },
    });
    expect(crossSite.json<{ value: { imageCDNs: string[] } }>().value.imageCDNs).toEqual([
      'https://api.goldcasino.example/platform-assets',
    ]);
    // Without Sec-Fetch-Site (older browsers) an Origin header naming another origin counts the same.
    const withOrigin = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: GOLD, host: 'platform.test:3101', origin: 'http://127.0.0.1:4301' },
    });
    expect(withOrigin.json<{ value: { launchGameCDNs: string[] } }>().value.launchGameCDNs).toEqual([
      'http://platform.test:3101/platform-assets',
    ]);
    // A same-origin call that carries Origin (a POST through a proxy that rewrote Host) stays relative.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: {
        merchant: GOLD,
        host: '127.0.0.1:3001',
        origin: 'http://127.0.0.1:5173',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(proxied.json<{ value: { imageCDNs: string[] } }>().value.imageCDNs).toEqual(['/platform-assets']);
  });
  it('a game launches under the launch CDN on the origin the request came in on, and the demo game is served there', async () => {
    const token = await t.login('demo');
    const launch = await t.call(
      'games.launch',
      { vassalage: 'PS', gameType: 'RNG' },
      { token, headers: { host: '127.0.0.1:4301' } },
    );
    const url = new URL(launch.body.value.url!);
    expect(url.origin).toBe('http://127.0.0.1:4301');
    expect(url.pathname).toBe('/platform-assets/demo-game/');
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const trial = await t.call(
      'games.trialLaunch',
      { vassalage: 'PS', gameType: 'RNG' },
      { headers: { host: 'play.example:8443', 'x-forwarded-proto': 'https' } },
    );
    expect(trial.body.value.url).toMatch(/^https:\/\/play\.example:8443\/platform-assets\/demo-game\/\?/);
  });
  it('platform.json refuses a CDN entry that is neither an http(s) base nor a path on the site', () => {
    const root = new URL('../../../tenants/', import.meta.url);
    for (const bad of ['cdn.example.com', '//cdn.example.com', 'ftp://cdn.example.com']) {
      const dir = mkdtempSync(join(tmpdir(), 'wl-tenants-cdn-'));
      cpSync(new URL('goldcasino', root), join(dir, 'goldcasino'), { recursive: true });
      const file = join(dir, 'goldcasino', 'platform.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...json, imageCDNs: [bad] }));
      expect(() => loadPlatformTenants(dir), bad).toThrow(/platform\.json: imageCDNs/);
    }
  });
});
