import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test.ts';
import { ROOT } from '../support/sites.ts';
import { SEED_PASSWORD, field, freshUsername, texts, useLanguage } from '../support/account-helpers.ts';

/**
 * Issue 13: a brand made with `pnpm tenant:new` works end to end with no other step. The tenant is generated into a
 * temporary tenants folder, branded from the apps already built by `pnpm build:tenants` (--skip-app-build: only the
 * branding runs), and served by e2e/serve.ts with a platform reading the same folder (WL_TENANTS_DIR). Then Chromium
 * walks it: the lobby with games and the seeded banners, registration, logout, and the seeded agent's centre.
 * One walk (desktop project); it takes the home page at 1280 and 360 px itself.
 */
const ID = 'acme';
const MERCHANT = 'ACME';
const PLATFORM_PORT = Number(process.env.E2E_NEW_TENANT_PLATFORM_PORT ?? 3191);
const SITE_PORT = Number(process.env.E2E_NEW_TENANT_SITE_PORT ?? 4391);
const site = `http://127.0.0.1:${SITE_PORT}`;
const t = texts('EN');

let work = '';
let server: ChildProcess | undefined;
let serverLog = '';

/** Runs a repository command as a merchant would, failing with its output. */
function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('pnpm', args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(`pnpm ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function waitForSite(timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server?.exitCode != null)
      throw new Error(`e2e/serve.ts exited with ${server.exitCode}:\n${serverLog}`);
    try {
      if ((await fetch(`${site}/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the new brand's site did not answer within ${timeoutMs} ms:\n${serverLog}`);
}

test.describe('a brand made with tenant:new', () => {
  test.beforeAll(async () => {
    const info = test.info();
    if (info.project.name !== 'desktop') return;
    info.setTimeout(300_000);
    work = mkdtempSync(join(tmpdir(), 'wl-e2e-new-tenant-'));
    const tenants = join(work, 'tenants');
    const dist = join(work, 'dist');
    mkdirSync(tenants);
    const made = run([
      'tenant:new',
      ID,
      '--name',
      'Acme Bet',
      '--theme',
      'light',
      '--wallet',
      'multi',
      '--tenants-dir',
      tenants,
    ]);
    expect(made).toContain('platform.json');
    run(['build:tenants', ID, '--skip-app-build', '--tenants-dir', tenants, '--out', dist, '--quiet']);
    server = spawn(join(ROOT, 'e2e/node_modules/.bin/tsx'), ['serve.ts'], {
      cwd: join(ROOT, 'e2e'),
      env: {
        ...process.env,
        WL_TENANTS_DIR: tenants,
        E2E_DIST: dist,
        E2E_STACKS: '1',
        E2E_PLATFORM_PORT: String(PLATFORM_PORT),
        E2E_SITE_PORT: String(SITE_PORT),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs serve.ts in a child process, which a signal to tsx alone left running (and
      // holding this journey's ports for the next run).
      detached: true,
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    await waitForSite(120_000);
  });

  test.afterAll(async () => {
    if (server?.pid) {
      const exited =
        server.exitCode == null ? new Promise((resolve) => server!.once('exit', resolve)) : Promise.resolve();
      try {
        process.kill(-server.pid, 'SIGTERM'); // the whole group, even when tsx itself has already exited
      } catch {
        /* nothing left in the group */
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('lobby, registration, logout and the agent centre', async ({ page }, info) => {
    // One walk covers the new brand, and it takes its own 360 px and 1280 px screenshots: the phone project would repeat
    // the same generate-build-serve set-up (about a minute) for nothing new.
    test.skip(info.project.name !== 'desktop', 'one walk covers the brand; it takes both widths itself');
    test.setTimeout(180_000);
    await useLanguage(page, 'EN');

    // Home: the brand's lobby with games and its seeded banners, no "Unknown merchant".
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Acme Bet/);
    await expect(page.locator('[data-section="HOT"] img').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-section="vendors-RNG"]')).toBeVisible();
    await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe(MERCHANT);
    await page.screenshot({ path: '.output/screenshots/new-tenant-home-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.locator('[data-section="HOT"] img').first()).toBeVisible();
    await page.screenshot({ path: '.output/screenshots/new-tenant-home-360.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A new player registers (the platform's default rules: username and password) and is logged in.
    await page.goto(`${site}/register`);
    const dialog = page.getByRole('dialog', { name: t('register.title') });
    await expect(dialog).toBeVisible();
    const username = freshUsername('acme');
    await field(dialog, t('fields.username')).fill(username);
    await field(dialog, t('fields.password')).fill('abc12345');
    await field(dialog, t('fields.confirmPassword')).fill('abc12345');
    await dialog.getByRole('checkbox', { name: new RegExp(t('register.termsBefore')) }).check();
    await dialog.getByRole('checkbox', { name: t('register.age', { age: 21 }) }).check();
    await dialog.getByRole('button', { name: t('register.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t('ui:accountMenu') })).toBeVisible();

    // Logout.
    await page.getByRole('button', { name: t('ui:accountMenu') }).click();
    await page.getByRole('menuitem', { name: t('site:account.signOut') }).click();
    await page
      .locator('[role=dialog], [role=alertdialog]')
      .filter({ has: page.getByRole('button', { name: t('logout.confirm') }) })
      .last()
      .getByRole('button', { name: t('logout.confirm') })
      .click();
    await expect(page.getByRole('button', { name: t('ui:login') })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // The seeded agent of the new brand reaches the agent centre.
    await page.goto(`${site}/agent`);
    const form = page.getByRole('form', { name: t('site:agent.title') });
    await field(form, t('agent.username')).fill('agent');
    await field(form, t('agent.password')).fill(SEED_PASSWORD);
    await form.getByRole('button', { name: t('agent.submit') }).click();
    await expect(page).toHaveURL(`${site}/agentHome/agentTeamOverview`);
    await expect(page.getByTestId('agent-name')).toHaveText(t('agent.hello', { name: 'Agent' }));
    await page.screenshot({ path: `.output/screenshots/new-tenant-agent-home-${info.project.name}.png` });
  });
});
