import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { field, freshUsername, texts } from '../support/account-helpers.ts';
import { platformUrl, siteUrl } from '../support/sites.ts';
import { MERCHANT, openLoggedIn, resetPlatform, shot, spinDemoGame } from '../support/site-helpers.ts';
import { records } from '../support/records.ts';
import { walkAt } from '../support/widths.ts';

/**
 * The rewards issue against the real platform (goldcasino): the demo game's rounds raise the points, the missions'
 * progress and the VIP turnover; a mission reward is claimed; points are redeemed for cash and for goods (confirmed,
 * once each, shown in process in the history); a friend registers through the referral link and shows in the
 * referrer's list. Walked on a phone; the deposit promotion journey walks the member pages at desktop width, so both
 * widths are walked without walking each journey twice (as support/widths.ts does for variants).
 */
const t = texts('EN');
const TENANT = 'goldcasino';
const PAYMENT_PASSWORD = '246810';
const SPINS = 5;

/** A relay call of the platform as the member (the same calls the pages make), its `value`. */
async function relay<T>(request: APIRequestContext, token: string, name: string, query = ''): Promise<T> {
  const answer = await request.get(`${platformUrl}/wps/relay/${name}${query}`, {
    headers: { Merchant: MERCHANT[TENANT]!, Authorization: token },
  });
  const body = (await answer.json()) as { success: boolean; value: T; message?: string };
  expect(body.success, `${name}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

type Mission = { missionId: string; title: string; score?: number; progress: number; status: string };
const points = async (r: APIRequestContext, token: string) =>
  (await relay<{ points: number }>(r, token, 'MCSFE_getPointBalance')).points;
const rounds = async (r: APIRequestContext, token: string) =>
  (await relay<{ missions: Mission[] }>(r, token, 'MCSFE_getMissionSummaryDetails')).missions.find(
    (m) => m.missionId === 'DAILYROUNDS',
  )!;
const turnover = async (r: APIRequestContext, token: string) =>
  (await relay<{ totalTurnover: { actual: number } }>(r, token, 'MCSFE_getPlayerRankProgress')).totalTurnover
    .actual;

async function openMemberPage(page: Page, name: string) {
  await page.goto(new URL(`/member/${name}`, page.url()).href);
  await expect(page.getByRole('heading', { name: t(`member:pages.${name}`) }).first()).toBeVisible();
}

async function redeem(page: Page, name: string, address?: string) {
  await page
    .getByRole('button', {
      name: t('rewards:reward.redeemLabel', { action: t('rewards:reward.redeem'), name }),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: t('rewards:redeem.title', { name }) });
  if (address !== undefined) {
    await dialog.getByRole('button', { name: t('rewards:redeem.submit') }).click();
    await expect(dialog.getByText(t('rewards:redeem.addressRequired'))).toBeVisible();
    await field(dialog, t('rewards:redeem.address')).fill(address);
  }
  await dialog.getByLabel(t('rewards:redeem.password')).fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: t('rewards:redeem.submit') }).click();
  await expect(dialog.getByText(/^Spend \d+ points on 1 × /)).toBeVisible();
  // A double click on the confirmation spends the points once.
  await dialog.getByRole('button', { name: t('rewards:redeem.confirm') }).dblclick();
  await expect(page.getByText(new RegExp(`1 × ${name} redeemed for \\d+ points`))).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page, request }) => {
  await resetPlatform(request);
  await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
});

test.describe(() => {
  walkAt(
    'phone',
    'walked where most players are; the deposit promotion journey walks the member pages at desktop',
  );
  test(`rewards: play, mission reward, points redeemed for cash and goods, VIP progress, a referred friend (${TENANT})`, async ({
    page,
    context,
    browser,
    request,
  }, info) => {
    // One walk through five screens, a game window and a second browser: 1.6 to 3.3 min were seen on a loaded machine.
    test.setTimeout(300_000);
    const site = siteUrl(TENANT);
    const token = await openLoggedIn(page, TENANT, '/member/securityCenter', 'demo');

    // A payment password for the redemptions.
    await page.getByRole('button', { name: t('member:security.paymentPassword.setUp') }).click();
    const setup = page.getByRole('dialog');
    await setup.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
    await setup.locator('input[name="confirmPaymentPassword"]').fill(PAYMENT_PASSWORD);
    await setup.getByRole('button', { name: t('member:security.save') }).click();
    await expect(page.getByText(t('member:security.paymentPassword.saved'))).toBeVisible();

    const before = {
      points: await points(request, token),
      rounds: await rounds(request, token),
      turnover: await turnover(request, token),
    };

    // Play the demo game: each settled spin earns points and counts for the missions and VIP.
    await page.goto(`${site}/hot`);
    const popup = context.waitForEvent('page');
    await page.locator('main img').first().click();
    const game = await popup;
    // A stake of 10: every 10 of valid bet on slots earns a point here.
    await game.getByRole('group', { name: 'Bet' }).getByRole('button', { name: '10', exact: true }).click();
    await spinDemoGame(game, SPINS);
    await game.close();
    await expect.poll(() => points(request, token)).toBeGreaterThan(before.points);
    await expect
      .poll(async () => (await rounds(request, token)).score ?? 0)
      .toBeGreaterThanOrEqual((before.rounds.score ?? 0) + SPINS);
    await expect.poll(() => turnover(request, token)).toBeGreaterThan(before.turnover);

    // Missions: the rounds mission has a reward to claim; claimed once, it is paid.
    await openMemberPage(page, 'missionLeaderboard');
    const mission = page.getByRole('listitem', { name: before.rounds.title });
    await expect(mission.getByRole('progressbar', { name: t('rewards:missions.progress') })).toBeVisible();
    await mission.getByRole('button', { name: new RegExp(`^Claim .+: ${before.rounds.title}$`) }).dblclick();
    await expect(mission.getByText(/was added to your main wallet/)).toBeVisible();
    await expect.poll(async () => (await rounds(request, token)).status).not.toBe('CLAIMABLE');
    await page.screenshot(shot(TENANT, info.project.name, 'mission-claimed'));

    // Points mall: cash, then goods with a receiving address; both in process in the history.
    await page.goto(`${site}/pointMall`);
    const held = await points(request, token);
    expect(held, 'the seed and the spins earned enough points for both rewards').toBeGreaterThanOrEqual(500);
    await expect(
      page.getByText(t('rewards:pointsValue', { points: held.toLocaleString('en-US') })),
    ).toBeVisible();
    await redeem(page, 'Cash reward');
    await redeem(page, 'Branded T-shirt', '99 Sukhumvit Road, Bangkok 10110');
    await expect.poll(() => points(request, token)).toBe(held - 200 - 300);
    await page.getByRole('tab', { name: t('rewards:mall.tab.history') }).click();
    const history = records(page, t('rewards:history.caption'));
    await expect(history.getByText(t('rewards:redeemStatus.inProcess'))).toHaveCount(2);
    await page.screenshot(shot(TENANT, info.project.name, 'points-history'));

    // VIP: the total turnover bar shows the turnover the spins raised.
    await openMemberPage(page, 'playerRank');
    const now = await turnover(request, token);
    const bar = page.getByRole('progressbar', { name: t('rewards:vip.total') });
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      new RegExp(
        `^฿${now.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/[.]/g, '\\.')} of `,
      ),
    );
    await page.screenshot(shot(TENANT, info.project.name, 'vip'));

    // Referral: a friend registers through the link; the referrer's list shows the new account.
    await openMemberPage(page, 'referral');
    const { referralCode } = await relay<{ referralCode: string }>(
      request,
      token,
      'MCSFE_getReferralDetails',
      '?autoGenerate=true',
    );
    const link = `${site}/register?referralCode=${referralCode}`;
    await expect(page.getByText(link, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: t('rewards:referral.qr') })).toBeVisible();
    await page.screenshot(shot(TENANT, info.project.name, 'referral'));

    const incomeBefore =
      (
        await relay<{ totalIncome: number; todayIncome?: number }>(
          request,
          token,
          'ODSFE2_referralMyIncomeOverview',
        )
      ).todayIncome ?? 0;
    const friendContext = await browser.newContext({
      viewport: page.viewportSize(),
      reducedMotion: 'reduce',
    });
    const friend = await friendContext.newPage();
    await friend.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
    await friend.goto(link);
    const dialog = friend.getByRole('dialog', { name: t('register.title') });
    await dialog.getByRole('tab', { name: t('register.tab_username') }).click();
    const username = freshUsername('f');
    await field(dialog, t('fields.username')).fill(username);
    await field(dialog, t('fields.password')).fill('abc123');
    await field(dialog, t('fields.confirmPassword')).fill('abc123');
    await field(dialog, t('fields.payeeName')).fill('Friend Smith');
    await dialog.getByRole('checkbox', { name: new RegExp(t('register.termsBefore')) }).check();
    await dialog.getByRole('checkbox', { name: t('register.age', { age: 21 }) }).check();
    await dialog.getByRole('button', { name: t('register.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(friend.getByRole('button', { name: t('ui:accountMenu') })).toBeVisible();
    await friendContext.close();

    await page.reload();
    const friends = records(page, t('rewards:referral.friends'));
    await expect(friends.getByText(username)).toBeVisible();
    // The referrer's income of today has the registration reward of the tenant's rules (฿50 on goldcasino).
    const today = page
      .locator('dl', { has: page.getByText(t('rewards:referral.today'), { exact: true }) })
      .locator('div', { hasText: t('rewards:referral.today') })
      .locator('dd');
    await expect(today).toHaveText(
      `฿${(incomeBefore + 50).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await page.screenshot(shot(TENANT, info.project.name, 'referral-friend'));
  });
});

test.describe(() => {
  walkAt('desktop', 'the rewards journey walks the member pages on a phone');
  test(`a deposit promotion joined at deposit: the bonus with its turnover in bonus details, and the withdrawal waits for it (${TENANT})`, async ({
    page,
    request,
  }, info) => {
    const token = await openLoggedIn(page, TENANT, '/member/rewardCenter', 'demo');
    await page.getByRole('tab', { name: t('rewards:centre.tab.all') }).click();
    const promotion = page
      .getByRole('list', { name: t('rewards:centre.tab.all') })
      .getByRole('listitem', { name: '10% reload bonus' });
    // The reward centre sends the member to the deposit form with the promotion chosen.
    await promotion.getByRole('link', { name: t('rewards:promo.deposit') }).click();
    const deposit = page.locator('form[aria-labelledby="deposit-title"]');
    await expect(deposit.getByRole('radio', { name: /^10% reload bonus/ })).toBeChecked();
    await deposit.getByRole('textbox', { name: new RegExp(`^${t('cashier:amount.label')}`) }).fill('1000');
    await deposit.getByRole('button', { name: t('cashier:deposit.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('cashier:order.title') })).toBeVisible();

    // The provider confirms the deposit: the wallet gets the deposit and its 10 % bonus, once, through the ledger.
    const before = await mainBalance(request, token);
    const approved = await request.post(`${platformUrl}/wps/dev/cashier/deposit/approve`, {
      headers: { Merchant: MERCHANT[TENANT]! },
      data: { username: 'demo' },
    });
    expect(((await approved.json()) as { success: boolean }).success).toBe(true);
    await expect.poll(() => mainBalance(request, token)).toBeCloseTo(before + 1100, 2);

    // Bonus details: the bonus with the turnover it needs (3 × the deposit and bonus), none of it played yet.
    await openMemberPage(page, 'bonusDetails');
    const bonuses = page.getByRole('table');
    await expect(bonuses.getByRole('row').filter({ hasText: '10% reload bonus' }).first()).toContainText(
      '฿100.00',
    );
    await page.screenshot(shot(TENANT, info.project.name, 'bonus-details-reload'));

    // The withdrawal waits until the turnover is played, and says how much remains.
    await openMemberPage(page, 'withdraw');
    await expect(page.getByText(/more to play before you can withdraw/).first()).toBeVisible();
    await page.screenshot(shot(TENANT, info.project.name, 'withdraw-waits-for-bonus'));
  });
});

async function mainBalance(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get(`${platformUrl}/wps/v2/wallets/balance`, {
    headers: { Merchant: MERCHANT[TENANT]!, Authorization: token },
  });
  const body = (await answer.json()) as {
    value: { balance: { accountTypeId: number; availBalance: number }[] };
  };
  return body.value.balance.find((w) => w.accountTypeId === 1)!.availBalance;
}
