// pnpm interaction-latency [url]
//
// How fast the home page answers a player's first three taps on a phone (issue 27): serve the site first
// (`LH_SERVE=1 pnpm lighthouse`, https://127.0.0.1:4591/ by default), then this opens it in Debian Chromium at a
// phone's size with the CPU slowed down 4x (as Lighthouse's mobile preset), waits until the app has started (the
// app has taken the page: `html[data-wl-ready]`), and times, with the Event Timing API:
//   1. open login: tap "Log in", the login popup shows; then close it,
//   2. switch the language: tap the menu button, then change the language select with the keyboard,
//   3. open a vendor's game list: tap the first vendor of the slots lane, its games show.
// Each is reported as its Interaction to Next Paint: the longest event duration of the step's interactions (input
// delay, processing and the time to the next paint). Target: each at most 200 ms.
// Env: INP_RUNS (default 3), INP_THROTTLE (default 4). Exits 1 when a step's median is over 200 ms.
import { chromium, type Page } from 'playwright';
import { CHROMIUM, chromiumArgs } from '../chromium.config.js';

const url = process.argv[2] ?? 'https://127.0.0.1:4591/';
const runs = Number(process.env.INP_RUNS ?? 3);
const throttle = Number(process.env.INP_THROTTLE ?? 4);
const TARGET_MS = 200;

type EventEntry = {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
};

/** Records every Event Timing entry of an interaction (as a string: tsx would wrap a function's helpers). */
const installEventTiming = `
  window.__wlEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__wlEvents.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

const now = (page: Page) => page.evaluate(() => performance.now());

/** The step's INP: the longest event of the interactions that started within it. */
async function step(page: Page, act: () => Promise<void>): Promise<number> {
  const from = await now(page);
  await act();
  // Event Timing entries are delivered after the next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const to = await now(page);
  const events = (
    await page.evaluate(() => (window as unknown as { __wlEvents: EventEntry[] }).__wlEvents)
  ).filter((e) => e.startTime >= from && e.startTime <= to);
  if (events.length === 0) throw new Error('no interaction was recorded for a step');
  const longest = events.reduce((a, b) => (b.duration > a.duration ? b : a));
  // Where the longest event's time went: waiting for the main thread, its handlers, then the next paint.
  const delay = Math.round(longest.processingStart - longest.startTime);
  const processing = Math.round(longest.processingEnd - longest.processingStart);
  breakdowns.push(
    `${longest.name}: input delay ${delay} ms, processing ${processing} ms, to the paint ${Math.round(longest.duration) - delay - processing} ms`,
  );
  return Math.round(longest.duration);
}

/** The breakdown of each step's longest event, printed after each run. */
const breakdowns: string[] = [];

async function once(): Promise<[number, number, number]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...chromiumArgs, '--ignore-certificate-errors'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    });
    await context.addInitScript({ content: installEventTiming });
    // A first visit: the welcome popup would come first (it is a popup of its own, not one of the three taps).
    await context.addInitScript(() => sessionStorage.setItem('popupShownAudiences', 'guest,member'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-wl-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    const banner = page.getByRole('banner');

    const login = await step(page, async () => {
      await banner.getByRole('button', { name: 'Log in' }).tap();
      await page.getByRole('dialog').waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const language = await step(page, async () => {
      await banner.getByRole('button', { name: /menu/i }).first().tap();
      const select = page.getByRole('dialog').getByRole('combobox');
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.locator('html:not([lang="en"])').waitFor({ state: 'attached' });
    });
    await page.keyboard.press('Escape');

    const vendor = await step(page, async () => {
      const lane = page.locator('[data-section="vendors-RNG"]');
      await lane.getByRole('button').first().tap();
      await page.waitForURL(/vassalage=/);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: '·' }).waitFor();
    });
    return [login, language, vendor];
  } finally {
    await browser.close();
  }
}

const results: [number, number, number][] = [];
for (let i = 0; i < runs; i++) {
  const r = await once();
  results.push(r);
  console.log(
    `run ${i + 1}: open login ${r[0]} ms, switch the language ${r[1]} ms, open a vendor's game list ${r[2]} ms`,
  );
  for (const line of breakdowns.splice(0)) console.log(`    ${line}`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const names = ['open login', 'switch the language', "open a vendor's game list"];
const medians = names.map((_, i) => median(results.map((r) => r[i]!)));
console.log(
  `median INP (CPU ${throttle}x): ${names.map((n, i) => `${n} ${medians[i]} ms`).join(', ')} (target ${TARGET_MS} ms)`,
);
process.exit(medians.every((m) => m <= TARGET_MS) ? 0 : 1);
