import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from './test.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

/**
 * WCAG 2.2 A and AA (axe-core's tags of every WCAG version up to 2.2). Label in Name (2.5.3,
 * `label-content-name-mismatch`) and keyboard-reachable scrollable regions (2.1.1, `scrollable-region-focusable`) are
 * among them: an outside scan found both on logged-in pages (issue 29).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One failing element: where (page and width), the rule, and the element with what is wrong with it. */
export type Finding = string;

/**
 * Runs axe-core over what the page shows now and returns its violations, one line per failing element, naming the
 * page (`where`), the width, the rule and the element's selector; empty when the page passes.
 */
export async function scanPage(page: Page, where: string): Promise<Finding[]> {
  const width = page.viewportSize()?.width ?? 0;
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
    iframes: false,
  };
  const results = await page.evaluate(async (options) => {
    const w = window as unknown as { axe?: { run: (c: Document, o: unknown) => Promise<AxeResults> } };
    return w.axe!.run(document, options);
  }, options);
  return results.violations.flatMap((rule) =>
    rule.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
      return `${where} at ${width} px: ${rule.id} (${rule.impact ?? 'n/a'}) on ${node.target.join(' ')}: ${why} [${node.html.slice(0, 160)}]`;
    }),
  );
}

/**
 * Moves to `path` inside the single-page app, as a link does (no reload), and waits until the page shows what it
 * will show: the new page has named itself in the document's title (each page sets it when React shows it, see
 * useDocumentTitle; a page still loading keeps the last one on screen) and nothing is loading (no skeleton, lane,
 * table or button marked aria-busy).
 */
export async function goInApp(page: Page, path: string) {
  const here = new URL(page.url());
  // The router does not show the address it already shows again: nothing would name itself.
  if (here.pathname + here.search === path) throw new Error(`goInApp: the page is already at ${path}`);
  await page.evaluate((to) => {
    document.title = '';
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, path);
}

/** Waits until the page at `path` has named itself and nothing on it is loading. */
export async function settled(page: Page, path: string) {
  // One check in the page, each frame (Playwright's expect polls after 100, 250, 500 ms, then every second: up to a
  // second lost per page, on some 800 pages), with the same conditions told apart when it times out.
  const shown = await page
    .waitForFunction(
      (path) =>
        location.pathname + location.search === path &&
        /\S/.test(document.title) &&
        document.querySelector('[aria-busy="true"]') === null,
      path,
      { timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (shown) return;
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page, `${path} names itself in the title`).toHaveTitle(/\S/);
  await expect(page.locator('[aria-busy="true"]'), `${path} has nothing loading`).toHaveCount(0);
}

/** Gives every document the page opens axe-core, once (a single-page app keeps it from page to page). */
export async function withAxe(page: Page) {
  await page.addInitScript({ content: AXE_SOURCE });
}

/** Waits until React has the page (its first commit: `<html data-wl-ready>`), so the router follows the address. */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-wl-ready]')).toBeAttached();
}
