import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, chromiumArgs } from '../chromium.config.js';
import { FIRST_SITE_PORT } from './support/sites.ts';

// Two workers, one per core, each on its own stack of platform and sites (support/sites.ts). Set before the workers
// and the web server start, so they inherit it.
process.env.E2E_STACKS ??= '2';
const STACKS = Number(process.env.E2E_STACKS);

/** Browser journeys in Debian's Chromium against the built tenant sites (dist/) and a real platform. */
export default defineConfig({
  testDir: './tests',
  outputDir: './.output/test-results',
  // A journey's whole budget: on a busy 2-core machine a platform reset and a first page load take seconds each.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: STACKS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } } },
  ],
  webServer: {
    command: 'pnpm exec tsx serve.ts',
    url: `http://127.0.0.1:${FIRST_SITE_PORT}/`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
