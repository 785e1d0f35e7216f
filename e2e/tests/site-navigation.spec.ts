import { expect, test, type Page } from '../support/test.ts';
import { siteUrl } from '../support/sites.ts';
import { openLoggedIn, shot } from '../support/site-helpers.ts';

/**
 * Issue 32, walked at both widths: the side menu's game types (a type other than RNG and PVP opens the home page
 * with that type's section: cockfight is reachable), the floating gift button's choices, and the chat room as a modal.
 */
const tenant = 'goldcasino';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('popupShownAudiences', 'guest,member');
    localStorage.setItem('lang', 'EN');
  });
});

/** The side menu: a column on a desktop, a drawer behind the menu button on a phone. */
async function sideMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: /open menu/i }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('the side menu sets the game type: cockfight on the home page, slots on /rng', async ({
  page,
  isMobile,
}, info) => {
  await page.goto(siteUrl(tenant) + '/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Home');
  // Cockfight is hidden on HOME.
  await expect(page.getByRole('button', { name: /SV388 Cockfight/ })).toHaveCount(0);
  await (await sideMenu(page, isMobile)).getByRole('link', { name: 'Cockfight' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cockfight');
  await expect(page).toHaveURL(`${siteUrl(tenant)}/`);
  await expect(page.getByRole('button', { name: /SV388 Cockfight/ }).first()).toBeVisible();
  await page.screenshot(shot(tenant, info.project.name, 'home-cockfight'));
  // Back to where the visitor was: the home lobby.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Home');
  await (await sideMenu(page, isMobile)).getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('the floating gift button: the choices of a guest, then the reward centre of a member without a reload', async ({
  page,
}, info) => {
  await page.goto(siteUrl(tenant) + '/');
  await page.getByRole('button', { name: /^Gift menu/ }).click();
  const gifts = page.getByRole('dialog', { name: 'Gifts' });
  await expect(gifts.getByRole('button', { name: 'Share this site' })).toBeVisible();
  await expect(gifts.getByRole('button', { name: 'Join now' })).toBeVisible();
  await expect(gifts.getByRole('button', { name: 'Reward centre' })).toBeVisible();
  await page.screenshot(shot(tenant, info.project.name, 'gift-menu-guest'));
  await gifts.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();

  await openLoggedIn(page, tenant, '/');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('button', { name: /^Gift menu/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Gifts' }).getByRole('button', { name: 'Join now' }),
  ).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Gifts' }).getByRole('button', { name: 'Reward centre' }).click();
  await expect(page).toHaveURL(/\/member\/rewardCenter$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reward centre');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('the live chat opens as a chat room over the page', async ({ page }, info) => {
  await page.goto(siteUrl(tenant) + '/');
  await page.getByRole('button', { name: 'Live chat' }).last().click();
  const room = page.getByRole('dialog', { name: 'Live chat' });
  await expect(room).toBeVisible();
  // The platform lists two chat desks: the player chooses one, then that desk's chat opens in the room.
  await room.getByRole('button', { name: 'Customer service' }).click();
  const frame = room.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https?:\/\//);
  await expect(frame).toHaveAttribute('title', 'Live chat: Customer service');
  await expect(room.getByRole('link', { name: 'Open in a new window' })).toBeVisible();
  await page.screenshot(shot(tenant, info.project.name, 'chat-room'));
  await page.keyboard.press('Escape');
  await expect(room).toBeHidden();
});
