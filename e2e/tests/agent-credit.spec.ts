import { expect, test, type Browser, type Page } from '../support/test.ts';
import { texts } from '../support/account-helpers.ts';
import { platformUrl } from '../support/sites.ts';
import { MERCHANT, resetPlatform, shot, signedInElsewhere } from '../support/site-helpers.ts';

/**
 * Issue 30, credit mode (neonplay runs in it: CREDITMAR3 on): the seeded `agent` gives its downline agent `agent2` a
 * credit limit in the credit report and sees it there; `agent2`, signed in at the same time, is refused in words a
 * transfer to its own downline over the limit, and sends one within it; `agent` sees the credit used, resets it
 * after a confirmation, and the whole limit is available again. Desktop and phone.
 */
const t = texts('EN');
const a = (key: string, values?: Record<string, string | number>) => t(`agentCentre:${key}`, values);
const PAYMENT_PASSWORD = '246810';
const TENANT = 'neonplay';

async function signedIn(browser: Browser, username: string, path: string): Promise<Page> {
  const { page, token } = await signedInElsewhere(browser, TENANT, username, path);
  // Set up, not under test here (agent-centre.spec.ts sets one in the security centre): the payment password.
  const set = await page.request.put(`${platformUrl}/wps/member/paymentPassword`, {
    headers: { Merchant: MERCHANT[TENANT]!, Authorization: token },
    data: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  expect(((await set.json()) as { success: boolean }).success).toBe(true);
  return page;
}

const creditRow = (page: Page, account: string) =>
  page
    .getByRole('region', { name: a('credit.caption') })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: account, exact: true }) });

async function transferTo(page: Page, account: string, amount: string) {
  await page.getByRole('searchbox', { name: 'Downline account' }).fill(account);
  await page.getByRole('searchbox', { name: 'Downline account' }).press('Enter');
  await page.getByRole('button', { name: a('manage.title', { name: account }) }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${a('manage.title', { name: account })}`) });
  await dialog.getByRole('button', { name: a('manage.transfer') }).click();
  const form = dialog.getByRole('form', { name: a('transfer.title', { account }) });
  await form.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await form.locator('input[type="password"]').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: a('transfer.submit') }).click();
  await page
    .getByRole('alertdialog', { name: a('transfer.confirmTitle') })
    .getByRole('button', { name: a('transfer.submit') })
    .click();
  return { dialog, form };
}

test.describe(`agent credit mode (${TENANT})`, () => {
  test.beforeEach(async ({ request }) => resetPlatform(request));

  test('an upline gives its downline credit, the platform refuses a transfer over it in words, and a reset gives it back', async ({
    browser,
  }, info) => {
    test.setTimeout(240_000);
    const upline = await signedIn(browser, 'agent', '/agentHome/agentCreditReport');
    await expect(upline.getByRole('heading', { name: t('agent:pages.agentCreditReport') })).toBeVisible();
    const row = creditRow(upline, 'agent2');
    await expect(row.getByRole('cell', { name: a('credit.none') }).first()).toBeVisible();

    // agent gives agent2 a fixed credit limit of 100.
    await row.getByRole('button', { name: a('credit.setFor', { account: 'agent2' }) }).click();
    const form = upline.getByRole('form', { name: a('credit.editTitle', { account: 'agent2' }) });
    await form.getByRole('textbox', { name: new RegExp(a('credit.limit')) }).fill('100');
    await form.getByRole('combobox', { name: new RegExp(a('credit.type')) }).selectOption('fixed');
    await form.getByRole('button', { name: a('credit.save') }).click();
    await expect(form.getByText(/The credit limit of agent2 is now .*100\.00/)).toBeVisible();
    await upline.screenshot(shot(TENANT, info.project.name, 'agent-credit-set'));
    await upline
      .getByRole('dialog', { name: a('credit.editTitle', { account: 'agent2' }) })
      .getByRole('button', { name: a('manage.close') })
      .first()
      .click();
    // In the report: the limit, its type, all of it available.
    await expect(row.getByRole('cell', { name: a('credit.types.fixed') })).toBeVisible();
    await expect(row.getByRole('cell', { name: /100\.00/ })).toHaveCount(2);
    await expect(upline.getByLabel(a('credit.summary'))).toContainText(/100\.00/);

    // agent2 is refused a transfer over its credit, in words, and nothing is sent; one within it goes.
    const downline = await signedIn(browser, 'agent2', '/agentHome/downlineManagmentView');
    const refused = await transferTo(downline, 'player2', '150');
    await expect(
      refused.form.getByText(
        'This would pass the credit limit your upline set (100.00): 100.00 of credit is left.',
      ),
    ).toBeVisible();
    await downline.screenshot(shot(TENANT, info.project.name, 'agent-credit-refused'));
    await refused.form.getByRole('textbox', { name: /Amount/ }).fill('60');
    await refused.form.locator('input[type="password"]').fill(PAYMENT_PASSWORD);
    await refused.form.getByRole('button', { name: a('transfer.submit') }).click();
    await downline
      .getByRole('alertdialog', { name: a('transfer.confirmTitle') })
      .getByRole('button', { name: a('transfer.submit') })
      .click();
    await expect(refused.form.getByText(/60\.00 was sent to player2/)).toBeVisible();

    // agent sees 60 used and 40 left, resets the credit after a confirmation, and 100 is available again.
    await upline.reload();
    await expect(row.getByRole('cell', { name: /60\.00/ })).toBeVisible();
    await expect(row.getByRole('cell', { name: /40\.00/ })).toBeVisible();
    await row.getByRole('button', { name: a('credit.reset', { account: 'agent2' }) }).click();
    const confirm = upline.getByRole('alertdialog', { name: a('credit.resetTitle') });
    await expect(confirm).toContainText(/whole limit of .*100\.00 is available again/);
    await confirm.getByRole('button', { name: a('credit.resetShort') }).click();
    await expect(upline.getByText(/The credit of agent2 is reset: .*100\.00 is available\./)).toBeVisible();
    await expect(row.getByRole('cell', { name: /100\.00/ })).toHaveCount(2);
    await Promise.all([upline.context().close(), downline.context().close()]);
  });
});
