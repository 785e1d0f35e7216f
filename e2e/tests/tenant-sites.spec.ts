import { expect, test } from '@playwright/test';
import { builtTenants, siteUrl } from '../support/sites.ts';
import { walkAtOneWidth } from '../support/widths.ts';

/**
 * Issue 2: every dist/<id>/ opened in Chromium shows that tenant's look, serves the player at / and the agent app
 * at /agent and /agentHome, with its manifest and assets.
 */
const tenants = builtTenants();

test('every tenant in tenants/ is built', () => {
  expect(tenants.length).toBeGreaterThanOrEqual(3);
});

for (const [variant, tenant] of tenants.entries()) {
  test.describe(tenant, () => {
    walkAtOneWidth(variant);
    test('player site shows the tenant look', async ({ page }, info) => {
      await page.goto(siteUrl(tenant) + '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const look = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const body = getComputedStyle(document.body);
        const logo = document.querySelector<HTMLImageElement>('header img');
        return {
          canvasVar: root.getPropertyValue('--wl-color-bg-canvas').trim(),
          bodyBackground: body.backgroundColor,
          logoLoaded: Boolean(logo && logo.complete && logo.naturalWidth > 0),
          manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
        };
      });
      expect(look.canvasVar, 'the tenant stylesheet defines the tokens').not.toBe('');
      expect(look.bodyBackground).not.toBe('rgba(0, 0, 0, 0)');
      expect(look.logoLoaded, 'the tenant logo loads').toBe(true);
      expect(look.manifest).not.toBeNull();
      const manifest = await page.request.get(look.manifest!);
      expect(manifest.ok()).toBe(true);
      expect((await manifest.json()).icons.length).toBeGreaterThanOrEqual(2);
      await page.screenshot({
        path: `.output/screenshots/${tenant}-${info.project.name}-home.png`,
        fullPage: true,
      });
    });

    test('deep links fall back to the player app', async ({ page }) => {
      await page.goto(siteUrl(tenant) + '/promotions#summer');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(siteUrl(tenant) + '/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found|ไม่พบ/i);
    });

    test('agent app answers /agent and guards /agentHome', async ({ page }, info) => {
      await page.goto(siteUrl(tenant) + '/agentHome');
      await expect(page).toHaveURL(/\/agent$/);
      await expect(page.locator('#agent-form-title')).toBeVisible();
      await page.screenshot({
        path: `.output/screenshots/${tenant}-${info.project.name}-agent.png`,
        fullPage: true,
      });
    });
  });
}

test('tenants look different from each other', async ({ page }, info) => {
  const colours = new Set<string>();
  for (const tenant of tenants) {
    await page.goto(siteUrl(tenant) + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--wl-color-bg-brand').trim(),
    );
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    colours.add(`${canvas}|${brand}`);
  }
  expect(colours.size, `${info.project.name}: each tenant has its own canvas and brand colours`).toBe(
    tenants.length,
  );
});
