import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from './test.ts';
import { ROOT, platformUrl } from './sites.ts';

/** The tenant the account journeys run against (username + mobile registration, SMS, e-mail and phone reset, free play). */
export const ACCOUNT_TENANT = 'goldcasino';
export const MERCHANT = 'GOLDCASINO';
export const SEED_PASSWORD = 'demo1234';

export type Lang = 'EN' | 'TY';
type Tree = { [key: string]: string | Tree };

function load(lang: Lang, ns: string): Tree {
  // Core namespaces sit beside the language's index; area namespaces (member centre pages...) under areas/.
  const folder = join(ROOT, 'packages/i18n/src/locales', lang);
  const file = existsSync(join(folder, `${ns}.json`))
    ? join(folder, `${ns}.json`)
    : join(folder, 'areas', `${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** The site's own words in a language, by `namespace:dotted.key`, with {{placeholders}} filled. */
export function texts(lang: Lang) {
  const cache = new Map<string, Tree>();
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['account', key];
    if (!cache.has(ns)) cache.set(ns, load(lang, ns));
    let node: string | Tree | undefined = cache.get(ns);
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${lang} ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/**
 * Opens the site in a language (stored as the site stores it). The once-per-session announcement popups of the
 * lobby are marked as seen, and dismissed if one still shows (after a logout, which clears the session).
 */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('wl:e2e-started')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('wl:e2e-started', '1');
    }
    sessionStorage.setItem('popupShownAudiences', 'guest,member');
  }, lang);
  const popupButton = page
    .locator('[role="dialog"]:not(:has(button[aria-label])) button')
    .filter({ hasText: /^(gotIt|got it|รับทราบ|เข้าใจแล้ว)$/i });
  await page.addLocatorHandler(popupButton, async (button) => {
    await button.click();
  });
}

/** Resets the platform's database to its seed (accounts, passwords, failures, outbox). */
export async function resetPlatform(page: Page) {
  const answer = await page.request.post(`${platformUrl}/wps/dev/reset`, {
    headers: { Merchant: MERCHANT },
    data: {},
  });
  expect(answer.ok()).toBe(true);
}

/** The latest SMS code the platform sent to a mobile number (its dev outbox). */
export async function smsCode(page: Page, mobile: string, not?: string): Promise<string> {
  const digits = mobile.replace(/\D/g, '').replace(/^0/, '');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${platformUrl}/wps/dev/outbox?channel=sms`, {
        headers: { Merchant: MERCHANT },
      });
      const body = (await answer.json()) as { value: { list: { to: string; code?: string }[] } };
      // The newest code to the number (the outbox lists newest first), once it is not the one already used.
      code = body.value.list.find((m) => m.to.replace(/\D/g, '').endsWith(digits))?.code;
      return code !== not ? code : undefined;
    })
    .toBeTruthy();
  return code as string;
}

/**
 * The answer of the captcha a page shows. The picture is a PNG that names nothing, so the answer comes from the
 * platform's dev-only call (`dev.captcha`), for the device id the site sends (localStorage.SHELL_deviceId).
 */
export async function captchaAnswer(image: Locator): Promise<string> {
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const page = image.page();
  const deviceId = await page.evaluate(() => localStorage.getItem('SHELL_deviceId'));
  expect(deviceId, 'the site keeps a device id').toBeTruthy();
  const answer = await page.request.get(`${platformUrl}/wps/dev/captcha`, {
    headers: { Merchant: MERCHANT },
    params: { deviceId: deviceId as string },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: { answer: string } }).value.answer;
}

/** A fresh Thai mobile number (the tenant's pattern 0[689]xxxxxxxx). */
export function freshMobile(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export function freshUsername(prefix = 'u'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.slice(0, 16);
}

/** The 1x1 PNG used as a feedback attachment. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `.output/screenshots/account-${name}-${project}.png`, fullPage: false });
}

/** A text field by its label: its whole name (the kit's required star is not part of it). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}
