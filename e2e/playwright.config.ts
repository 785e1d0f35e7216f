import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM, chromiumArgs } from '../chromium.config.js';
import { FIRST_SITE_PORT } from './support/sites.ts';

// Two workers, one per core, each on its own stack of platform and sites (support/sites.ts). Set before the workers
// and the web server start, so they inherit it.
process.env.E2E_STACKS ??= '2';
const STACKS = Number(process.env.E2E_STACKS);

/** Browser journeys in Debian's Chromium against the built tenant sites (dist/) and a real platform. */
export default defineConfig({
  testDir: './tests',
  outputDir: './.output/test-results',
  // A journey's whole budget, and how long a step waits for what the user would see. Both are ceilings, not waits:
  // on 2 cores shared by two stacks (two browsers, two platforms), a cold page load and its first popup were seen to
  // take over 10 s, and a long journey over 60 s, while the same journeys take 2 s and 18 s on an idle machine.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: STACKS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: HEADLESS_CHROMIUM, args: chromiumArgs },
    // A trace records every step's snapshots as it goes: 18-30 % of the journeys' time here (the agent-centre,
    // rewards and cashier journeys: 120 and 122 s with it, 99 and 85 s without). In CI a failed journey is run again
    // with a trace (retries: 1); on a developer's machine (no retry) every journey keeps one when it fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Journeys run as a visitor who asked for reduced motion: the notice marquee stands still and banners do not
    // slide. In headless software rendering those loops cost each page a quarter of a core for as long as it is open
    // (measured with the DevTools performance metrics: 1.2 s of main-thread work per 5 s idle, 0.03 s without),
    // which starved the other stack's journeys. The lobby journey in site-lobby.spec.ts runs in motion.
    reducedMotion: 'reduce',
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
