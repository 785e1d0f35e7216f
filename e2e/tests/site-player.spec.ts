import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/sites.ts';
import { openLoggedIn, resetPlatform, shot } from '../support/site-helpers.ts';
import { walkAt } from '../support/widths.ts';

/**
 * Issue 7: the game area as a logged-in player sees it, walked in Chromium against the built sites and the platform.
 * (Split from site-lobby.spec.ts: a file is one unit of work for a Playwright worker, and the lobby's 23 journeys in
 * one file left the other worker idle for the last 50 s of a run.)
 */

// Other suites may leave accounts with failed logins or changed passwords.
test.beforeAll(async ({ request }) => resetPlatform(request));

// The once-per-session popup is checked in site-lobby.spec.ts; these journeys start with it already seen.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
});

test.describe('goldcasino player', () => {
  const tenant = 'goldcasino';

  test('logged-in header, favourite add and remove, recent list', async ({ page }, info) => {
    await openLoggedIn(page, tenant, '/');
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
    if (info.project.name === 'phone') {
      // The balance, its hide toggle and the deposit shortcut stay in the header on a phone (not in the drawer).
      await expect(page.getByText(/฿\s?[\d,]+\.\d{2}/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /hide balance/i })).toBeVisible();
      await page.getByRole('button', { name: /open menu/i }).click();
      await expect(
        page.getByRole('dialog', { name: /menu/i }).getByRole('button', { name: /hide balance/i }),
      ).toHaveCount(0);
      await page.screenshot(shot(tenant, info.project.name, 'drawer-logged-in'));
      // The drawer is a modal dialog: the page behind is inert, Escape closes it and focus goes back to the button.
      await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: /menu/i })).toBeHidden();
      await expect(page.getByRole('button', { name: /open menu/i })).toBeFocused();
    } else {
      await expect(page.getByText(/฿\s?[\d,]+\.\d{2}/).first()).toBeVisible();
    }
    await page.screenshot(shot(tenant, info.project.name, 'home-logged-in'));
    await page.goto(siteUrl(tenant) + '/favorite');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(siteUrl(tenant) + '/hot');
    const heart = page.getByRole('button', { name: /favourite/i }).first();
    await expect(heart).toBeVisible();
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await page.waitForTimeout(1100);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', before ?? 'false');
    await page.goto(siteUrl(tenant) + '/recent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe(() => {
    walkAt(
      'phone',
      'a launch opens its window the same at every width; the header and language journeys walk both',
    );
    test('a direct launch opens the game in a new window', async ({ page, context }) => {
      await openLoggedIn(page, tenant, '/hot');
      const popup = context.waitForEvent('page');
      await page.locator('main img').first().click();
      const game = await popup;
      await game.waitForURL(/demo|game/i, { timeout: 15_000 });
      expect(game.url()).not.toBe('about:blank');
    });
  });

  test.describe(() => {
    walkAt(
      'desktop',
      'the lottery pages route the same at every width; the header and language journeys walk both',
    );
    test('a lottery launch goes through the lottery page', async ({ page }, info) => {
      await openLoggedIn(page, tenant, '/elott');
      await page
        .getByRole('button', { name: /VN Lottery/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/vnLottery/);
      await expect(page.getByRole('button', { name: /play now/i })).toBeVisible();
      await page.screenshot(shot(tenant, info.project.name, 'vn-lottery'));
      await page.goto(siteUrl(tenant) + '/lottery?gameCode=TH_1M');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Thai 1-Minute');
      await expect(page.getByRole('table')).toBeVisible();
    });
  });

  test.describe(() => {
    walkAt('phone', 'the message is the same at every width; the header and language journeys walk both');
    test('a trial user on a protected action sees the real-account message', async ({ page }) => {
      await openLoggedIn(page, tenant, '/hot', 'trial');
      await page
        .getByRole('button', { name: /favourite/i })
        .first()
        .click()
        .catch(() => {});
      await page.goto(siteUrl(tenant) + '/');
      // The header's gift (the unclaimed rewards), once the header shows the account (the page arrives as a guest's
      // HTML and the account follows as it hydrates).
      await page.getByRole('banner').getByRole('button', { name: /gift/i }).click();
      await expect(page.getByText(/real account/i)).toBeVisible();
    });
  });

  test('the language switch re-renders in Thai and stores lang and hisLang', async ({ page }, info) => {
    await page.goto(siteUrl(tenant) + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // On phones the language select sits in the side menu drawer.
    if (info.project.name === 'phone') await page.getByRole('button', { name: /open menu/i }).click();
    await page
      .getByRole('combobox', { name: /language/i })
      .first()
      .selectOption('TY');
    if (info.project.name === 'phone') await page.mouse.click(350, 400);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('หน้าแรก');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['TY', 'EN']);
    await page.waitForTimeout(800);
    await page.screenshot(shot(tenant, info.project.name, 'home-thai'));
  });
});
