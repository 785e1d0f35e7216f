import { expect, test } from '../support/test.ts';
import { platformUrl, siteUrl } from '../support/sites.ts';
import {
  ACCOUNT_TENANT,
  MERCHANT,
  SEED_PASSWORD,
  TINY_PNG,
  captchaAnswer,
  field,
  resetPlatform,
  shot,
  smsCode,
  texts,
  useLanguage,
  type Lang,
} from '../support/account-helpers.ts';
import { walkAtOneWidth } from '../support/widths.ts';

/** Issue 8: forgot password by phone and e-mail, the agent login page, feedback with an image; EN and TY, desktop and phone. */
for (const [variant, lang] of (['EN', 'TY'] as const satisfies readonly Lang[]).entries()) {
  test.describe(`recovery, agent, feedback (${lang})`, () => {
    walkAtOneWidth(variant);
    const t = texts(lang);
    let site: string;
    test.beforeEach(async ({ page }) => {
      site = siteUrl(ACCOUNT_TENANT);
      await useLanguage(page, lang);
    });

    test('forgot password by phone: code from the outbox, new password, logged in at /', async ({
      page,
    }, info) => {
      await resetPlatform(page);
      await page.goto(`${site}/login`);
      await page
        .getByRole('dialog', { name: t('login.title') })
        .getByRole('button', { name: t('login.forgot') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('forgot.title') });
      await dialog.getByRole('tab', { name: t('forgot.tab_phone') }).click();
      await dialog.getByRole('button', { name: t('forgot.submitPhone') }).click();
      await expect(dialog.getByText(t('validation:required'))).toHaveCount(4);
      await field(dialog, t('fields.mobile')).fill('12ab');
      await field(dialog, t('fields.smsCode')).fill('12');
      await expect(dialog.getByText(t('validation:mobile_invalid'))).toBeVisible();
      await expect(dialog.getByText(t('validation:verification_code_invalid'))).toBeVisible();
      await field(dialog, t('fields.mobile')).fill('0812345678');
      await dialog.getByRole('button', { name: t('sendCode') }).click();
      const code = await smsCode(page, '0812345678');
      await field(dialog, t('fields.smsCode')).fill(code);
      await field(dialog, t('fields.newPassword')).fill('fresh123');
      await field(dialog, t('fields.confirmNewPassword')).fill('fresh12');
      await expect(dialog.getByText(t('validation:inconsistent_twice'))).toBeVisible();
      await field(dialog, t('fields.confirmNewPassword')).fill('fresh123');
      await shot(page, `forgot-phone-${lang}`, info.project.name);
      await dialog.getByRole('button', { name: t('forgot.submitPhone') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`${site}/`);
      await expect(page.getByRole('button', { name: t('ui:accountMenu') })).toBeVisible();
    });

    test('forgot password by e-mail: unknown account as the server says, then the confirmation', async ({
      page,
    }, info) => {
      await page.goto(`${site}/login`);
      await page
        .getByRole('dialog', { name: t('login.title') })
        .getByRole('button', { name: t('login.forgot') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('forgot.title') });
      await dialog.getByRole('tab', { name: t('forgot.tab_email') }).click();
      await field(dialog, t('fields.username')).fill('demo');
      await field(dialog, t('fields.email')).fill('not-an-email');
      await dialog.getByRole('button', { name: t('forgot.submitEmail') }).click();
      await expect(dialog.getByText(t('validation:reg_pattern_4', { min: 6, max: 60 }))).toBeVisible();
      await field(dialog, t('fields.email')).fill('nobody@example.com');
      await dialog.getByRole('button', { name: t('forgot.submitEmail') }).click();
      await expect(dialog.getByText(t('errors:code_UNKNOWN_ACCOUNT'))).toBeVisible();
      await shot(page, `forgot-email-${lang}`, info.project.name);
    });

    test('agent login: a non-agent is refused, an agent reaches the agent centre and signs out', async ({
      page,
    }, info) => {
      await page.goto(`${site}/agent`);
      const form = page.getByRole('form', { name: t('site:agent.title') });
      await form.getByRole('button', { name: t('agent.submit') }).click();
      await expect(form.getByText(t('validation:username_password_required'))).toBeVisible();
      await field(form, t('agent.username')).fill('player3');
      await field(form, t('agent.password')).fill(SEED_PASSWORD);
      await form.getByRole('button', { name: t('agent.submit') }).click();
      await expect(form.getByText(t('errors:code_NON_AGENT'))).toBeVisible();
      await shot(page, `agent-refused-${lang}`, info.project.name);
      await field(form, t('agent.username')).fill('agent');
      await form.getByRole('button', { name: t('agent.submit') }).click();
      await expect(page).toHaveURL(`${site}/agentHome/agentTeamOverview`);
      // On a phone the header keeps one row: the name is at the top of the menu drawer.
      const phone = info.project.name === 'phone';
      if (phone) await page.getByRole('button', { name: t('agent:menu.open') }).click();
      await expect(page.getByTestId('agent-name')).toHaveText(t('agent.hello', { name: 'Agent' }));
      await shot(page, `agent-home-${lang}`, info.project.name);
      if (phone) {
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('agent-name')).toBeHidden();
      }
      await page.getByRole('button', { name: t('agent.signOut') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('logout.confirm') })
        .click();
      await expect(page).toHaveURL(`${site}/`);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    });

    test('agent login with a temporary password: the forced change opens on the member site', async ({
      page,
    }) => {
      await resetPlatform(page);
      // A temporary password by e-mail: the next login must change it.
      const email = `agent3@${ACCOUNT_TENANT}.example`;
      const asked = await page.request.post(`${platformUrl}/wps/member/password/email`, {
        headers: { Merchant: MERCHANT },
        data: { username: 'agent3', email },
      });
      expect(asked.ok()).toBe(true);
      const outbox = await page.request.get(`${platformUrl}/wps/dev/outbox?channel=email`, {
        headers: { Merchant: MERCHANT },
      });
      const mails = ((await outbox.json()) as { value: { list: { to: string; body?: string }[] } }).value
        .list;
      const temporary = /temporary password is (\S+?)\./.exec(
        mails.find((m) => m.to === email)?.body ?? '',
      )?.[1];
      expect(temporary).toBeTruthy();
      await page.goto(`${site}/agent`);
      const form = page.getByRole('form', { name: t('site:agent.title') });
      await field(form, t('agent.username')).fill('agent3');
      await field(form, t('agent.password')).fill(temporary!);
      await form.getByRole('button', { name: t('agent.submit') }).click();
      await expect(page).toHaveURL(`${site}/`);
      const change = page.getByRole('dialog', { name: t('changePassword.title') });
      await expect(change.getByText(t('changePassword.firstLogin'))).toBeVisible();
      await field(change, t('fields.newPassword')).fill('agent3new');
      await field(change, t('fields.confirmNewPassword')).fill('agent3new');
      await change.getByRole('button', { name: t('changePassword.submit') }).click();
      await expect(change).toBeHidden();
      await resetPlatform(page);
    });

    test('feedback: type, 20-200 characters with a live counter, captcha and an image', async ({
      page,
    }, info) => {
      await page.goto(`${site}/login`);
      const login = page.getByRole('dialog', { name: t('login.title') });
      await field(login, t('fields.username')).fill('player2');
      await field(login, t('fields.password')).fill(SEED_PASSWORD);
      await login.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(login).toBeHidden();
      await page.goto(`${site}/help#term`);
      await expect(page.locator('#term')).toBeInViewport();
      await shot(page, `help-term-${lang}`, info.project.name);
      await page.getByRole('button', { name: t('help.feedback') }).click();
      const dialog = page.getByRole('dialog', { name: t('feedback.title') });
      await dialog.getByRole('button', { name: t('feedback.submit') }).click();
      await expect(
        dialog.getByText(
          t('validation:is_empty', {
            fields: [
              t('validation:field_type'),
              t('validation:field_description'),
              t('validation:field_captcha'),
            ].join(', '),
          }),
        ),
      ).toBeVisible();
      await expect(dialog.getByText(t('validation:content_required'))).toBeVisible();
      await dialog.getByRole('combobox').selectOption({ label: t('feedback.types.deposit') });
      const content = dialog.getByRole('textbox', { name: new RegExp(`^${t('feedback.description')}`) });
      await content.fill('   too short   ');
      await expect(dialog.getByTestId('feedback-counter')).toHaveText(
        t('feedback.counter', { count: 9, max: 200 }),
      );
      await expect(dialog.getByText(t('validation:feedback_length', { min: 20, max: 200 }))).toBeVisible();
      await content.fill('My deposit of 500 has not arrived after an hour.');
      await expect(dialog.getByTestId('feedback-counter')).toHaveText(
        t('feedback.counter', { count: 48, max: 200 }),
      );
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(dialog.getByRole('img', { name: 'receipt.png' })).toBeVisible();
      await field(dialog, t('fields.captcha')).fill(
        await captchaAnswer(dialog.locator('img[src^="data:image"]')),
      );
      await shot(page, `feedback-${lang}`, info.project.name);
      await dialog.getByRole('button', { name: t('feedback.submit') }).click();
      await expect(dialog.getByText(t('feedback.sent'))).toBeVisible();
    });
  });
}
