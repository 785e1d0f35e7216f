import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { platformUrl, siteUrl } from '../support/sites.ts';
import {
  SEED_PASSWORD,
  field,
  resetPlatform,
  shot,
  texts,
  useLanguage,
  type Lang,
} from '../support/account-helpers.ts';
import { humanChallenge, solveHuman } from '../support/human.ts';
import { walkAt, walkAtOneWidth } from '../support/widths.ts';

/**
 * Issue 30: human verification (module GEETEST3, on for neonplay). In the browser, the login popup and the agent
 * login show ALTCHA's widget, which solves the platform's proof-of-work challenge by itself ("Verified", in EN and
 * TY), under the tenant's Content-Security-Policy, and the login passes. At the platform, a login without a solution,
 * with a forged one, or with one already used is refused with HUMAN_CHECK_FAILED.
 */
const TENANT = 'neonplay';
const MERCHANT = 'NEONPLAY';

/** Fails the journey on any Content-Security-Policy violation of the page (the widget's workers and styles). */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

for (const [variant, lang] of (['EN', 'TY'] as const satisfies readonly Lang[]).entries()) {
  test.describe(`human verification in the browser (${TENANT}, ${lang})`, () => {
    walkAtOneWidth(variant);
    const t = texts(lang);

    test.beforeEach(async ({ page }) => {
      await resetPlatform(page);
      await useLanguage(page, lang);
    });

    test('the login popup verifies by itself, then the login passes', async ({ page }, info) => {
      const violations = await watchPolicy(page);
      const challenges: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/wps/captcha/geetest')) challenges.push(r.url());
      });
      await page.goto(`${siteUrl(TENANT)}/login`);
      const dialog = page.getByRole('dialog', { name: t('login.title') });
      await expect(dialog).toBeVisible();
      await field(dialog, t('fields.username')).fill('demo');
      await field(dialog, t('fields.password')).fill(SEED_PASSWORD);
      // The widget takes a challenge and does the work with no click: its state in words.
      await expect(dialog.getByText(t('humanCheck.verified'), { exact: true })).toBeVisible({
        timeout: 60_000,
      });
      expect(challenges.length).toBeGreaterThanOrEqual(1);
      await shot(page, `human-verified-${lang}`, info.project.name);
      await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
      expect(violations, 'no Content-Security-Policy violation').toEqual([]);
    });

    test('the agent login verifies by itself, then the agent reaches the agent centre', async ({
      page,
    }, info) => {
      const violations = await watchPolicy(page);
      await page.goto(`${siteUrl(TENANT)}/agent`);
      const form = page.getByRole('form', { name: t('site:agent.title') });
      await field(form, t('agent.username')).fill('agent');
      await field(form, t('agent.password')).fill(SEED_PASSWORD);
      await expect(form.getByText(t('humanCheck.verified'), { exact: true })).toBeVisible({
        timeout: 60_000,
      });
      await shot(page, `human-agent-verified-${lang}`, info.project.name);
      await form.getByRole('button', { name: t('agent.submit') }).click();
      await expect(page).toHaveURL(/\/agentHome/);
      expect(violations, 'no Content-Security-Policy violation').toEqual([]);
    });
  });
}

test.describe(`human verification at the platform (${TENANT})`, () => {
  walkAt('desktop', 'calls to the platform, no page');

  const login = (request: APIRequestContext, humanVerification?: string) =>
    request.post(`${platformUrl}/wps/session/login`, {
      headers: { Merchant: MERCHANT, 'content-type': 'application/json' },
      data: {
        username: 'demo',
        password: SEED_PASSWORD,
        ...(humanVerification ? { humanVerification } : {}),
      },
    });
  type Answer = { success: boolean; errorCode: string | null; message: string | null; value: unknown };

  test('refuses a login without a solution, with a forged one and with one already used', async ({
    page,
  }) => {
    await resetPlatform(page);
    const request = page.request;

    const missing = (await (await login(request)).json()) as Answer;
    expect(missing).toMatchObject({
      success: false,
      errorCode: 'HUMAN_CHECK_FAILED',
      value: { reason: 'missing' },
    });

    const challenge = await humanChallenge(request, MERCHANT);
    expect(challenge, 'neonplay has human verification on').not.toBeNull();
    const payload = await solveHuman(challenge!);

    // Forged: the solved payload with another key than the work found.
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
      challenge: unknown;
      solution: { counter: number; derivedKey: string };
    };
    const key = decoded.solution.derivedKey;
    const forged = Buffer.from(
      JSON.stringify({
        ...decoded,
        solution: { ...decoded.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` },
      }),
    ).toString('base64');
    const refused = (await (await login(request, forged)).json()) as Answer;
    expect(refused).toMatchObject({
      success: false,
      errorCode: 'HUMAN_CHECK_FAILED',
      value: { reason: 'forged' },
    });

    // The real one passes once; sent again, it is refused.
    const first = (await (await login(request, payload)).json()) as Answer;
    expect(first.success).toBe(true);
    const replayed = await login(request, payload);
    expect(replayed.status()).toBe(200);
    expect((await replayed.json()) as Answer).toMatchObject({
      success: false,
      errorCode: 'HUMAN_CHECK_FAILED',
      value: { reason: 'used' },
    });
  });
});
