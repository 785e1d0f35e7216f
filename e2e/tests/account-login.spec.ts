import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/sites.ts';
import {
  ACCOUNT_TENANT,
  SEED_PASSWORD,
  captchaAnswer,
  field,
  resetPlatform,
  shot,
  texts,
  useLanguage,
  type Lang,
} from '../support/account-helpers.ts';
import { walkAtOneWidth } from '../support/widths.ts';

/** Issue 8: login, forced password change, captcha after failed logins, logout; in EN and TY, at desktop and phone width. */
for (const [variant, lang] of (['EN', 'TY'] as const satisfies readonly Lang[]).entries()) {
  test.describe(`login (${lang})`, () => {
    walkAtOneWidth(variant);
    const t = texts(lang);
    let site: string;
    test.beforeEach(async ({ page }) => {
      site = siteUrl(ACCOUNT_TENANT);
      await useLanguage(page, lang);
    });

    test('bad input: errors next to the fields, nothing sent, then login, logout', async ({ page }, info) => {
      await resetPlatform(page);
      const logins: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/wps/session/login') && r.method() === 'POST') logins.push(r.url());
      });
      await page.goto(`${site}/login`);
      const dialog = page.getByRole('dialog', { name: t('login.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(dialog.getByText(t('validation:username_password_required'))).toBeVisible();
      await expect(dialog.getByText(t('validation:required'))).toHaveCount(2);
      await shot(page, `login-errors-${lang}`, info.project.name);
      expect(logins).toHaveLength(0);

      await field(dialog, t('fields.username')).fill('demo');
      await field(dialog, t('fields.password')).fill(SEED_PASSWORD);
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).dblclick();
      await expect(dialog).toBeHidden();
      expect(logins, 'a double click sends one login').toHaveLength(1);
      await expect(page).toHaveURL(`${site}/`);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
      await shot(page, `login-done-${lang}`, info.project.name);
    });

    test('a default-password account must change its password first', async ({ page }, info) => {
      await resetPlatform(page);
      await page.goto(`${site}/login`);
      const dialog = page.getByRole('dialog', { name: t('login.title') });
      await field(dialog, t('fields.username')).fill('newbie');
      await field(dialog, t('fields.password')).fill('{secret}');
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
      const change = page.getByRole('dialog', { name: t('changePassword.title') });
      await expect(change).toBeVisible();
      await expect(change.getByText(t('changePassword.firstLogin'))).toBeVisible();
      // A reload does not escape the forced change.
      await page.reload();
      await expect(change.getByText(t('changePassword.firstLogin'))).toBeVisible();
      await expect(change.getByRole('button', { name: /close|ปิด/i })).toHaveCount(0);
      await field(change, t('fields.newPassword')).fill('newpass1');
      await field(change, t('fields.confirmNewPassword')).fill('newpass2');
      await change.getByRole('button', { name: t('changePassword.submit') }).click();
      await expect(change.getByText(t('validation:confirm_password_incorrect'))).toBeVisible();
      await shot(page, `change-password-${lang}`, info.project.name);
      await field(change, t('fields.confirmNewPassword')).fill('newpass1');
      await change.getByRole('button', { name: t('changePassword.submit') }).click();
      await expect(change).toBeHidden();
      await expect(page).toHaveURL(`${site}/`);
      // The new password works, the default one no longer does.
      const login = await page.request.post(`${site}/wps/session/login`, {
        headers: { Merchant: 'GOLDCASINO' },
        data: { type: 'username', username: 'newbie', password: 'newpass1' },
      });
      expect((await login.json()).success).toBe(true);
    });

    test('the captcha turns on after failed logins and lets the right password in', async ({
      page,
    }, info) => {
      await resetPlatform(page);
      await page.goto(`${site}/login`);
      const dialog = page.getByRole('dialog', { name: t('login.title') });
      await field(dialog, t('fields.username')).fill('player1');
      const password = field(dialog, t('fields.password'));
      for (let i = 0; i < 3; i++) {
        await password.fill(`wrong${i}x`);
        await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
        await expect(dialog.getByText(t('errors:code_PASSWORD_INCORRECT'))).toBeVisible();
      }
      const captchaInput = field(dialog, t('fields.captcha'));
      await expect(captchaInput).toBeVisible();
      await password.fill(SEED_PASSWORD);
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(dialog.getByText(t('validation:captcha_required'))).toBeVisible();
      await shot(page, `login-captcha-${lang}`, info.project.name);
      await captchaInput.fill(await captchaAnswer(dialog.locator('img[src^="data:image"]')));
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    });
  });
}
