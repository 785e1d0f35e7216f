import { expect, test, type Page } from '../support/test.ts';
import { texts } from '../support/account-helpers.ts';
import { Keyboard } from '../support/keyboard.ts';
import { siteUrl } from '../support/sites.ts';
import { mainBalance, openLoggedIn, resetPlatform } from '../support/site-helpers.ts';
import { walkAt } from '../support/widths.ts';

/**
 * Issue 29: the cashier and the agent's downline actions with a keyboard alone: every control reached by Tab in the
 * page's order, each showing where the focus is (in the dark, neon and light themes: goldcasino, neonplay,
 * sportsline), dialogs keeping the focus inside and giving it back on Escape, and the phone's menu drawer closing
 * with Escape. The pointer is never used.
 */
const t = texts('EN');
const PAYMENT_PASSWORD = '246810';

test.beforeEach(async ({ page, request }) => {
  await resetPlatform(request);
  await page.addInitScript(() => {
    sessionStorage.setItem('popupShownAudiences', 'guest,member');
    if (!sessionStorage.getItem('wl:e2e-started')) {
      localStorage.setItem('lang', 'EN');
      sessionStorage.setItem('wl:e2e-started', '1');
    }
  });
});

/**
 * The security centre's payment password, by keyboard: the dialog takes the focus and keeps it, Escape gives it back
 * to the button that opened it, and the password is then set.
 */
async function setPaymentPassword(page: Page, keys: Keyboard) {
  const setUp = page.getByRole('button', { name: t('member:security.paymentPassword.setUp') });
  await keys.tabTo(setUp);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await keys.staysIn(dialog);
  await keys.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(setUp, 'Escape gives the focus back to the button that opened the dialog').toBeFocused();

  await keys.press('Enter');
  await expect(dialog).toBeVisible();
  await keys.tabTo(dialog.locator('input[name="paymentPassword"]'));
  await keys.type(PAYMENT_PASSWORD);
  await keys.tabTo(dialog.locator('input[name="confirmPaymentPassword"]'));
  await keys.type(PAYMENT_PASSWORD);
  await keys.tabTo(dialog.getByRole('button', { name: t('member:security.save') }));
  await keys.press('Enter');
  await expect(page.getByText(t('member:security.paymentPassword.saved'))).toBeVisible();
}

test.describe('the cashier by keyboard (goldcasino)', () => {
  walkAt(
    'desktop',
    'a keyboard alone is a desktop visitor; the phone width is walked by the drawer test below',
  );
  test('payment password, a withdrawal and a deposit, with Tab, Space, Enter and Escape only', async ({
    page,
    request,
  }) => {
    const tenant = 'goldcasino';
    const keys = new Keyboard(page);
    const token = await openLoggedIn(page, tenant, '/member/securityCenter');
    await expect(page.getByRole('heading', { name: t('member:pages.securityCenter') }).first()).toBeVisible();
    await setPaymentPassword(page, keys);

    // To the withdrawal through the member centre's menu.
    const menu = page.getByRole('navigation', { name: t('member:menuLabel') });
    await keys.tabTo(menu.getByRole('link', { name: t('member:pages.withdraw') }));
    await keys.press('Enter');
    const withdraw = page.locator('form[aria-labelledby="withdraw-title"]');
    await expect(withdraw).toBeVisible();
    const before = await mainBalance(request, tenant, token);
    // The form's order: the bank card (chosen: the first), the amount, the payment password, the submit.
    const card = withdraw.getByRole('radio').first();
    await keys.tabTo(card);
    if (!(await card.isChecked())) await keys.press('Space');
    await expect(card).toBeChecked();
    await keys.tabTo(withdraw.getByLabel(t('cashier:amount.label')));
    await keys.type('100');
    await keys.tabTo(withdraw.getByLabel(t('cashier:password.label')));
    await keys.type(PAYMENT_PASSWORD);
    await keys.tabTo(withdraw.getByRole('button', { name: t('cashier:withdraw.submit'), exact: true }));
    await keys.press('Enter');
    await expect.poll(() => mainBalance(request, tenant, token)).toBeCloseTo(before - 100, 2);

    // Back up the menu (Shift+Tab) to the deposit, and a deposit order.
    await keys.tabTo(menu.getByRole('link', { name: t('member:pages.depositv2') }), { back: true });
    await keys.press('Enter');
    const deposit = page.locator('form[aria-labelledby="deposit-title"]');
    await expect(deposit).toBeVisible();
    await keys.tabTo(deposit.getByRole('textbox', { name: new RegExp(`^${t('cashier:amount.label')}`) }));
    await keys.type('500');
    await keys.tabTo(deposit.getByRole('button', { name: t('cashier:deposit.submit'), exact: true }));
    await keys.press('Enter');
    await expect(page.getByRole('heading', { name: t('cashier:order.title') })).toBeVisible();
    keys.expectRings();
  });
});

test.describe("the agent's downline actions by keyboard (neonplay)", () => {
  walkAt(
    'desktop',
    'a keyboard alone is a desktop visitor; the phone width is walked by the drawer test below',
  );
  test('find a downline, open its actions, send it money behind the payment password, close with Escape', async ({
    page,
  }) => {
    const tenant = 'neonplay';
    const keys = new Keyboard(page);
    await openLoggedIn(page, tenant, '/member/securityCenter', 'agent');
    await expect(page.getByRole('heading', { name: t('member:pages.securityCenter') }).first()).toBeVisible();
    await setPaymentPassword(page, keys);

    await page.goto(siteUrl(tenant) + '/agentHome/downlineManagmentView');
    const search = page.getByRole('searchbox', { name: 'Downline account' });
    await keys.tabTo(search);
    await keys.type('agent2');
    await keys.press('Enter');
    const open = page.getByRole('button', { name: t('agentCentre:manage.title', { name: 'agent2' }) });
    await keys.tabTo(open);
    await keys.press('Enter');
    const manage = page.getByRole('dialog', {
      name: new RegExp(`^${t('agentCentre:manage.title', { name: 'agent2' })}`),
    });
    await expect(manage).toBeVisible();
    await keys.staysIn(manage);

    await keys.tabTo(manage.getByRole('button', { name: t('agentCentre:manage.transfer') }));
    await keys.press('Enter');
    const transfer = manage.getByRole('form', {
      name: t('agentCentre:transfer.title', { account: 'agent2' }),
    });
    await keys.tabTo(transfer.getByRole('textbox', { name: /Amount/ }));
    await keys.type('50');
    await keys.tabTo(transfer.locator('input[type="password"]'));
    await keys.type(PAYMENT_PASSWORD);
    await keys.tabTo(transfer.getByRole('button', { name: t('agentCentre:transfer.submit') }));
    await keys.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: t('agentCentre:transfer.confirmTitle') });
    await expect(confirm).toBeVisible();
    await keys.staysIn(confirm, 4);
    await keys.tabTo(confirm.getByRole('button', { name: t('agentCentre:transfer.submit') }));
    await keys.press('Enter');
    await expect(transfer.getByText(/50\.00 was sent to agent2/)).toBeVisible();

    await keys.press('Escape');
    await expect(manage).toHaveCount(0);
    await expect(open, 'Escape gives the focus back to the downline it was opened from').toBeFocused();
    keys.expectRings();
  });
});

test.describe('the menu drawer by keyboard (sportsline)', () => {
  walkAt('phone', 'the drawer is the phone’s menu');
  test('the menu button opens the drawer, the focus stays in it, Escape closes it and gives the focus back', async ({
    page,
  }) => {
    const keys = new Keyboard(page);
    await openLoggedIn(page, 'sportsline', '/');
    const button = page.getByRole('button', { name: /open menu/i });
    await keys.tabTo(button);
    await keys.press('Enter');
    const drawer = page.getByRole('dialog', { name: /menu/i });
    // The menu's links arrive with its code (loaded when the browser is idle, or on this first tap).
    await expect(drawer.getByRole('link').first()).toBeVisible();
    await keys.staysIn(drawer);
    await keys.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    keys.expectRings();
  });
});

test.describe('the walk itself', () => {
  walkAt('desktop', 'it checks the walk, not the page');
  test('fails on a control without a focus indicator and on a dialog that lets the focus out (planted)', async ({
    page,
  }) => {
    await page.goto(siteUrl('goldcasino') + '/help');
    await expect(page.locator('html[data-wl-ready]')).toBeAttached();
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<button id="planted-ring" style="outline:none;box-shadow:none">Claim</button>
         <div id="planted-dialog" role="dialog" aria-label="Planted"><button>Inside</button></div>`,
      );
    });
    const keys = new Keyboard(page);
    await keys.tabTo(page.locator('#planted-ring'));
    expect(() => keys.expectRings()).toThrow(/Claim/);
    await keys.tabTo(page.locator('#planted-dialog button'));
    await expect(keys.staysIn(page.locator('#planted-dialog'), 3)).rejects.toThrow(/focus left the dialog/);
  });
});
