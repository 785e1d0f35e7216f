import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { TINY_PNG, texts } from '../support/account-helpers.ts';
import { platformUrl, siteUrl } from '../support/sites.ts';
import {
  MERCHANT,
  loginToken,
  mainBalance,
  openLoggedIn,
  resetPlatform,
  shot,
} from '../support/site-helpers.ts';

/**
 * Issue 31: responsible gaming and identity checks against the real platform, at phone and desktop width. The
 * platform enforces each rule (apps/platform/test/protection.test.ts, kyc.test.ts); these journeys check that a
 * player meets them in words, where a real player would.
 */
const t = texts('EN');
const tenant = 'goldcasino';
const PAYMENT_PASSWORD = '246810';

async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  data?: Record<string, unknown>,
) {
  const answer = await request.fetch(platformUrl + path, {
    method,
    headers: { Merchant: MERCHANT[tenant]!, ...(token ? { Authorization: token } : {}) },
    ...(data ? { data } : {}),
  });
  const body = (await answer.json()) as {
    success: boolean;
    value: unknown;
    message: string;
    errorCode: string;
  };
  return body;
}

async function deposit(page: Page, amount: string) {
  await page.goto(`${siteUrl(tenant)}/member/depositv2`);
  const form = page.locator('form[aria-labelledby="deposit-title"]');
  await form.getByRole('textbox', { name: new RegExp(`^${t('cashier:amount.label')}`) }).fill(amount);
  await form.getByRole('button', { name: t('cashier:deposit.submit'), exact: true }).click();
  return form;
}

/** Withdraws `amount` to the seeded bank card through the form; answers the form. */
async function withdraw(page: Page, amount: string) {
  await page.goto(`${siteUrl(tenant)}/member/withdraw`);
  const form = page.locator('form[aria-labelledby="withdraw-title"]');
  await form.getByLabel(t('cashier:amount.label')).fill(amount);
  const card = form.getByRole('radio').first();
  if (!(await card.isChecked())) await card.check();
  await form.getByLabel(t('cashier:password.label')).fill(PAYMENT_PASSWORD);
  // What the player will receive is worked out before the submit.
  await expect(
    form.getByLabel(t('cashier:withdraw.charges'), { exact: true }).locator('dd').nth(1),
  ).toHaveText(/\d/);
  await form.getByRole('button', { name: t('cashier:withdraw.submit'), exact: true }).click();
  return form;
}

test.beforeEach(async ({ page, request }) => {
  await resetPlatform(request);
  await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
});

test('a daily deposit limit refuses a deposit over it, saying what is left; raising it waits for the cooling-off', async ({
  page,
}, info) => {
  const token = await openLoggedIn(page, tenant, '/member/responsibleGaming');
  await expect(page.getByRole('heading', { name: t('protection:title'), level: 1 }).first()).toBeVisible();
  // The seed's deposits of today count: the limit is what is used plus 500.
  const status = (await call(page.request, 'GET', '/wps/member/responsibleGaming', token)).value as {
    limits: { kind: string; used: number }[];
  };
  const used = status.limits.find((l) => l.kind === 'depositDaily')!.used;
  const limit = used + 500;
  const daily = page.getByRole('form', { name: t('protection:limits.kind.depositDaily') });
  const field = daily.getByLabel(
    t('protection:limits.newLimit', { kind: t('protection:limits.kind.depositDaily') }),
  );
  // Bad input is named and kept.
  await field.fill('-5');
  await daily.getByRole('button', { name: t('protection:limits.save') }).click();
  await expect(daily.getByText(t('protection:limits.invalid'))).toBeVisible();
  await expect(field).toHaveValue('-5');
  await field.fill(String(limit));
  await daily.getByRole('button', { name: t('protection:limits.save') }).click();
  await expect(
    page.getByText(t('protection:limits.appliedNow', { kind: t('protection:limits.kind.depositDaily') })),
  ).toBeVisible();

  // A deposit over it is refused before any payment starts, with what is left.
  const form = await deposit(page, '600');
  await expect(form.getByRole('alert')).toContainText(/500(\.00)? left/);
  await page.screenshot(shot(tenant, info.project.name, 'deposit-over-limit'));

  // Raising it waits for the cooling-off period: shown as pending with its time.
  await page.goto(`${siteUrl(tenant)}/member/responsibleGaming`);
  await field.fill(String(limit + 1000));
  await daily.getByRole('button', { name: t('protection:limits.save') }).click();
  await expect(page.getByText(/the change waits for the cooling-off period and applies on/)).toBeVisible();
  await expect(page.getByText(/Raises to /).first()).toBeVisible();
  await page.screenshot(shot(tenant, info.project.name, 'limit-pending'));
  // The record shows both changes, by the player.
  await expect(page.getByText(/Limit change waiting/).first()).toBeVisible();
});

test('the reality check shows in the game window; its log out ends the session', async ({
  page,
  request,
}) => {
  const token = await loginToken(request, tenant);
  expect(
    (await call(request, 'PUT', '/wps/member/responsibleGaming/realityCheck', token, { everyMinutes: 15 }))
      .success,
  ).toBe(true);
  const launch = await call(
    request,
    'GET',
    '/wps/game/launchGame?vassalage=NOVA&gameType=RNG&launchMode=GLS&accountType=1&language=EN',
    token,
  );
  expect(launch.success, launch.message).toBe(true);
  await page.clock.install();
  await page.goto((launch.value as { url: string }).url);
  const spin = page.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  // The wallet's figure (and with it the session's reality check) has arrived before the clock moves.
  await expect(page.locator('#balance-box')).toHaveAttribute('aria-busy', 'false');
  await page.clock.fastForward('15:00');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/You have been playing for 1[5-6] minutes/);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(spin).toBeEnabled();
  await page.clock.fastForward('15:00');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You are logged out')).toBeVisible();
  await expect(spin).toBeDisabled();
  expect((await call(request, 'GET', '/wps/member/info', token)).errorCode).toBe('CUSTOMER_NOT_LOGIN');
});

test('a 24-hour time-out, two taps from the account menu: deposit and play refused, withdraw still open', async ({
  page,
  context,
}, info) => {
  const token = await openLoggedIn(page, tenant, '/');
  await page.getByRole('button', { name: t('ui:accountMenu') }).click();
  await page.getByRole('menuitem', { name: t('site:account.takeBreak') }).click();
  await expect(page).toHaveURL(/\/member\/responsibleGaming#take-a-break$/);
  await page
    .getByRole('button', {
      name: t('protection:break.take', {
        kind: t('protection:break.timeout'),
        period: t('protection:break.period.24h'),
      }),
    })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('protection:break.confirmText'));
  await confirm.getByRole('button', { name: t('protection:break.confirm') }).click();
  await expect(page.getByText(/You are on a time-out until/).first()).toBeVisible();
  await page.screenshot(shot(tenant, info.project.name, 'time-out'));

  // Deposit refused, in words.
  const form = await deposit(page, '500');
  await expect(form.getByText(t('errors:code_ACCOUNT_ON_BREAK'))).toBeVisible();

  // Play refused: the launch says why and no game opens.
  await page.goto(`${siteUrl(tenant)}/hot`);
  await page.locator('main img').first().click();
  await expect(page.getByText(t('errors:code_ACCOUNT_ON_BREAK')).first()).toBeVisible();
  expect(context.pages().filter((p) => /demo-game/.test(p.url()))).toHaveLength(0);

  // Withdrawing stays open.
  expect(
    (
      await call(request(page), 'PUT', '/wps/member/paymentPassword', token, {
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      })
    ).success,
  ).toBe(true);
  const before = await mainBalance(page.request, tenant, token);
  await withdraw(page, '100');
  // Held at once: the wallet is what counts.
  await expect.poll(() => mainBalance(page.request, tenant, token)).toBeCloseTo(before - 100, 2);
});

const request = (page: Page) => page.request;

test('identity: documents uploaded and approved, then a withdrawal over the threshold goes through', async ({
  page,
}, info) => {
  const token = await openLoggedIn(page, tenant, '/member/verification');
  const api = page.request;
  await call(api, 'PUT', '/wps/member/paymentPassword', token, {
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  await call(api, 'POST', '/wps/dev/credit', null, { username: 'demo', amount: 20_000 });
  // Before: a withdrawal over the tenant's threshold (10,000) is refused, saying what to do.
  const refused = await withdraw(page, '15000');
  await expect(refused.getByRole('alert')).toContainText(/Verify your identity/);
  await page.goto(`${siteUrl(tenant)}/member/verification`);
  await expect(
    page.getByRole('heading', { name: t('member:pages.verification'), level: 1 }).first(),
  ).toBeVisible();
  for (const [kind, name] of [
    ['identity', 'id.png'],
    ['address', 'bill.png'],
  ] as const) {
    const card = page.getByRole('form', { name: t(`kyc:kind.${kind}`) });
    await card.getByLabel(t('kyc:choose', { kind: t(`kyc:kind.${kind}`) })).setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await card.getByRole('button', { name: t('kyc:send') }).click();
    await expect(page.getByText(t('kyc:sent', { kind: t(`kyc:kind.${kind}`) }))).toBeVisible();
  }
  await expect(page.getByText(t('kyc:overall.PENDING')).first()).toBeVisible();
  await page.screenshot(shot(tenant, info.project.name, 'kyc-pending'));
  for (const kind of ['identity', 'address'])
    expect(
      (await call(api, 'POST', '/wps/dev/kyc/decide', null, { username: 'demo', kind, decision: 'approve' }))
        .success,
    ).toBe(true);
  await page.reload();
  await expect(page.getByText(t('kyc:overall.APPROVED')).first()).toBeVisible();

  const before = await mainBalance(api, tenant, token);
  await withdraw(page, '15000');
  await expect.poll(() => mainBalance(api, tenant, token)).toBeCloseTo(before - 15_000, 2);
});
