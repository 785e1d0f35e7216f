import { expect, test } from '../support/test.ts';
import { freshUsername, texts } from '../support/account-helpers.ts';
import { siteUrl } from '../support/sites.ts';
import { openLoggedIn, resetPlatform, shot } from '../support/site-helpers.ts';
import { walkAtOneWidth } from '../support/widths.ts';

/**
 * Issue 15: the agent centre against the real platform, for two tenants at desktop and phone width. The seeded `agent`
 * sees its team's figures, creates a downline and an affiliate link with its QR code, and moves money to one downline
 * and to several at once (the red envelope), with the payment password it set in the member site's security centre.
 */
const t = texts('EN');
const PAYMENT_PASSWORD = '246810';

for (const [variant, tenant] of ['goldcasino', 'neonplay'].entries()) {
  test.describe(`agent centre (${tenant})`, () => {
    walkAtOneWidth(variant);
    test.beforeEach(async ({ page, request }) => {
      await resetPlatform(request);
      await page.addInitScript(() => {
        sessionStorage.setItem('popupShownAudiences', 'guest,member');
        if (!sessionStorage.getItem('wl:e2e-started')) {
          localStorage.setItem('lang', 'EN'); // neonplay starts in Thai
          sessionStorage.setItem('wl:e2e-started', '1');
        }
      });
    });

    test('team figures, a new downline and an affiliate link with its QR code, a transfer and a red envelope', async ({
      page,
    }, info) => {
      test.setTimeout(240_000);
      // The payment password, set where every member sets it: the member site's security centre.
      await openLoggedIn(page, tenant, '/member/securityCenter', 'agent');
      await page.getByRole('button', { name: t('member:security.paymentPassword.setUp') }).click();
      const passwordDialog = page.getByRole('dialog');
      await passwordDialog.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
      await passwordDialog.locator('input[name="confirmPaymentPassword"]').fill(PAYMENT_PASSWORD);
      await passwordDialog.getByRole('button', { name: t('member:security.save') }).click();
      await expect(page.getByText(t('member:security.paymentPassword.saved'))).toBeVisible();

      // The agent centre opens on the team overview, with the seeded team's figures and no error.
      await page.goto(siteUrl(tenant) + '/agentHome');
      await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
      const figures = page.getByRole('region', { name: t('agent:overview.summaryTitle') });
      await expect(figures.locator('dd').first()).toBeVisible();
      await expect(figures.getByRole('alert')).toHaveCount(0);
      await page.screenshot(shot(tenant, info.project.name, 'agent-overview'));

      // A new member account in the team.
      await page.goto(siteUrl(tenant) + '/agentHome/registerCenter');
      const create = page.getByRole('form', { name: t('agent:register.tabCreate') });
      const username = freshUsername('dl');
      await create.getByLabel(new RegExp(`^${t('agent:register.username')}`)).fill(username);
      await expect(create.getByText(t('agent:register.available'))).toBeVisible();
      await create.getByLabel(new RegExp(`^${t('agent:register.password')}`)).fill('abc12345');
      await create.getByLabel(new RegExp(`^${t('agent:register.confirmPassword')}`)).fill('abc12345');
      await create.getByRole('button', { name: t('agent:register.submit') }).click();
      await expect(create.getByText(t('agent:register.created', { account: username }))).toBeVisible();

      // An affiliate link, listed with its QR code.
      await page.getByRole('tab', { name: t('agent:register.tabLinks') }).click();
      const newLink = page.getByRole('form', { name: t('agent:register.newLinkTitle') });
      await newLink
        .getByLabel(new RegExp(`^${t('agent:register.channel').replace(/[()]/g, '\\$&')}`))
        .fill('LINE');
      await newLink.getByRole('button', { name: t('agent:register.createLink') }).click();
      await expect(page.getByText(t('agent:register.linkCreated'))).toBeVisible();
      await expect(page.getByRole('img', { name: /^QR code of the link / }).first()).toBeVisible();
      await page.screenshot(shot(tenant, info.project.name, 'agent-links'));

      // A transfer to the new downline, confirmed, with the payment password.
      await page.goto(siteUrl(tenant) + '/agentHome/downlineManagmentView');
      await page.getByRole('searchbox', { name: 'Downline account' }).fill(username);
      await page.getByRole('searchbox', { name: 'Downline account' }).press('Enter');
      await page.getByRole('button', { name: t('agentCentre:manage.title', { name: username }) }).click();
      const manage = page.getByRole('dialog', {
        name: new RegExp(`^${t('agentCentre:manage.title', { name: username })}`),
      });
      await manage.getByRole('button', { name: t('agentCentre:manage.transfer') }).click();
      const transfer = manage.getByRole('form', {
        name: t('agentCentre:transfer.title', { account: username }),
      });
      await transfer.getByRole('textbox', { name: /Amount/ }).fill('50');
      await transfer.locator('input[type="password"]').fill(PAYMENT_PASSWORD);
      await transfer.getByRole('button', { name: t('agentCentre:transfer.submit') }).click();
      await page
        .getByRole('alertdialog', { name: t('agentCentre:transfer.confirmTitle') })
        .getByRole('button', { name: t('agentCentre:transfer.submit') })
        .click();
      await expect(transfer.getByText(new RegExp(`50\\.00 was sent to ${username}`))).toBeVisible();
      await page.screenshot(shot(tenant, info.project.name, 'agent-transfer'));
      await manage
        .getByRole('button', { name: t('agentCentre:manage.close') })
        .first()
        .click();

      // A red envelope: the new downline and the first seeded one share 20 equally.
      await page.getByRole('searchbox', { name: 'Downline account' }).fill('');
      await page.getByRole('searchbox', { name: 'Downline account' }).press('Enter');
      const choices = page.getByRole('checkbox', { name: /^Choose .+ for a red envelope$/ });
      await expect(choices.first()).toBeVisible();
      await page.getByRole('checkbox', { name: `Choose ${username} for a red envelope` }).check();
      await page
        .getByRole('checkbox', { name: new RegExp(`^Choose (?!${username} ).+ for a red envelope$`) })
        .first()
        .check();
      await page.getByRole('button', { name: t('agentCentre:envelope.open', { count: 2 }) }).click();
      const envelope = page.getByRole('dialog', { name: t('agentCentre:envelope.title') });
      await envelope.getByRole('textbox', { name: new RegExp(t('agentCentre:envelope.total')) }).fill('20');
      await expect(envelope.getByText(/Each of the 2 downlines gets .?10\.00/)).toBeVisible();
      await envelope.locator('input[type="password"]').fill(PAYMENT_PASSWORD);
      await envelope.getByRole('button', { name: t('agentCentre:envelope.submit') }).click();
      await page
        .getByRole('alertdialog', { name: t('agentCentre:envelope.confirmTitle') })
        .getByRole('button', { name: t('agentCentre:envelope.submit') })
        .click();
      await expect(page.getByText(/20\.00 was sent to 2 downlines/)).toBeVisible();
      await page.screenshot(shot(tenant, info.project.name, 'agent-red-envelope'));
    });
  });
}
