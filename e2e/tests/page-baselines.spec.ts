import { expect, test, type Locator, type Page } from '../support/test.ts';
import { appReady, goInApp } from '../support/a11y.ts';
import { builtTenants } from '../support/sites.ts';
import { openLoggedIn, resetPlatform } from '../support/site-helpers.ts';

/**
 * Issue 29: whole pages in each brand beside the components' baselines (scripts/visual-baselines): the logged-in
 * home lobby, a category page, the deposit page, the account record, the VIP page and the agent's team overview, at
 * 1440 px and 360 px, for every tenant in its default language, compared with the committed images
 * (page-baselines.spec.ts-snapshots/). What changes with the clock is masked: the agent's clock (`time`), the dates
 * of the reports' ranges (their date fields start at today), and the team overview's chart of the last days: the seed's bets are placed hours before
 * now, so with the time of day a bar moves to the next day.
 *
 * A look that changes on purpose: `pnpm --filter @wl/e2e e2e page-baselines --update-snapshots`, then look at the
 * new images before committing them.
 */
const MEMBER_PAGES = ['/hot', '/member/depositv2', '/member/transactionHistory', '/member/playerRank', '/'];

/**
 * The page's web fonts are loaded. Images need no wait of their own: Playwright takes screenshots until two in a row
 * are the same (an image still arriving changes the next one) before comparing with the baseline.
 */
async function drawn(page: Page) {
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}

/**
 * Every cell's text written as the same time (its text nodes only: React still owns the elements). The page has
 * loaded (goInApp); a phone's record has no table.
 */
async function writeTimesAlike(cells: Locator) {
  await cells.evaluateAll((all) => {
    for (const cell of all) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let first = true;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        node.nodeValue = first ? '01/01/2026, 00:00:00' : '';
        first = false;
      }
    }
  });
}

async function compare(page: Page, tenant: string, name: string, changes: Locator[] = []) {
  await drawn(page);
  await expect(page).toHaveScreenshot(`${tenant}-${name}.png`, {
    mask: [page.locator('time'), page.locator('input[type="date"]'), ...changes],
    maxDiffPixelRatio: 0.002,
  });
}

for (const tenant of builtTenants()) {
  test(`${tenant}: the lobby, a category page, deposit, account record and VIP`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(180_000);
    await resetPlatform(request);
    await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
    if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });

    await openLoggedIn(page, tenant, '/');
    await appReady(page);
    for (const path of MEMBER_PAGES) {
      await goInApp(page, path);
      // The account record's rows are the seed's, hours before now: their times and how many fall in the last 7 days
      // change with the time of day. The times are masked, and written alike first: a time's width sets its column's,
      // and with it where every other column stands.
      const changes = path.endsWith('transactionHistory')
        ? [page.getByText(/^Records found/), page.locator('main table tbody td:nth-child(2)')]
        : [];
      if (path.endsWith('transactionHistory')) await writeTimesAlike(changes[1]!);
      await compare(page, tenant, path === '/' ? 'home' : path.split('/').at(-1)!, changes);
    }
  });
}

for (const tenant of builtTenants()) {
  test(`${tenant}: the agent's team overview`, async ({ page, request, isMobile }) => {
    await resetPlatform(request);
    if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
    await openLoggedIn(page, tenant, '/agentHome/agentAnnouncement', 'agent');
    await appReady(page);
    await goInApp(page, '/agentHome/agentTeamOverview');
    // The team's figures over the last 7 days count the seeded bets that fall in the window at this minute (one run
    // at 13:00 counted other bets than the baseline's): their place is compared, not their amounts.
    const figures = page.getByRole('region', { name: /^(Team figures|ตัวเลขของทีม)$/ });
    await expect(figures).toBeVisible();
    await compare(page, tenant, 'agentTeamOverview', [page.getByRole('figure'), figures]);
  });
}
