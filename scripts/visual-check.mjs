#!/usr/bin/env node
// Visual regression check of the UI kit: renders every story of a static Storybook build
// (storybook-static, from `pnpm build-storybook`) in Debian's Chromium and compares each screenshot
// with a committed PNG baseline in scripts/visual-baselines/<tenant>/.
//
//   node scripts/visual-check.mjs [--update] [--tenant <id>] [--filter <text>] [--dir storybook-static]
//
// --update rewrites the baselines (review the PNG diff in the pull request). Failing stories write
// <id>.actual.png and <id>.diff.png to test-results/visual/. Animations and transitions are switched
// off and the reduced-motion preference is set; stories tagged `no-visual` (autoplay, live clocks)
// are skipped; stories whose id contains `phone` render in a 360 px wide viewport. The last line is `N passed, N failed`.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { CHROMIUM, chromiumArgs } from '../chromium.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

const update = flag('--update');
const staticDir = path.resolve(root, option('--dir', 'storybook-static'));
const tenant = option('--tenant', '');
const filter = option('--filter', '');
/** pixelmatch per-pixel colour threshold (0..1) and the share of differing pixels tolerated. */
const THRESHOLD = Number(option('--threshold', '0.1'));
const MAX_DIFF_RATIO = Number(option('--max-diff-ratio', '0.002'));
const VIEWPORT = { width: 1024, height: 640 };
const baselineDir = path.join(root, 'scripts', 'visual-baselines', tenant || 'default');
const outDir = path.join(root, 'test-results', 'visual');

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run \`pnpm build-storybook\` first.`);
  process.exit(2);
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(staticDir, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
  if (!file.startsWith(staticDir)) return res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && !(e.tags ?? []).includes('no-visual'))
  .filter((e) => !filter || e.id.includes(filter))
  .sort((a, b) => a.id.localeCompare(b.id));

const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
const context = await browser.newContext({
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  locale: 'en-US',
  timezoneId: 'UTC',
});
const WORKERS = Math.max(1, Number(option('--workers', '2')));

const FREEZE = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;

/** Stories named ...phone... render at the phone width (360), so media queries match as on a phone. */
const PHONE = { width: 360, height: 740 };

const DONE = ['finished', 'completed', 'errored', 'aborted'];

/** Waits until the preview has rendered story `id` (or shown its error) and its fonts and eager images are in. */
async function settle(page, id) {
  await page.waitForFunction(
    ([storyId, done]) => {
      const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
      return (
        (render?.id === storyId && done.includes(render.phase)) ||
        document.querySelector('.sb-show-errordisplay')
      );
    },
    [id, DONE],
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // Lazy images outside the viewport never load; wait for the others, at most 3 s.
    const pending = [...document.images].filter((i) => !i.complete && i.loading !== 'lazy');
    const loaded = Promise.all(
      pending.map(
        (i) =>
          new Promise((r) => {
            i.addEventListener('load', r);
            i.addEventListener('error', r);
          }),
      ),
    );
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 3000))]);
  });
  await page.waitForTimeout(50);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

/**
 * Renders story `id`. The first story of a page loads the preview (iframe.html); the next ones switch story inside
 * it through Storybook's channel, as the manager does, which saves loading and starting the preview bundle for
 * each of the 230 stories (it was 2.2 s a story on 2 busy cores). `fresh` forces a full load: a story that differs
 * from its baseline after a switch is shot again from a fresh load before it counts as failed, so one story's
 * leftovers can never fail another.
 */
async function shoot(page, id, fresh = false) {
  await page.setViewportSize(/phone/i.test(id) ? PHONE : VIEWPORT);
  const channelReady =
    !fresh &&
    (await page
      .evaluate(() => Boolean(globalThis.__STORYBOOK_ADDONS_CHANNEL__ && globalThis.__STORYBOOK_PREVIEW__))
      .catch(() => false));
  if (channelReady) {
    await page.evaluate(
      (storyId) =>
        globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' }),
      id,
    );
  } else {
    const globals = tenant ? `&globals=tenant:${encodeURIComponent(tenant)}` : '';
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${globals}`, {
      waitUntil: 'load',
    });
    await page.addStyleTag({ content: FREEZE });
  }
  return settle(page, id);
}

if (!update) rmSync(outDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });
let passed = 0;
let failed = 0;
/** Stories shot again from a fresh load after a switched render differed (a story leaving state behind). */
const reloaded = [];
const started = Date.now();
async function check(page, story, fresh = false) {
  if (fresh) reloaded.push(story.id);
  const file = path.join(baselineDir, `${story.id}.png`);
  let shot;
  try {
    shot = await shoot(page, story.id, fresh || update);
  } catch (error) {
    if (!fresh) return check(page, story, true);
    failed++;
    console.log(`FAIL ${story.id}: could not render (${error.message.split('\n')[0]})`);
    return;
  }
  if (update) {
    writeFileSync(file, shot);
    passed++;
    return;
  }
  if (!existsSync(file)) {
    if (!fresh) return check(page, story, true);
    failed++;
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `${story.id}.actual.png`), shot);
    console.log(`FAIL ${story.id}: no baseline (run with --update and commit it)`);
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    if (!fresh) return check(page, story, true);
    failed++;
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `${story.id}.actual.png`), shot);
    console.log(
      `FAIL ${story.id}: size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}`,
    );
    return;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: THRESHOLD,
  });
  const ratio = changed / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    if (!fresh) return check(page, story, true);
    failed++;
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `${story.id}.actual.png`), shot);
    writeFileSync(path.join(outDir, `${story.id}.diff.png`), PNG.sync.write(diff));
    console.log(`FAIL ${story.id}: ${changed} pixels differ (${(ratio * 100).toFixed(2)}%)`);
  } else {
    passed++;
  }
}

const queue = [...stories];
await Promise.all(
  Array.from({ length: WORKERS }, async () => {
    const page = await context.newPage();
    for (let story = queue.shift(); story; story = queue.shift()) await check(page, story);
    await page.close();
  }),
);

await browser.close();
server.close();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `visual: ${stories.length} stories${tenant ? ` (tenant ${tenant})` : ''} in ${seconds}s${update ? `, baselines written to ${path.relative(root, baselineDir)}` : ''}`,
);
if (reloaded.length) console.log(`shot again from a fresh load: ${reloaded.join(', ')}`);
if (failed) console.log(`diffs in ${path.relative(root, outDir)}/`);
console.log(`${passed} passed, ${failed} failed`);
// Counted by scripts/count-results.mjs into the CI summary line.
if (!update) {
  mkdirSync(path.join(root, '.reports'), { recursive: true });
  writeFileSync(
    path.join(root, '.reports', `visual${tenant ? `-${tenant}` : ''}.json`),
    JSON.stringify({ name: 'visual check', passed, failed }),
  );
}
process.exit(failed ? 1 : 0);
