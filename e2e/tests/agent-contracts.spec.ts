import { expect, test, type Browser, type Page } from '@playwright/test';
import { texts } from '../support/account-helpers.ts';
import { platformUrl, siteUrl } from '../support/sites.ts';
import { MERCHANT, openLoggedIn, resetPlatform, shot } from '../support/site-helpers.ts';

/**
 * Issue 15: salary contracts between the seeded `agent` and its downline agent `agent2`, both signed in at once (two
 * browser contexts), for two tenants at desktop and phone width: `agent2` accepts the hourly salary `agent` offered;
 * a settlement run pays the daily salary in force, and the payout shows in both agents' records; `agent` asks to end
 * the real-time salary and `agent2` agrees.
 */
const t = texts('EN');
const c = (key: string, values?: Record<string, string | number>) => t(`agentContracts:${key}`, values);

async function signedIn(browser: Browser, tenant: string, username: string, path: string): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem('popupShownAudiences', 'guest,member');
    if (!sessionStorage.getItem('wl:e2e-started')) {
      localStorage.setItem('lang', 'EN');
      sessionStorage.setItem('wl:e2e-started', '1');
    }
  });
  await openLoggedIn(page, tenant, path, username);
  return page;
}

const section = (page: Page, name: string) => page.locator('section').filter({ has: page.getByRole('heading', { name, level: 2, exact: true }) });

for (const tenant of ['goldcasino', 'neonplay']) {
  test.describe(`agent contracts (${tenant})`, () => {
    test.beforeEach(async ({ request }) => resetPlatform(request));

    test('an offer accepted, a settlement paid into both agents’ records, a termination asked for and agreed', async ({ browser, request }, info) => {
      test.setTimeout(240_000);
      const upline = await signedIn(browser, tenant, 'agent', '/agentHome/agentDailyWages2');
      const downline = await signedIn(browser, tenant, 'agent2', '/agentHome/agentHourSalary');

      // agent2 accepts the hourly salary agent offered, after a confirmation.
      const mine = section(downline, c('mine.title'));
      await expect(mine.getByText(c('status.OFFERED'))).toBeVisible();
      await mine.getByRole('button', { name: c('action.accept') }).click();
      await downline.getByRole('alertdialog', { name: 'Accept this contract?' }).getByRole('button', { name: c('action.accept') }).click();
      await expect(downline.getByText('The contract is accepted.')).toBeVisible();
      await expect(mine.getByText(c('status.ACTIVE'))).toBeVisible();
      await downline.screenshot(shot(tenant, info.project.name, 'contract-accepted'));

      // The back office runs the settlement now: the daily salary in force pays its past days once.
      const settled = await request.post(`${platformUrl}/wps/dev/contracts/settle`, { headers: { Merchant: MERCHANT[tenant]! }, data: {} });
      expect(((await settled.json()) as { success: boolean }).success).toBe(true);

      // Both agents see the payout in their daily salary records.
      for (const page of [downline, upline]) {
        await page.goto(siteUrl(tenant) + '/agentHome/agentDailyWages2');
        const payouts = page.getByRole('table', { name: 'Daily salary payouts' });
        await expect(payouts.getByRole('row').nth(1)).toBeVisible();
        await expect(payouts.getByText('agent2').first()).toBeVisible();
      }
      await upline.screenshot(shot(tenant, info.project.name, 'contract-payouts'));

      // agent asks to end the real-time salary; agent2 agrees.
      await upline.goto(siteUrl(tenant) + '/agentHome/agentRealtimeSalary');
      const withAgent2 = section(upline, c('downlines.title')).getByRole('article', { name: c('card.withDownline', { account: 'agent2' }) });
      await withAgent2.getByRole('button', { name: c('action.requestTermination') }).click();
      await upline.getByRole('alertdialog', { name: 'Ask to end this contract?' }).getByRole('button', { name: c('action.requestTermination') }).click();
      await expect(withAgent2.getByText(c('status.TERMINATION_REQUESTED_me'))).toBeVisible();

      await downline.goto(siteUrl(tenant) + '/agentHome/agentRealtimeSalary');
      const realtime = section(downline, c('mine.title'));
      await expect(realtime.getByText(c('status.TERMINATION_REQUESTED_other'))).toBeVisible();
      await realtime.getByRole('button', { name: c('action.agreeTermination') }).click();
      await downline.getByRole('alertdialog', { name: 'End this contract?' }).getByRole('button', { name: c('action.agreeTermination') }).click();
      await expect(downline.getByText('The contract has ended.')).toBeVisible();
      await downline.screenshot(shot(tenant, info.project.name, 'contract-ended'));
      await Promise.all([upline.context().close(), downline.context().close()]);
    });
  });
}
