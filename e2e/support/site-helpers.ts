import { expect, test, type APIRequestContext, type Browser, type Page } from './test.ts';
import { platformUrl, siteUrl } from './sites.ts';
import { sealFreePlayRandom, type PublicKeyInfo } from '@wl/api/crypto';
import { humanData } from './human.ts';

export const MERCHANT: Record<string, string> = {
  goldcasino: 'GOLDCASINO',
  neonplay: 'NEONPLAY',
  sportsline: 'SPORTSLINE',
};

/** Resets the platform's database to its seed, so a journey does not depend on what ran before it. */
export async function resetPlatform(request: APIRequestContext) {
  const answer = await request.post(`${platformUrl}/wps/dev/reset`, {
    headers: { Merchant: MERCHANT.goldcasino! },
    data: {},
  });
  if (!answer.ok()) throw new Error(`platform reset failed: ${answer.status()}`);
}

/** Log in through the platform (as the login popup does) and return the session token. */
export async function loginToken(
  request: APIRequestContext,
  tenant: string,
  username = 'demo',
  password = 'demo1234',
): Promise<string> {
  const path = username === 'trial' ? '/wps/session/login/freeplay' : '/wps/session/login';
  const headers = { Merchant: MERCHANT[tenant]!, 'content-type': 'application/json' };
  // Free play sends an encrypted random string, sealed with the platform's key as the login popup does.
  const data =
    username === 'trial'
      ? {
          random: await sealFreePlayRandom(null, async () => {
            const key = await request.get(`${platformUrl}/wps/system/encryptionKey`, { headers });
            return ((await key.json()) as { value: PublicKeyInfo }).value;
          }),
        }
      : // A tenant with human verification on (neonplay) wants the proof of work with the login, as its popup sends it.
        { username, password, ...(await humanData(request, MERCHANT[tenant]!)) };
  const response = await request.post(platformUrl + path, { headers, data });
  const body = (await response.json()) as { success: boolean; value: { token: string } };
  if (!body.success) throw new Error(`login failed for ${username}`);
  return body.value.token;
}

/** Open a page of the site already logged in (the spec's start token from the query string). */
export async function openLoggedIn(page: Page, tenant: string, path: string, username = 'demo') {
  const token = await loginToken(page.request, tenant, username);
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
  }, token);
  await page.goto(siteUrl(tenant) + path);
  return token;
}

export async function setSystemStatus(
  request: APIRequestContext,
  tenant: string,
  status: { maintenance?: boolean; regionRestriction?: boolean },
) {
  await request.post(platformUrl + '/wps/dev/system/status', {
    headers: { Merchant: MERCHANT[tenant]!, 'content-type': 'application/json' },
    data: status,
  });
}

export function shot(tenant: string, project: string, name: string) {
  return { path: `.output/screenshots/site-${tenant}-${project}-${name}.png`, fullPage: false };
}

/**
 * A second person on the same site at once (an upline and its downline): a browser context of its own at the
 * project's width, in English, logged in as `username` at `path`. Returns the page and the session token.
 */
export async function signedInElsewhere(
  browser: Browser,
  tenant: string,
  username: string,
  path: string,
): Promise<{ page: Page; token: string }> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem('popupShownAudiences', 'guest,member');
    if (!sessionStorage.getItem('wl:e2e-started')) {
      localStorage.setItem('lang', 'EN');
      sessionStorage.setItem('wl:e2e-started', '1');
    }
  });
  const token = await openLoggedIn(page, tenant, path, username);
  return { page, token };
}

/** Spins the demo game (opened in its own window) `rounds` times, each time waiting until it says how the settled bet ended. */
export async function spinDemoGame(game: Page, rounds: number) {
  const spin = game.getByRole('button', { name: 'Spin' });
  const result = game.locator('#result');
  for (let round = 1; round <= rounds; round++) {
    await expect(spin).toBeEnabled();
    await result.evaluate((el) => (el.textContent = ''));
    await spin.click();
    // Each spin says how it ended (a win, or no win) once the platform has settled the bet.
    await expect(result).toHaveText(/win/i);
  }
}

/** The member's main wallet balance, as the platform has it. */
export async function mainBalance(
  request: APIRequestContext,
  tenant: string,
  token: string,
): Promise<number> {
  const answer = await request.get(`${platformUrl}/wps/v2/wallets/balance`, {
    headers: { Merchant: MERCHANT[tenant]!, Authorization: token },
  });
  const body = (await answer.json()) as {
    value: { balance: { accountTypeId: number; availBalance: number }[] };
  };
  return body.value.balance.find((w) => w.accountTypeId === 1)!.availBalance;
}
