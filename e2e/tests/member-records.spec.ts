import { expect, test } from '../support/test.ts';
import { texts } from '../support/account-helpers.ts';
import { openLoggedIn, resetPlatform, shot, spinDemoGame } from '../support/site-helpers.ts';
import { recordRows, records } from '../support/records.ts';
import { walkAtOneWidth } from '../support/widths.ts';

/**
 * Issue 14: the bets a player has just played in the demo game show in the member centre's betting record, newest
 * first, for a multi-wallet tenant (goldcasino) and a single-wallet one (sportsline), at desktop and phone width.
 */
const t = texts('EN');
const SPINS = 3;

for (const [variant, tenant] of ['goldcasino', 'sportsline'].entries()) {
  test.describe(tenant, () => {
    walkAtOneWidth(variant);
    test(`the demo game's bets show in the betting record (${tenant})`, async ({ page, context }, info) => {
      await resetPlatform(page.request);
      await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
      await openLoggedIn(page, tenant, '/hot');

      // A direct launch opens the game in its own window, on the platform's launch origin.
      const popup = context.waitForEvent('page');
      await page.locator('main img').first().click();
      const game = await popup;
      const title = game.getByRole('heading', { level: 1 });
      await expect(title).not.toHaveText(/^(Demo slot)?$/);
      const gameName = (await title.textContent())!.trim();
      await spinDemoGame(game, SPINS);
      await game.close();

      await page.goto(new URL('/member/personalHistoryCopy?tab=rng', page.url()).href);
      await expect(
        page.getByRole('heading', { name: t('member:pages.personalHistoryCopy') }).first(),
      ).toBeVisible();
      await page.getByRole('button', { name: t('records:range.today') }).click();
      const table = records(page, t('records:bets.caption.rng'));
      // The seeded history holds bets of earlier today too; the three just played are the newest rows.
      const rows = recordRows(table).filter({ hasText: gameName });
      await expect(rows).toHaveCount(SPINS);
      await expect(recordRows(table).first()).toContainText(gameName);
      await page.screenshot(shot(tenant, info.project.name, 'records-after-demo-game'));
    });
  });
}
