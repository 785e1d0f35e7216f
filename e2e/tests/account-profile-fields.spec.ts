import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/sites.ts';
import { field, freshUsername, shot, texts, useLanguage } from '../support/account-helpers.ts';

/**
 * Issue 30: the registration fields a tenant turns on are asked, required where the tenant says, saved on the
 * account and shown in the profile. sportsline requires the nationality and offers the occupation
 * (tenants/sportsline/platform.json); the brand is in English only, walked at both widths.
 */
const TENANT = 'sportsline';

const lang = 'EN';
const t = texts(lang);

test.describe('registration fields of the tenant', () => {
  test('a required nationality is asked, saved and shown in the profile with the occupation', async ({
    page,
  }, info) => {
    const site = siteUrl(TENANT);
    await useLanguage(page, lang);
    await page.goto(`${site}/register`);
    const dialog = page.getByRole('dialog', { name: t('register.title') });
    const username = freshUsername('n');
    await field(dialog, t('fields.username')).fill(username);
    await field(dialog, t('fields.password')).fill('abc123');
    await field(dialog, t('fields.confirmPassword')).fill('abc123');
    await field(dialog, t('fields.occupation')).fill('Engineer');
    await dialog.getByRole('checkbox', { name: new RegExp(t('register.termsBefore')) }).check();
    await dialog.getByRole('checkbox', { name: t('register.age', { age: 21 }) }).check();
    const registers: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/register') && r.method() === 'PUT') registers.push(r.url());
    });
    await dialog.getByRole('button', { name: t('register.submit') }).click();
    // The nationality is required: nothing is sent until it is given.
    await expect(dialog.getByText(t('validation:required_marked'))).toBeVisible();
    expect(registers).toHaveLength(0);
    await field(dialog, t('fields.nationality')).fill('Thai');
    await shot(page, `register-nationality-${lang}`, info.project.name);
    await dialog.getByRole('button', { name: t('register.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t('ui:accountMenu') })).toBeVisible();

    await page.goto(`${site}/member/securityCenter`);
    const profile = page.getByRole('region', { name: t('member:security.profile.title') });
    await expect(profile.getByText(username, { exact: true })).toBeVisible();
    const value = (label: string) =>
      profile.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(value(t('member:security.profile.fields.nationality'))).toHaveText('Thai');
    await expect(value(t('member:security.profile.fields.occupation'))).toHaveText('Engineer');
    await shot(page, `profile-fields-${lang}`, info.project.name);
  });
});
