import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { platformUrl, siteUrl } from '../support/sites.ts';
import {
  ACCOUNT_TENANT,
  MERCHANT,
  field,
  freshUsername,
  resetPlatform,
  shot,
  texts,
  useLanguage,
  type Lang,
} from '../support/account-helpers.ts';

/**
 * Issue 30: third-party login with the platform's sandbox providers (OpenID Connect, code with PKCE, in a popup).
 * Each provider twice: the first login asks for what the tenant's rules need and creates the account, the second logs
 * the same account in; the popup closed and the popup blocked. EN at both widths (Playwright's projects); the
 * popup's failure words in TY too. On sportsline, whose rules require the nationality, the first login asks it and the
 * profile shows it.
 */
const PROVIDERS = [
  { id: 'google', name: 'Google', field: 'E-mail', typed: () => `${freshUsername('g')}@example.com` },
  { id: 'line', name: 'LINE', field: 'Display name', typed: () => `Line ${freshUsername('l')}` },
] as const;

async function openLogin(page: Page, site: string, t: ReturnType<typeof texts>): Promise<Locator> {
  await page.goto(`${site}/login`);
  const dialog = page.getByRole('dialog', { name: t('login.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks "Log in with <name>" and signs in at the sandbox provider in its popup. */
async function signInWith(
  page: Page,
  dialog: Locator,
  t: ReturnType<typeof texts>,
  provider: (typeof PROVIDERS)[number],
  typed: string,
) {
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: t('thirdParty.continueWith', { name: provider.name }) }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: `${provider.name} (sandbox)` })).toBeVisible();
  await popup.getByLabel(provider.field).fill(typed);
  // The site's callback page hands the answer over and the site closes the popup: listened for before the click, as
  // it can all happen before the click's promise settles.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
}

async function whoAmI(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'the site keeps the session token').toBeTruthy();
  const answer = await page.request.get(`${platformUrl}/wps/member/info`, {
    headers: { Merchant: MERCHANT, Authorization: token as string },
  });
  const body = (await answer.json()) as { value: { account: string } };
  return body.value.account;
}

test.describe('third-party login (EN)', () => {
  const lang: Lang = 'EN';
  const t = texts(lang);
  let site: string;
  test.beforeEach(async ({ page }) => {
    site = siteUrl(ACCOUNT_TENANT);
    await useLanguage(page, lang);
  });

  for (const provider of PROVIDERS) {
    test(`${provider.name}: the first login creates the account with the tenant's rules, the second is the same account`, async ({
      page,
    }, info) => {
      await resetPlatform(page);
      const typed = provider.typed();
      const username = freshUsername(provider.id.slice(0, 1));

      let dialog = await openLogin(page, site, t);
      await signInWith(page, dialog, t, provider, typed);
      const form = dialog.getByRole('form', { name: t('thirdParty.detailsTitle') });
      await expect(form).toBeVisible();
      await expect(form.getByText(t('thirdParty.detailsIntro', { name: provider.name }))).toBeVisible();
      // The tenant's rules: a username, the terms and the age; nothing is sent while they are not met.
      await field(form, t('fields.username')).fill('');
      await form.getByRole('button', { name: t('thirdParty.detailsSubmit') }).click();
      await expect(form.getByText(t('validation:required'))).toBeVisible();
      await shot(page, `third-party-details-${provider.id}`, info.project.name);
      await field(form, t('fields.username')).fill(username);
      await form.getByRole('checkbox', { name: new RegExp(t('register.termsLink')) }).check();
      await form.getByRole('checkbox', { name: t('register.age', { age: 21 }) }).check();
      await form.getByRole('button', { name: t('thirdParty.detailsSubmit') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${site}/`);
      // Never the forced password change after a third-party login.
      await expect(page.getByRole('dialog', { name: t('changePassword.title') })).toHaveCount(0);
      expect(await whoAmI(page)).toBe(username);

      // Logged out (a new browser session), the second login with the same identity is the same account.
      await page.evaluate(() => sessionStorage.removeItem('token'));
      dialog = await openLogin(page, site, t);
      await signInWith(page, dialog, t, provider, typed);
      await expect(dialog).toBeHidden();
      expect(await whoAmI(page)).toBe(username);
      await shot(page, `third-party-second-${provider.id}`, info.project.name);
    });
  }

  test('the popup closed before signing in: login failure; then the buttons work again', async ({
    page,
  }, info) => {
    const dialog = await openLogin(page, site, t);
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: t('thirdParty.continueWith', { name: 'Google' }) }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Google (sandbox)' })).toBeVisible();
    await expect(dialog.getByText(t('thirdParty.waiting', { name: 'Google' }))).toBeVisible();
    await popup.close();
    await expect(dialog.getByRole('alert').filter({ hasText: t('thirdParty.popupClosed') })).toBeVisible();
    await shot(page, 'third-party-closed', info.project.name);
    await expect(
      dialog.getByRole('button', { name: t('thirdParty.continueWith', { name: 'LINE' }) }),
    ).toBeEnabled();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('the provider refused (consent refused): its own words', async ({ page }) => {
    const dialog = await openLogin(page, site, t);
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: t('thirdParty.continueWith', { name: 'LINE' }) }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'LINE (sandbox)' })).toBeVisible();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Refuse' }).click();
    await closed;
    await expect(
      dialog.getByRole('alert').filter({ hasText: t('thirdParty.consentRefused', { name: 'LINE' }) }),
    ).toBeVisible();
  });
});

test.describe('third-party login on a tenant that requires a profile field (EN)', () => {
  // sportsline requires the nationality at registration (tenants/sportsline/platform.json registerFields) and has
  // third-party login on: a first login there asks it too, as the platform's rules for a registration do.
  const TENANT = 'sportsline';
  const lang: Lang = 'EN';
  const t = texts(lang);

  test('LINE: the first login asks the required nationality, creates the account, and the profile shows it', async ({
    page,
  }, info) => {
    const site = siteUrl(TENANT);
    await useLanguage(page, lang);
    const provider = PROVIDERS[1];
    const username = freshUsername('n');
    const registers: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/thirdParty/register')) registers.push(r.url());
    });

    const dialog = await openLogin(page, site, t);
    await signInWith(page, dialog, t, provider, provider.typed());
    const form = dialog.getByRole('form', { name: t('thirdParty.detailsTitle') });
    await expect(form.getByText(t('thirdParty.detailsIntro', { name: provider.name }))).toBeVisible();
    await expect(field(form, t('fields.nationality'))).toBeVisible();
    await field(form, t('fields.username')).fill(username);
    await form.getByRole('checkbox', { name: new RegExp(t('register.termsLink')) }).check();
    await form.getByRole('checkbox', { name: t('register.age', { age: 21 }) }).check();
    // The nationality is required: nothing is sent until it is given.
    await form.getByRole('button', { name: t('thirdParty.detailsSubmit') }).click();
    await expect(form.getByText(t('validation:required'))).toBeVisible();
    expect(registers).toHaveLength(0);
    await field(form, t('fields.nationality')).fill('Thai');
    await shot(page, 'third-party-details-nationality', info.project.name);
    await form.getByRole('button', { name: t('thirdParty.detailsSubmit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t('ui:accountMenu') })).toBeVisible();
    await expect(page.getByRole('dialog', { name: t('changePassword.title') })).toHaveCount(0);
    expect(registers).toHaveLength(1);

    await page.goto(`${site}/member/securityCenter`);
    const profile = page.getByRole('region', { name: t('member:security.profile.title') });
    await expect(profile.getByText(username, { exact: true })).toBeVisible();
    const value = (label: string) =>
      profile.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(value(t('member:security.profile.fields.nationality'))).toHaveText('Thai');
    await shot(page, 'third-party-profile-nationality', info.project.name);
  });
});

for (const lang of ['EN', 'TY'] as const satisfies readonly Lang[]) {
  test(`the popup blocked: the site says so (${lang})`, async ({ page }, info) => {
    const t = texts(lang);
    const site = siteUrl(ACCOUNT_TENANT);
    await useLanguage(page, lang);
    // As a browser that blocks popups answers window.open.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const starts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/thirdParty/start')) starts.push(r.url());
    });
    const dialog = await openLogin(page, site, t);
    await dialog.getByRole('button', { name: t('thirdParty.continueWith', { name: 'Google' }) }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: t('thirdParty.popupBlocked') })).toBeVisible();
    await shot(page, `third-party-blocked-${lang}`, info.project.name);
    expect(starts).toHaveLength(0);
  });
}
