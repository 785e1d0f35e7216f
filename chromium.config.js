import { existsSync } from 'node:fs';

// Debian's Chromium, shared by Vitest browser mode, Storybook tests, Playwright and Lighthouse.
// Tools must never download a browser of their own on this project's machines.
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * For the browser tests that compare no pixels (the Playwright journeys and the Storybook interaction and a11y tests):
 * Debian's chromium-headless-shell, the same Chromium without the full browser's windowing layer, when it is
 * installed (scripts/ensure-chromium.sh installs it); else CHROMIUM. It ran the lobby and tenant journeys in 223 s
 * where Chromium took 331 s on this 2-core machine. The visual check and Lighthouse stay on CHROMIUM: the baselines
 * were drawn by it, and Lighthouse measures the browser players use. HEADLESS_CHROME_PATH overrides it.
 */
export const HEADLESS_CHROMIUM =
  process.env.HEADLESS_CHROME_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
