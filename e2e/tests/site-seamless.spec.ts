import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/sites.ts';
import { openLoggedIn, resetPlatform, shot } from '../support/site-helpers.ts';

/**
 * The seamless game page (site spec sections 2 and 4): /seamless?vassalage&gameCode&gameType launches the game with
 * the launcher's call and runs it in a frame of the page. The brand's launch CDN is /platform-assets on the site
 * itself, so the frame holds the platform's demo game on the site's own origin, under the headers the tenant's
 * nginx.conf sends there (frame-ancestors 'self', X-Frame-Options SAMEORIGIN). Walked at both widths.
 */

// Other suites may leave accounts with failed logins or changed passwords.
test.beforeAll(async ({ request }) => resetPlatform(request));

// The once-per-session popup is checked in site-lobby.spec.ts; these journeys start with it already seen.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
});

/** The first seeded MegaReels slot (apps/platform/src/areas/games/seed.ts), never under maintenance. */
const GAME = { vassalage: 'MR', gameCode: 'MR_RNG_0001', gameType: 'RNG', name: 'Fire Koi 1' };

test.describe('goldcasino seamless game page', () => {
  const tenant = 'goldcasino';

  test('a logged-in player plays the demo game inside the page', async ({ page }, info) => {
    // A frame the browser refuses (X-Frame-Options, frame-ancestors, frame-src) is reported on the console.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Refused to (frame|display)|frame-ancestors|X-Frame-Options/i.test(m.text()))
        refused.push(m.text());
    });
    const query = new URLSearchParams({
      vassalage: GAME.vassalage,
      gameCode: GAME.gameCode,
      gameType: GAME.gameType,
    });
    await openLoggedIn(page, tenant, `/seamless?${query.toString()}`);

    // The frame, named after the game, fills the content area; a game page has no footer and no side menu.
    const frameElement = page.locator(`iframe[title="${GAME.gameCode}"]`);
    await expect(frameElement).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('complementary')).toHaveCount(0);
    const viewport = page.viewportSize()!;
    const box = (await frameElement.boundingBox())!;
    expect(box.width).toBeGreaterThan(viewport.width * 0.8);
    expect(box.height).toBeGreaterThan(300);

    // The launch URL is on the site's own origin (launch CDN /platform-assets, the host the proxy passes on); the
    // open-in-window link goes there too.
    const src = (await frameElement.getAttribute('src'))!;
    expect(new URL(src).origin).toBe(new URL(siteUrl(tenant)).origin);
    expect(new URL(src).pathname).toBe('/platform-assets/demo-game/');
    await expect(page.getByRole('link', { name: 'Open in a new window' })).toHaveAttribute('href', src);
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

    // The demo game runs in the frame with the player's wallet: its title is the game's name, and a spin settles.
    const game = page.frameLocator(`iframe[title="${GAME.gameCode}"]`);
    await expect(game.getByRole('heading', { level: 1 })).toHaveText(GAME.name);
    await expect(game.locator('#mode')).toHaveText('Playing with your wallet');
    const spin = game.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(game.locator('#result')).toHaveText(/win/i);
    expect(refused).toEqual([]);
    await page.screenshot(shot(tenant, info.project.name, 'seamless-demo-game'));
  });
});
