// Debian's Chromium, shared by Vitest browser mode, Storybook tests, Playwright and Lighthouse.
// Tools must never download a browser of their own on this project's machines.
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
