import { expect, test, type Page } from '../support/test.ts';
import { appReady, goInApp, scanPage, settled, withAxe, type Finding } from '../support/a11y.ts';
import { texts, type Lang } from '../support/account-helpers.ts';
import { builtTenants, siteUrl } from '../support/sites.ts';
import { openLoggedIn } from '../support/site-helpers.ts';
import { walkAt } from '../support/widths.ts';
import { MEMBER_PAGES } from '../../apps/player/src/member/pageNames.ts';
import { PRERENDERED_ROUTES } from '../../apps/player/src/app/publicPages.ts';
import { AGENT_PAGES } from '../../apps/agent/src/centre/pageNames.ts';

/**
 * Issue 29: axe-core's WCAG 2.2 A and AA rules on every route of both sites (apps/player/src/app/routes.tsx,
 * apps/agent/src/app/routes.tsx), as a guest, a member, a trial player and an agent, at 1280 px and 360 px, for every
 * built tenant in its own default language (neonplay's is Thai), with the dialogs a visitor opens first: login,
 * register, the lobby's announcement popup, the account menu and the sign-out confirmations. Each journey collects
 * every failing element (page, width, rule, element) and fails once with the whole list.
 *
 * The pages move inside the app, as a link does, and each is scanned when it has named itself in the title and
 * nothing on it is loading (support/a11y.ts); axe-core is loaded once per document.
 */

/**
 * The player site's pages that every visitor may open: the prerendered public pages, the lobby's lists and a page
 * that does not exist; the home page last (the scan starts there, and the router does not move to where it is).
 */
const PUBLIC_PAGES = [
  ...PRERENDERED_ROUTES.filter((path) => path !== '/'),
  '/favorite',
  '/recent',
  '/no-such-page',
  '/',
];
/** Pages behind a session: the lottery pages and every member page. */
const SIGNED_IN_PAGES = [
  ...PUBLIC_PAGES,
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/seamless',
  ...MEMBER_PAGES.map((page) => `/member/${page}`),
];
const DEFAULT_LANGUAGE: Record<string, Lang> = { neonplay: 'TY' };

/**
 * Pairwise widths (support/widths.ts), as the other journeys: each tenant scans each visitor at one width, the
 * visitors taking the widths in turn and the next tenant starting on the other, so every tenant, every visitor and
 * both widths are scanned (a tenant changes colours, fonts and which modules show; the width changes the layout).
 * The whole matrix is 6 minutes on 2 cores, twice the pairwise one; `A11Y_EVERY_WIDTH=1` scans it.
 */
function scannedAt(tenantIndex: number, visitorIndex: number) {
  if (process.env.A11Y_EVERY_WIDTH) return;
  walkAt(
    (tenantIndex + visitorIndex) % 2 === 0 ? 'desktop' : 'phone',
    'pairwise: this tenant scans this visitor at the other width',
  );
}

for (const [tenantIndex, tenant] of builtTenants().entries()) {
  test.describe(`WCAG 2.2 AA on every page (${tenant})`, () => {
    const lang = DEFAULT_LANGUAGE[tenant] ?? 'EN';
    const t = texts(lang);
    const findings: Finding[] = [];

    test.beforeEach(async ({ page, isMobile }) => {
      findings.length = 0;
      // The desktop width; the phone project is 360 px wide.
      if (!isMobile) await page.setViewportSize({ width: 1280, height: 800 });
      await withAxe(page);
    });
    test.afterEach(() => {
      expect(findings, 'WCAG 2.2 A/AA violations (page, width, rule, element)').toEqual([]);
    });

    async function scan(page: Page, where: string) {
      findings.push(...(await scanPage(page, where)));
    }
    async function scanEach(page: Page, paths: string[]) {
      for (const path of paths) {
        await goInApp(page, path);
        await scan(page, path);
      }
    }
    /** Opens the site at `path`, as a guest or signed in as `username`, and waits until the app has the page. */
    async function open(page: Page, path: string, username?: string) {
      if (username) await openLoggedIn(page, tenant, path, username);
      else await page.goto(siteUrl(tenant) + path);
      await appReady(page);
    }
    /** The lobby's once-a-visit popup (the seed has one for guests and one for members): scanned, then closed. */
    async function announcement(page: Page, who: string) {
      const popup = page.getByRole('dialog');
      await expect(popup).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await scan(page, `/ (${who}'s announcement popup)`);
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
    }

    test.describe('a guest', () => {
      scannedAt(tenantIndex, 0);
      test('a guest: the public pages, the login and register dialogs, the agent login', async ({ page }) => {
        test.setTimeout(240_000);
        await open(page, '/');
        await announcement(page, 'guest');
        await scanEach(page, PUBLIC_PAGES);
        for (const [path, title] of [
          ['/login', t('login.title')],
          ['/register', t('register.title')],
        ] as const) {
          await goInApp(page, path);
          const dialog = page.getByRole('dialog', { name: title });
          await expect(dialog).toBeVisible();
          await scan(page, `${path} (dialog)`);
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
        }
        // The agent's login page, hydrated from its HTML.
        await open(page, '/agent');
        await settled(page, '/agent');
        await scan(page, '/agent');
      });
    });

    for (const [visitor, [who, username]] of (
      [
        ['a member', 'demo'],
        ['a trial player', 'trial'],
      ] as const
    ).entries()) {
      test.describe(who, () => {
        scannedAt(tenantIndex, 1 + visitor);
        test(`${who}: every page of the player site, the account menu and the sign-out confirmation`, async ({
          page,
          isMobile,
        }) => {
          test.setTimeout(300_000);
          await open(page, '/', username);
          await announcement(page, username);
          // A phone's member centre opens on its menu; a desktop's on its first page.
          await scanEach(page, isMobile ? [...SIGNED_IN_PAGES, '/member'] : SIGNED_IN_PAGES);

          await goInApp(page, '/');
          await page.getByRole('button', { name: t('ui:accountMenu') }).click();
          const signOut = page.getByRole('menuitem', { name: t('site:account.signOut') });
          await expect(signOut).toBeVisible();
          await scan(page, '/ (account menu)');
          await signOut.click();
          const confirm = page.getByRole('alertdialog');
          await expect(confirm.getByRole('button', { name: t('logout.confirm') })).toBeVisible();
          await scan(page, '/ (sign-out confirmation)');
        });
      });
    }

    test.describe('an agent', () => {
      scannedAt(tenantIndex, 3);
      test('an agent: every page of the agent centre and the sign-out confirmation', async ({ page }) => {
        test.setTimeout(240_000);
        // Opened on a page the list does not start with: a move to the address already shown is no navigation.
        await open(page, '/agentHome/noSuchPage', 'agent');
        await scanEach(page, [...AGENT_PAGES.map((name) => `/agentHome/${name}`), '/agentHome/noSuchPage']);
        await page.getByRole('button', { name: t('agent.signOut') }).click();
        await expect(
          page.getByRole('alertdialog').getByRole('button', { name: t('logout.confirm') }),
        ).toBeVisible();
        await scan(page, `/agentHome/${AGENT_PAGES.at(-1)} (sign-out confirmation)`);
      });
    });
  });
}

test.describe('the scan itself', () => {
  walkAt('desktop', 'it checks the scan, not the page');
  test('names the page, the width, the rule and the element of defects planted in a real page', async ({
    page,
  }) => {
    const tenant = builtTenants()[0]!;
    await withAxe(page);
    // The once-a-visit popup opens when the page is idle: a modal makes the rest of the page inert, and the scan would
    // find nothing of what is planted behind it.
    await page.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(tenant) + '/help');
    await appReady(page);
    await settled(page, '/help');
    expect(await scanPage(page, '/help'), 'the page as built passes').toEqual([]);
    // The three kinds of defect the outside scan found on logged-in pages (issue 29).
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<button id="planted-name" aria-label="Download the statement">Export CSV</button>
         <p id="planted-contrast" style="color:#777;background:#888">Bonus turnover</p>
         <div id="planted-scroll" style="overflow:auto;width:60px"><p style="width:600px">VIP rules</p></div>`,
      );
    });
    // The planted defects are in the page when it is scanned (a scan of a page that dropped them finds nothing).
    for (const id of ['#planted-name', '#planted-contrast', '#planted-scroll'])
      await expect(page.locator(id)).toBeAttached();
    const findings = await scanPage(page, '/help');
    for (const [rule, element] of [
      ['label-content-name-mismatch', '#planted-name'],
      ['color-contrast', '#planted-contrast'],
      ['scrollable-region-focusable', '#planted-scroll'],
    ])
      expect(findings, rule).toContainEqual(
        expect.stringMatching(new RegExp(`^/help at 1280 px: ${rule} .*on ${element}`)),
      );
    expect(findings).toHaveLength(3);
  });
});
