import { expect, test, type Page, type Route } from '../support/test.ts';
import { siteUrl } from '../support/sites.ts';
import { shot } from '../support/site-helpers.ts';
import { walkAt } from '../support/widths.ts';

/**
 * Issue 13: when the platform refuses the site or cannot be reached, the site says so on a full page (never a
 * blank lobby), in its language, with a retry and the tenant's customer-service contacts. The browser's calls to the
 * platform are intercepted: answered "Unknown merchant", refused, or left without an answer.
 */
const isPlatformCall = (url: URL) => /^\/(wps|lgw|lotto)\//.test(url.pathname);

const unknownMerchant = (route: Route) =>
  route.fulfill({
    status: 400,
    json: {
      success: false,
      value: null,
      message: 'Unknown merchant GOLDCASINO',
      errorCode: 'NOT_FOUND_MERCHANT_IN_HEADER',
    },
  });

/** The platform stops answering: every call hangs until the page's own timeout gives up on it. */
const neverAnswer = async (page: Page) => page.route(isPlatformCall, () => undefined);

test.describe('when the platform refuses the site or cannot be reached', () => {
  test.describe(() => {
    walkAt(
      'phone',
      'the full-page message is laid out the same way at each width; the next journey walks it at desktop',
    );
    test('an unknown merchant: the site is not set up yet, with the contacts; the retry shows the site', async ({
      page,
    }, info) => {
      let known = false;
      await page.route(isPlatformCall, (route) => (known ? route.fallback() : unknownMerchant(route)));
      await page.goto(siteUrl('goldcasino') + '/');
      const heading = page.getByRole('heading', { level: 1, name: 'This site is not set up yet' });
      await expect(heading).toBeFocused();
      await expect(page.getByRole('alert')).toContainText('contact customer service');
      const contacts = page.getByRole('region', { name: 'Contact customer service' });
      await expect(
        contacts.getByRole('link', { name: 'E-mail: support@goldcasino.example' }),
      ).toHaveAttribute('href', 'mailto:support@goldcasino.example');
      await expect(contacts.getByRole('link', { name: 'Live chat' })).toHaveAttribute(
        'href',
        'https://goldcasino.example/chat',
      );
      await expect(page.locator('[data-section]')).toHaveCount(0);
      await page.screenshot(shot('goldcasino', info.project.name, 'platform-merchant-unknown'));
      // The merchant is set up meanwhile: the retry asks again, without a reload, and the lobby appears.
      known = true;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('[data-section="HOT"]')).toBeVisible();
      await expect(heading).toHaveCount(0);
    });
  });

  test.describe(() => {
    walkAt(
      'desktop',
      'the full-page message is laid out the same way at each width; the journey before walks it on a phone',
    );
    test('the platform is down: the site cannot reach its servers, in Thai on a Thai site', async ({
      page,
    }, info) => {
      await page.route(isPlatformCall, (route) => route.abort('connectionrefused'));
      await page.goto(siteUrl('neonplay') + '/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ของเราได้' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'อีเมล: help@neonplay.example' })).toBeVisible();
      await page.screenshot(shot('neonplay', info.project.name, 'platform-down'));
    });
  });

  test.describe(() => {
    walkAt('phone', 'the timeout is the same at every width; the journey before walks the page at desktop');
    test('no answer: the site says it is taking too long once the call times out', async ({ page }, info) => {
      // The page's clock is ours: the 20 s timeout passes at once instead of in real time.
      await page.clock.install();
      await neverAnswer(page);
      await page.goto(siteUrl('goldcasino') + '/');
      // While the calls wait, the visitor sees the lobby's frame (the boot check is mounted and waits with it)...
      await expect(page.getByRole('heading', { level: 1, name: 'Gold Casino · Home' })).toBeVisible();
      // ...until the calls' 20 s timeout passes. A status call that timed out before the page subscribed to it is asked
      // again (with a timeout of its own), so page time moves on in 21 s steps until the page says it.
      const tooLong = page.getByRole('heading', { level: 1, name: 'This is taking too long' });
      await expect(async () => {
        await page.clock.fastForward('00:21');
        await expect(tooLong).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.screenshot(shot('goldcasino', info.project.name, 'platform-timeout'));
    });
  });

  test.describe(() => {
    walkAt('desktop', "the agent site's message is the member site's page, walked at both widths above");
    test('the agent site says the same when the platform is down', async ({ page }) => {
      await page.route(isPlatformCall, (route) => route.abort('connectionrefused'));
      await page.goto(siteUrl('goldcasino') + '/agent');
      await expect(page.getByRole('heading', { level: 1, name: "We can't reach our servers" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'E-mail: support@goldcasino.example' })).toBeVisible();
    });
  });
});
