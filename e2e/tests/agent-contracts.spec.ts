import { expect, test, type Browser, type Page } from '../support/test.ts';
import { texts } from '../support/account-helpers.ts';
import { platformUrl, siteUrl } from '../support/sites.ts';
import { MERCHANT, resetPlatform, shot, signedInElsewhere } from '../support/site-helpers.ts';
import { recordRows, records } from '../support/records.ts';
import { walkAtOneWidth } from '../support/widths.ts';

/**
 * Issue 15: salary contracts between the seeded `agent` and its downline agent `agent2`, both signed in at once (two
 * browser contexts), for two tenants at desktop and phone width: `agent2` accepts the hourly salary `agent` offered;
 * a settlement run pays the daily salary in force, and the payout shows in both agents' records; `agent` asks to end
 * the real-time salary and `agent2` agrees. The lower-rate rule: `agent2` accepts a daily salary from `agent` below the
 * one it gave `agent3`, is told first that agent3's contract ends, and sees it ended afterwards (agent3 too); before
 * offering, `agent` tries the tiers on the last 30 days of agent2's team's bets (the simulator).
 */
const t = texts('EN');
const c = (key: string, values?: Record<string, string | number>) => t(`agentContracts:${key}`, values);

const signedIn = async (browser: Browser, tenant: string, username: string, path: string): Promise<Page> =>
  (await signedInElsewhere(browser, tenant, username, path)).page;

const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, level: 2, exact: true }) });

for (const [variant, tenant] of ['goldcasino', 'neonplay'].entries()) {
  test.describe(`agent contracts (${tenant})`, () => {
    walkAtOneWidth(variant);
    test.beforeEach(async ({ request }) => resetPlatform(request));

    test('an offer accepted, a settlement paid into both agents’ records, a termination asked for and agreed', async ({
      browser,
      request,
    }, info) => {
      test.setTimeout(240_000);
      const upline = await signedIn(browser, tenant, 'agent', '/agentHome/agentDailyWages2');
      const downline = await signedIn(browser, tenant, 'agent2', '/agentHome/agentHourSalary');

      // agent2 accepts the hourly salary agent offered, after a confirmation.
      const mine = section(downline, c('mine.title'));
      await expect(mine.getByText(c('status.OFFERED'))).toBeVisible();
      await mine.getByRole('button', { name: c('action.accept') }).click();
      await downline
        .getByRole('alertdialog', { name: 'Accept this contract?' })
        .getByRole('button', { name: c('action.accept') })
        .click();
      await expect(downline.getByText('The contract is accepted.')).toBeVisible();
      await expect(mine.getByText(c('status.ACTIVE'))).toBeVisible();
      await downline.screenshot(shot(tenant, info.project.name, 'contract-accepted'));

      // The back office runs the settlement now: the daily salary in force pays its past days once.
      const settled = await request.post(`${platformUrl}/wps/dev/contracts/settle`, {
        headers: { Merchant: MERCHANT[tenant]! },
        data: {},
      });
      expect(((await settled.json()) as { success: boolean }).success).toBe(true);

      // Both agents see the payout in their daily salary records.
      for (const page of [downline, upline]) {
        await page.goto(siteUrl(tenant) + '/agentHome/agentDailyWages2');
        const payouts = records(page, 'Daily salary payouts');
        await expect(recordRows(payouts).first()).toBeVisible();
        // On a phone a card's other fields sit behind Details: present, not necessarily shown.
        await expect(payouts.getByText('agent2').first()).toBeAttached();
      }
      await upline.screenshot(shot(tenant, info.project.name, 'contract-payouts'));

      // agent asks to end the real-time salary; agent2 agrees.
      await upline.goto(siteUrl(tenant) + '/agentHome/agentRealtimeSalary');
      const withAgent2 = section(upline, c('downlines.title')).getByRole('article', {
        name: c('card.withDownline', { account: 'agent2' }),
      });
      await withAgent2.getByRole('button', { name: c('action.requestTermination') }).click();
      await upline
        .getByRole('alertdialog', { name: 'Ask to end this contract?' })
        .getByRole('button', { name: c('action.requestTermination') })
        .click();
      await expect(withAgent2.getByText(c('status.TERMINATION_REQUESTED_me'))).toBeVisible();

      await downline.goto(siteUrl(tenant) + '/agentHome/agentRealtimeSalary');
      const realtime = section(downline, c('mine.title'));
      await expect(realtime.getByText(c('status.TERMINATION_REQUESTED_other'))).toBeVisible();
      await realtime.getByRole('button', { name: c('action.agreeTermination') }).click();
      await downline
        .getByRole('alertdialog', { name: 'End this contract?' })
        .getByRole('button', { name: c('action.agreeTermination') })
        .click();
      await expect(downline.getByText('The contract has ended.')).toBeVisible();
      await downline.screenshot(shot(tenant, info.project.name, 'contract-ended'));
      await Promise.all([upline.context().close(), downline.context().close()]);
    });

    test('the lower-rate rule: agreeing to a lower rate ends the downline contract above it, named before and shown after', async ({
      browser,
    }, info) => {
      test.setTimeout(240_000);
      // agent2 gave agent3 a daily salary of up to 1.5 %; agent offers agent2 a replacement of 1 %.
      const upline = await signedIn(browser, tenant, 'agent', '/agentHome/agentDailyWages2');
      // The header is one row at any width: on a phone the menu button, the logo and sign-out (the clock is in the drawer).
      const header = upline.getByRole('banner');
      const signOut = header.getByRole('button', { name: 'Sign out' });
      await expect(signOut).toBeVisible();
      const logo = header.getByRole('img').first();
      const [bar, out, img] = await Promise.all([
        header.boundingBox(),
        signOut.boundingBox(),
        logo.boundingBox(),
      ]);
      expect(Math.abs(out!.y + out!.height / 2 - (img!.y + img!.height / 2))).toBeLessThan(4);
      // Two rows would be at least two buttons high plus the gap and the padding.
      expect(bar!.height).toBeLessThan(out!.height * 2 + 20);
      await header.screenshot(shot(tenant, info.project.name, 'agent-header'));
      const form = section(upline, c('downlines.title')).getByRole('form', { name: c('offer.title') });
      const picker = form.getByLabel(c('offer.downline'));
      await picker.selectOption(
        (await picker.locator('option', { hasText: 'agent2' }).getAttribute('value'))!,
      );
      const tier = form.getByRole('group', { name: c('tiers.row', { n: 1 }) });
      await tier.getByLabel(c('tiers.activeMembers')).fill('1');
      await tier.getByLabel(c('tiers.betAmount.dailySalary')).fill('20');
      await tier.getByLabel(c('tiers.ratePercent')).fill('1');

      // Before offering, agent tries the tiers on the last 30 days of agent2's team's real bets.
      const simulator = form.getByRole('region', { name: c('simulator.title', { days: 30 }) });
      await simulator
        .getByRole('button', { name: c('simulator.runFor', { account: 'agent2', days: 30 }) })
        .click();
      await expect(simulator.getByText(/^agent2 would have been paid .+\.$/)).toBeVisible();
      await expect(
        simulator.getByText(c('simulator.ends_one', { account: 'agent2', accounts: 'agent3' })),
      ).toBeVisible();
      const days = simulator.getByRole('table', { name: c('simulator.caption') });
      await expect(days.getByRole('row')).toHaveCount(31);
      await days.scrollIntoViewIfNeeded();
      await upline.screenshot(shot(tenant, info.project.name, 'contract-simulator'));
      await form.getByRole('button', { name: c('offer.submit') }).click();
      await upline
        .getByRole('alertdialog', { name: c('offer.confirmTitle') })
        .getByRole('button', { name: c('offer.submit') })
        .click();
      await expect(form.getByText(c('offer.done', { account: 'agent2' }))).toBeVisible();

      // agent2 sees both contracts from agent: the one in force and the offer; accepting names agent3's contract.
      const downline = await signedIn(browser, tenant, 'agent2', '/agentHome/agentDailyWages2');
      const given = section(downline, c('downlines.title'));
      await expect(
        given.getByRole('article', { name: c('card.withDownline', { account: 'agent3' }) }),
      ).toBeVisible();
      const mine = section(downline, c('mine.title'));
      await mine.getByRole('button', { name: c('action.accept') }).click();
      const dialog = downline.getByRole('alertdialog', { name: 'Accept this contract?' });
      await expect(
        dialog.getByText(
          /Accepting ends your Daily salary contract with agent3 \(1\.5 %\): its rate is above the 1 % you accept\./,
        ),
      ).toBeVisible();
      await downline.screenshot(shot(tenant, info.project.name, 'contract-lower-rate-confirm'));
      await dialog.getByRole('button', { name: c('action.accept') }).click();

      // Afterwards: the new contract is in force, agent3's has ended (said in words, its card gone, in the history).
      await expect(mine.getByText(c('done.accept'))).toBeVisible();
      await expect(given.getByText(c('done.ended_one', { accounts: 'agent3' }))).toBeVisible();
      await expect(
        given.getByRole('article', { name: c('card.withDownline', { account: 'agent3' }) }),
      ).toHaveCount(0);
      await expect(mine.getByRole('article')).toHaveCount(1);
      await expect(mine.getByText(c('status.ACTIVE'))).toBeVisible();
      const history = downline.getByRole('region', { name: c('history.title') });
      await expect(history.getByText(c('history.actions.systemTerminate')).first()).toBeVisible();
      await downline.screenshot(shot(tenant, info.project.name, 'contract-lower-rate-ended'));

      // agent3 has no daily salary from agent2 any more.
      const agent3 = await signedIn(browser, tenant, 'agent3', '/agentHome/agentDailyWages2');
      await expect(section(agent3, c('mine.title')).getByText(c('mine.none'))).toBeVisible();
      await Promise.all([upline.context().close(), downline.context().close(), agent3.context().close()]);
    });
  });
}
