import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { languageCookieOf, siteFileFor } from '@wl/tenant/node';
import { expect, test, type Page } from '../support/test.ts';
import { DIST, ROOT, builtTenants, siteUrl } from '../support/sites.ts';

/**
 * Issue 30, the app: the app download QR codes lead to the tenant's app or to the install guide, and the site is
 * installable (a manifest per tenant, a service worker, an offline page in the tenant's look). At the desktop's and
 * the phone's width (the two projects).
 */
const tenants = builtTenants();

// The welcome popup has been seen (it would cover the header and the menu).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
});

// SportsLine has an Android app link and no iOS one (tenants/sportsline/platform.json): its iOS code leads to the guide.
const GUIDE_TENANT = 'sportsline';

async function openSideMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: /open menu/i }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
}

/**
 * The service worker has installed and filled its precache. It does not claim the page that registered it: with
 * `controlled`, the page is reloaded and is then the worker's.
 */
async function expectServiceWorkerReady(page: Page, { controlled = false } = {}) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const precache = (await caches.keys()).find((name) => name.includes('precache'));
        const entries = precache ? (await (await caches.open(precache)).keys()).length : 0;
        return `${registration?.active?.state ?? 'none'} ${entries > 0}`;
      }),
    )
    .toBe('activated true');
  if (!controlled) return;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the side menu and gift QR codes: the iOS code leads to the install guide, the Android code to the app', async ({
  page,
  isMobile,
}) => {
  const site = siteUrl(GUIDE_TENANT);
  await page.goto(site + '/');
  await openSideMenu(page, isMobile);
  const guideUrl = `${site}/appDownload?os=ios`;
  const iosCode = page.locator('figure[data-qr-value]', { has: page.getByRole('img', { name: 'iOS app' }) });
  // What the code encodes (qrcode.react's value, kept on its figure) and its link for a phone that cannot scan itself.
  await expect(iosCode.first()).toHaveAttribute('data-qr-value', guideUrl);
  await expect(page.getByRole('link', { name: 'Android app' }).first()).toHaveAttribute(
    'href',
    'https://sportsline.example/app/android.apk',
  );
  // The code is drawn at the side menu's size (78).
  await expect(iosCode.first().locator('svg')).toHaveAttribute('width', '78');

  // The gift button's download choice shows the same codes at size 90.
  await page.goto(site + '/');
  await page.getByRole('button', { name: /^Gift menu/ }).click();
  const gifts = page.getByRole('dialog', { name: 'Gifts' });
  await gifts.getByRole('button', { name: /download/i }).click();
  const giftIos = gifts.locator('figure[data-qr-value]', { has: page.getByRole('img', { name: 'iOS app' }) });
  await expect(giftIos).toHaveAttribute('data-qr-value', guideUrl);
  await expect(giftIos.locator('svg')).toHaveAttribute('width', '90');

  // Following the code: the guide for an iPhone, in the tenant's words.
  await page.goto(await giftIos.getAttribute('data-qr-value').then((v) => v!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install SportsLine on your phone');
  const ios = page.getByRole('region', { name: 'iPhone and iPad (Safari)' });
  await expect(ios.getByRole('listitem')).toHaveCount(4);
  await expect(ios).toContainText('Add to Home Screen');
  await expect(page.getByRole('region', { name: 'Android (Chrome)' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Steps for Android' }).click();
  await expect(page.getByRole('region', { name: 'Android (Chrome)' })).toContainText('Install app');
  await expect(page.getByRole('region', { name: 'iPhone and iPad (Safari)' })).toHaveCount(0);
});

test('every tenant has a valid web-app manifest: name, icons, start URL and theme colour', async ({
  request,
}) => {
  for (const tenant of tenants) {
    const site = siteUrl(tenant);
    const config = JSON.parse(readFileSync(join(ROOT, 'tenants', tenant, 'tenant.json'), 'utf8')) as {
      manifest: { name: string; shortName: string; themeColor: string };
    };
    const answer = await request.get(`${site}/manifest.webmanifest`);
    expect(answer.ok(), tenant).toBe(true);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.name, tenant).toBe(config.manifest.name);
    expect(manifest.short_name, tenant).toBe(config.manifest.shortName);
    expect(manifest.theme_color, tenant).toBe(config.manifest.themeColor);
    expect(manifest.start_url, tenant).toBe('/');
    expect(manifest.display, tenant).toBe('standalone');
    const home = await (await request.get(`${site}/`)).text();
    expect(home, tenant).toContain(`<meta name="theme-color" content="${config.manifest.themeColor}">`);
    expect(home, tenant).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === 'any');
      expect(icon, `${tenant} ${size}`).toBeTruthy();
      const image = await request.get(site + icon!.src);
      expect(image.headers()['content-type'], `${tenant} ${size}`).toContain('image/png');
    }
    expect(
      manifest.icons.some((i) => i.purpose === 'maskable'),
      tenant,
    ).toBe(true);
  }
});

test('the site installs a service worker; with the network cut a page is the offline page in the tenant look', async ({
  page,
  context,
}) => {
  const tenant = 'goldcasino';
  const site = siteUrl(tenant);
  await page.goto(site + '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectServiceWorkerReady(page);

  await context.setOffline(true);
  await page.goto(site + '/live');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByRole('main')).toContainText('Gold Casino needs an internet connection');
  await expect(page.getByRole('img', { name: 'Gold Casino' })).toBeVisible();
  // The tenant's look: its theme stylesheet (from the precache) paints the canvas.
  const canvas = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--wl-color-bg-canvas').trim(),
  );
  expect(canvas).not.toBe('');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  // The visitor's language (the wl_lang cookie the pages set).
  await context.addCookies([{ name: 'wl_lang', value: 'TY', url: site }]);
  await page.goto(site + '/rng');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('คุณออฟไลน์อยู่');
  await context.clearCookies({ name: 'wl_lang' });

  // Back online, "Try again" brings the page the visitor asked for, fresh from the network.
  await page.goto(site + '/live');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`${site}/live`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await expect(page.locator('#root')).toBeVisible();
});

test("the platform's calls (/wps/) are never answered by the service worker or kept in its caches", async ({
  page,
  context,
}) => {
  const site = siteUrl('goldcasino');
  await page.goto(site + '/');
  await expectServiceWorkerReady(page);

  // A page under the service worker's control (the reload): its platform calls all come from the network.
  const calls: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/wps/'))
      calls.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.fromServiceWorker)).toEqual([]);

  // Nothing of the platform is in any of the service worker's caches, and the hashed scripts are.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(wps|lgw|lotto|platform-assets)\//.test(path))).toEqual([]);

  // With the network cut, a platform call fails: no cached answer stands in for money or a session. Cut once the
  // page has loaded what it loads (a part hydrated later fetches its chunk: offline, React would report it).
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const offline = await page.evaluate(async () => {
    const get = await fetch('/wps/site/permission').then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    );
    const post = await fetch('/wps/wallet/consolidatedFunds', { method: 'POST', body: '{}' }).then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    );
    return [get, post];
  });
  expect(offline).toEqual(['failed', 'failed']);
  await context.setOffline(false);
});

/**
 * One built site served by this test alone (on a port of its own), so that it can deploy "the next build" of the
 * service worker without touching the site the other journeys use. Platform calls are not served: the page is the
 * prerendered home, enough for a service worker to install and update.
 */
async function serveOwnSite(tenant: string) {
  const root = join(DIST, tenant);
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
    '.webmanifest': 'application/manifest+json',
  };
  const site = { serviceWorker: readFileSync(join(root, 'sw.js'), 'utf8') };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/sw.js') {
      response.writeHead(200, { 'content-type': types['.js']!, 'cache-control': 'no-cache' });
      response.end(site.serviceWorker);
      return;
    }
    const file = siteFileFor(root, path, languageCookieOf(request.headers.cookie));
    if (!file || path.startsWith('/wps/')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(join(root, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, site, close: () => new Promise((r) => server.close(r)) };
}

test('a new version of the site: the prompt says so, and Reload brings it', async ({ page }) => {
  const own = await serveOwnSite('goldcasino');
  try {
    await page.goto(own.url + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectServiceWorkerReady(page, { controlled: true });
    // The next build is deployed while the page is open: another service worker (here, one more comment line).
    own.site.serviceWorker += '\n// the next build\n';
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Later' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    // The page reloads under the new version, and the prompt is gone.
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const script = await fetch('/sw.js').then((r) => r.text());
      return `${registration?.active?.state} ${Boolean(registration?.waiting)} ${script.endsWith('// the next build\n')}`;
    });
    expect(state).toBe('activated false true');
  } finally {
    await own.close();
  }
});
