import { describe, expect, it } from 'vitest';
import { HASHED_PATH, OFFLINE_PAGE, PLATFORM_PATH, offlinePageFor } from './swRules.ts';

describe("the service worker's rules", () => {
  it("never answers the platform's calls: money, session and everything under /wps/, /lgw/, /lotto/", () => {
    for (const path of [
      '/wps/session/login',
      '/wps/wallet/consolidatedFunds',
      '/wps',
      '/lgw/anything',
      '/lotto/draws',
      '/platform-assets/demo/game.html',
    ])
      expect(PLATFORM_PATH.test(path), path).toBe(true);
    for (const path of ['/', '/live', '/wpsx', '/assets/index-abc.js', '/promotions'])
      expect(PLATFORM_PATH.test(path), path).toBe(false);
  });

  it('caches only the files named by their content', () => {
    for (const path of ['/assets/index-BTfz1d3P.js', '/agent/assets/x-1.css', '/tenant/theme.4c3ff7d3c3.css'])
      expect(HASHED_PATH.test(path), path).toBe(true);
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/wps/assets/x'])
      expect(HASHED_PATH.test(path), path).toBe(false);
  });

  it("shows the offline page of the visitor's language when the site has it, else the default language's", () => {
    const precached = new Set([OFFLINE_PAGE, '/_lang/TY/offline.html']);
    expect(offlinePageFor('TY', precached)).toBe('/_lang/TY/offline.html');
    expect(offlinePageFor('EN', precached)).toBe(OFFLINE_PAGE);
    expect(offlinePageFor(undefined, precached)).toBe(OFFLINE_PAGE);
    expect(offlinePageFor('TY', new Set([OFFLINE_PAGE]))).toBe(OFFLINE_PAGE);
    expect(offlinePageFor('../x', precached)).toBe(OFFLINE_PAGE);
  });
});
