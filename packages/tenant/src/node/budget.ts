import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFERRED_MODULE_ATTRIBUTE } from '../prerendered.ts';
import { displayPath, REPO_ROOT } from './paths.ts';

/**
 * JavaScript size budgets (`budgets.json` at the repository root; the figures are argued in
 * docs/decisions/0007-javascript-budgets.md). Sizes are gzip at `gzipLevel`, in KB of 1024 bytes.
 */
export type JsBudgets = {
  /** zlib level the sizes are measured at (9, as `pnpm lighthouse` has always measured). */
  gzipLevel: number;
  /** The first screen: every module script of an app's index.html plus its modulepreloads, together. */
  initialJsKB: number;
  /** Any other JS chunk of an app (a lazy route, popup, library or language), each on its own. */
  lazyChunkKB: number;
};

export const BUDGETS_FILE = path.join(REPO_ROOT, 'budgets.json');
export const KB = 1024;

/** Read and validate the budgets file; throws naming the file and the field. */
export function loadBudgets(file: string = BUDGETS_FILE): JsBudgets {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const positive = (key: keyof JsBudgets, max = Infinity): number => {
    const value = data[key];
    if (typeof value !== 'number' || !(value > 0) || value > max) {
      throw new Error(
        `${displayPath(file)}: ${key} must be a number above 0${max < Infinity ? ` and at most ${max}` : ''}`,
      );
    }
    return value;
  };
  return {
    gzipLevel: Math.round(positive('gzipLevel', 9)),
    initialJsKB: positive('initialJsKB'),
    lazyChunkKB: positive('lazyChunkKB'),
  };
}

/** One JS file of a site: its URL path as the HTML names it, where it is on disk and its gzip size. */
export type SizedFile = { url: string; file: string; gzipBytes: number };

/** Gzip sizes, keyed by inode: build:tenants hard-links the same chunks into every tenant, so each is compressed once. */
export type GzipCache = Map<string, number>;

function gzipBytes(file: string, level: number, cache?: GzipCache): number {
  const s = statSync(file);
  const key = `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}:${level}`;
  const known = cache?.get(key);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(file), { level }).length;
  cache?.set(key, size);
  return size;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The JS URLs a first visit downloads before the app starts: every `<script type="module" src>` of the page and
 * every `<link rel="modulepreload" href>` (or deferred, `data-wl-modulepreload`: fetched when the app starts), in document order, without repeats and without other origins.
 */
const DEFERRED = new RegExp(`\\s${DEFERRED_MODULE_ATTRIBUTE}[\\s>=]`, 'i');

export function initialScriptUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const url = isScript
      ? attr(tag, 'type') === 'module' && attr(tag, 'src')
      : ((attr(tag, 'rel') ?? '').split(/\s+/).includes('modulepreload') || DEFERRED.test(tag)) &&
        attr(tag, 'href');
    if (url && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The file a URL of the page names: absolute paths from the site's root, relative ones from the page's folder. */
function fileOf(siteDir: string, index: string, url: string): string {
  const clean = url.replace(/[?#].*$/, '');
  return clean.startsWith('/') ? path.join(siteDir, clean) : path.join(path.dirname(index), clean);
}

/**
 * The initial JS of one page of a built site (`index` is the page's file, e.g. `<site>/agent/index.html`): the files
 * and their gzip sizes. Throws when the page names a script the site does not have.
 */
export function initialJs(
  siteDir: string,
  index: string,
  gzipLevel: number,
  cache?: GzipCache,
): { files: SizedFile[]; gzipBytes: number } {
  const files = initialScriptUrls(readFileSync(index, 'utf8')).map((url) => {
    const file = fileOf(siteDir, index, url);
    if (!existsSync(file))
      throw new Error(`${displayPath(index)} loads ${url}, which is not in ${displayPath(siteDir)}`);
    return { url, file, gzipBytes: gzipBytes(file, gzipLevel, cache) };
  });
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** An app inside a built site: the player at the root (mount ''), the agent under /agent (mount 'agent'). */
export type BudgetApp = { name: string; mount: string };

/** What one app of one site downloads first, and every other chunk it can load later (largest first). */
export type AppJsSizes = {
  app: string;
  site: string;
  index: string;
  initial: { files: SizedFile[]; gzipBytes: number };
  lazy: SizedFile[];
};

/** Measure one app of a built site: its index.html's initial JS and every other `.js` file under its `assets/`. */
export function measureAppJs(
  siteDir: string,
  app: BudgetApp,
  gzipLevel: number,
  cache?: GzipCache,
): AppJsSizes {
  const root = path.join(siteDir, app.mount);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`${app.name}: ${displayPath(index)} not found`);
  const initial = initialJs(siteDir, index, gzipLevel, cache);
  const initialFiles = new Set(initial.files.map((f) => path.resolve(f.file)));
  const assets = path.join(root, 'assets');
  const lazy = (existsSync(assets) ? readdirSync(assets, { recursive: true, encoding: 'utf8' }) : [])
    .filter((rel) => rel.endsWith('.js') && !initialFiles.has(path.resolve(assets, rel)))
    .map((rel) => {
      const file = path.join(assets, rel);
      const url = `/${path.relative(siteDir, file).split(path.sep).join('/')}`;
      return { url, file, gzipBytes: gzipBytes(file, gzipLevel, cache) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.url.localeCompare(b.url));
  return { app: app.name, site: siteDir, index, initial, lazy };
}

export type JsBudgetResult = {
  ok: boolean;
  /** One line per budget exceeded, naming the file(s), their gzip size and the budget. */
  failures: string[];
  /** A small table of the figures against the budgets, for the build log. */
  table: string;
  sizes: AppJsSizes[];
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Check every app of every built site against the budgets: the initial JS of each app's index.html against
 * `initialJsKB`, and each other chunk against `lazyChunkKB`. Sites that share an app's files (every tenant of
 * build:tenants) are reported together.
 */
export function checkJsBudgets(
  siteDirs: readonly string[],
  apps: readonly BudgetApp[],
  budgets: JsBudgets,
): JsBudgetResult {
  const cache: GzipCache = new Map();
  const sizes = siteDirs.flatMap((site) =>
    apps.map((app) => measureAppJs(site, app, budgets.gzipLevel, cache)),
  );
  const initialBudget = budgets.initialJsKB * KB;
  const lazyBudget = budgets.lazyChunkKB * KB;
  const failures: string[] = [];
  const rows: string[][] = [['app', 'what', 'files', 'gzip', 'budget', '']];

  for (const app of apps) {
    const mine = sizes.filter((s) => s.app === app.name);
    // Sites whose page loads the same files (the tenants of one build, unless their start languages differ).
    const groups = new Map<string, AppJsSizes[]>();
    for (const s of mine) {
      const key = s.initial.files.map((f) => f.url).join(' ');
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    for (const group of groups.values()) {
      const { initial, index } = group[0]!;
      const pages = group.map((s) => displayPath(s.index)).join(', ');
      const over = initial.gzipBytes > initialBudget;
      rows.push([
        app.name,
        `first screen: ${path.relative(group[0]!.site, index).split(path.sep).join('/')} (${group.map((s) => path.basename(s.site)).join(', ')})`,
        String(initial.files.length),
        kb(initial.gzipBytes),
        `${budgets.initialJsKB} KB`,
        over ? 'OVER' : '',
      ]);
      if (over) {
        failures.push(
          `${app.name}: the initial JS of ${pages} is ${kb(initial.gzipBytes)} gzip, over the ${budgets.initialJsKB} KB budget: ` +
            initial.files.map((f) => `${f.url} ${kb(f.gzipBytes)}`).join(', '),
        );
      }
    }
    // Lazy chunks are the app's own hashed files: the same in every site, so each is reported once.
    const lazy = new Map<string, { chunk: SizedFile; sites: string[] }>();
    for (const s of mine) {
      for (const chunk of s.lazy) {
        const seen = lazy.get(chunk.url);
        if (seen) seen.sites.push(displayPath(chunk.file));
        else lazy.set(chunk.url, { chunk, sites: [displayPath(chunk.file)] });
      }
    }
    const all = [...lazy.values()].sort((a, b) => b.chunk.gzipBytes - a.chunk.gzipBytes);
    const shown = all.filter((l) => l.chunk.gzipBytes > lazyBudget);
    for (const l of all.slice(0, 3)) if (!shown.includes(l)) shown.push(l);
    for (const { chunk, sites } of shown.sort((a, b) => b.chunk.gzipBytes - a.chunk.gzipBytes)) {
      const over = chunk.gzipBytes > lazyBudget;
      rows.push([
        app.name,
        `lazy chunk: ${chunk.url}`,
        '1',
        kb(chunk.gzipBytes),
        `${budgets.lazyChunkKB} KB`,
        over ? 'OVER' : '',
      ]);
      if (over) {
        const where = sites.length > 1 ? `${sites[0]} (and ${sites.length - 1} more site(s))` : sites[0];
        failures.push(
          `${app.name}: the lazy chunk ${where} is ${kb(chunk.gzipBytes)} gzip, over the ${budgets.lazyChunkKB} KB per-chunk budget`,
        );
      }
    }
    if (all.length > shown.length)
      rows.push([app.name, `${all.length - shown.length} more lazy chunk(s), each smaller`, '', '', '', '']);
  }

  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const table = [
    `JS budgets (gzip level ${budgets.gzipLevel}, KB = 1024 bytes; ${displayPath(BUDGETS_FILE)}):`,
    ...rows.map((r) =>
      `  ${r.map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')}`.trimEnd(),
    ),
  ].join('\n');
  return { ok: failures.length === 0, failures, table, sizes };
}
