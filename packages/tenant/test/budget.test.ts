import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkJsBudgets, initialScriptUrls, loadBudgets } from '../src/node/budget.ts';
import type { JsBudgets } from '../src/node/budget.ts';
import { REPO_ROOT } from '../src/node/paths.ts';
import { tempDir } from './helpers.ts';

const KB = 1024;
/** JavaScript-looking text that gzip cannot shrink much: about `kb` KB gzip. */
const incompressible = (kb: number) =>
  `export default ${JSON.stringify(randomBytes(kb * KB).toString('base64'))};\n`;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * A built site shaped like dist/<id>/ of build:tenants: the player at / and the agent at /agent/, each index.html
 * with its module scripts and a modulepreload (the start language), plus lazy chunks. `files` maps a path in the
 * site to its text.
 */
function site(files: Record<string, string>): string {
  const dir = tempDir('wl-budget-');
  const page = (base: string) =>
    `<!doctype html>\n<html lang="en">\n  <head>\n` +
    `    <script type="module" fetchpriority="low" crossorigin src="${base}assets/framework-a1.js"></script>\n` +
    `    <script type="module" fetchpriority="low" crossorigin src="${base}assets/index-b2.js"></script>\n` +
    `    <link rel="stylesheet" href="/tenant/theme.css">\n` +
    `    <link rel="modulepreload" fetchpriority="low" crossorigin href="${base}assets/EN-c3.js">\n` +
    `  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
  const all: Record<string, string> = {
    'index.html': page('/'),
    'agent/index.html': page('/agent/'),
    'assets/framework-a1.js': 'export const framework = 1;',
    'assets/index-b2.js': 'export const player = 1;',
    'assets/EN-c3.js': 'export default {};',
    'assets/Lobby-d4.js': 'export const lobby = 1;',
    'assets/index-b2.js.map': incompressible(30), // source maps are not downloaded
    'agent/assets/framework-a1.js': 'export const framework = 1;',
    'agent/assets/index-b2.js': 'export const agent = 1;',
    'agent/assets/EN-c3.js': 'export default {};',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const APPS = [
  { name: 'player', mount: '' },
  { name: 'agent', mount: 'agent' },
];
const small: JsBudgets = { gzipLevel: 9, initialJsKB: 20, lazyChunkKB: 10 };

describe('the JS budgets of a built site', () => {
  it('finds the module scripts and modulepreloads of a page, not its stylesheets, classic scripts or other origins', () => {
    expect(
      initialScriptUrls(
        `<script type="module" src="/a.js"></script><script src="/classic.js"></script>` +
          `<script type="application/json" id="cfg">{}</script><link rel="stylesheet" href="/t.css">` +
          `<link crossorigin href="/b.js" rel="modulepreload"><link rel=modulepreload href=/c.js>` +
          `<link rel="modulepreload" href="/a.js"><script type="module" src="https://cdn.test/x.js"></script>`,
      ),
    ).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it("counts a prerendered page's deferred module preloads (fetched when its app starts) as initial JS", () => {
    expect(
      initialScriptUrls(
        `<link data-wl-modulepreload fetchpriority="low" href="/e.js" data-wl-entry>` +
          `<link data-wl-modulepreload href="/f.js"><link data-wl-modulepreloads href="/not.js">`,
      ),
    ).toEqual(['/e.js', '/f.js']);
  });

  it('passes under budget and prints the sizes against the budgets', () => {
    const result = checkJsBudgets([site({})], APPS, small);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.table).toMatch(
      /player\s+first screen: index\.html \(wl-budget-\w+\)\s+3\s+0\.1 KB\s+20 KB$/m,
    );
    expect(result.table).toMatch(/agent\s+first screen: agent\/index\.html .*\s+3\s+0\.1 KB\s+20 KB$/m);
    expect(result.table).toMatch(/player\s+lazy chunk: \/assets\/Lobby-d4\.js\s+1\s+0\.0 KB\s+10 KB/);
    expect(result.table).not.toContain('OVER');
    const player = result.sizes.find((s) => s.app === 'player')!;
    expect(player.initial.files.map((f) => f.url)).toEqual([
      '/assets/framework-a1.js',
      '/assets/index-b2.js',
      '/assets/EN-c3.js',
    ]);
    // The agent's files are not the player's lazy chunks, nor is a source map.
    expect(player.lazy.map((f) => f.url)).toEqual(['/assets/Lobby-d4.js']);
  });

  it('fails when the entry and its modulepreloads together exceed the budget, naming each file, its size and the budget', () => {
    // Each file alone is under the 20 KB budget; together (plus the small framework) they are over it.
    const entry = incompressible(12);
    const preload = incompressible(9);
    const dir = site({ 'assets/index-b2.js': entry, 'assets/EN-c3.js': preload });
    const result = checkJsBudgets([dir], APPS, small);
    expect(result.ok).toBe(false);
    expect(result.failures).toHaveLength(1);
    const total = gz('export const framework = 1;') + gz(entry) + gz(preload);
    expect(total).toBeGreaterThan(20 * KB);
    const page = path.join(dir, 'index.html');
    expect(result.failures[0]).toBe(
      `player: the initial JS of ${page} is ${(total / KB).toFixed(1)} KB gzip, over the 20 KB budget: ` +
        `/assets/framework-a1.js 0.0 KB, /assets/index-b2.js ${(gz(entry) / KB).toFixed(1)} KB, ` +
        `/assets/EN-c3.js ${(gz(preload) / KB).toFixed(1)} KB`,
    );
    expect(result.table).toMatch(/player\s+first screen: index\.html .*\s+3\s+\d+\.\d KB\s+20 KB\s+OVER/);
  });

  it('fails when one lazy chunk exceeds the per-chunk budget, naming the file, its size and the budget', () => {
    const chunk = incompressible(11);
    const dir = site({ 'agent/assets/Reports-e5.js': chunk, 'agent/assets/Small-f6.js': incompressible(9) });
    const result = checkJsBudgets([dir], APPS, small);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([
      `agent: the lazy chunk ${path.join(dir, 'agent/assets/Reports-e5.js')} is ${(gz(chunk) / KB).toFixed(1)} KB gzip, over the 10 KB per-chunk budget`,
    ]);
    expect(result.table).toMatch(
      /agent\s+lazy chunk: \/agent\/assets\/Reports-e5\.js\s+1\s+1\d\.\d KB\s+10 KB\s+OVER/,
    );
  });

  it('reports a chunk shared by every tenant site once, and tenants with the same first screen together', () => {
    const chunk = incompressible(11);
    const a = site({ 'assets/Lobby-d4.js': chunk });
    const b = site({ 'assets/Lobby-d4.js': chunk });
    const result = checkJsBudgets([a, b], APPS, small);
    expect(result.failures).toEqual([
      `player: the lazy chunk ${path.join(a, 'assets/Lobby-d4.js')} (and 1 more site(s)) is ${(gz(chunk) / KB).toFixed(1)} KB gzip, over the 10 KB per-chunk budget`,
    ]);
    expect(result.table).toContain(`first screen: index.html (${path.basename(a)}, ${path.basename(b)})`);
  });

  it('names a script the page loads but the site lacks', () => {
    const dir = site({});
    writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/assets/gone.js"></script>');
    expect(() => checkJsBudgets([dir], APPS, small)).toThrow(`loads /assets/gone.js, which is not in ${dir}`);
  });

  it('reads the repository budgets: 200 KB gzip (level 9) for the first screen', () => {
    expect(loadBudgets()).toMatchObject({ gzipLevel: 9, initialJsKB: 200 });
    expect(loadBudgets().lazyChunkKB).toBeGreaterThan(0);
    const bad = path.join(tempDir('wl-budget-'), 'budgets.json');
    writeFileSync(bad, JSON.stringify({ gzipLevel: 9, initialJsKB: '200', lazyChunkKB: 40 }));
    expect(() => loadBudgets(bad)).toThrow('budgets.json: initialJsKB must be a number above 0');
  });
});

describe('pnpm check:budgets', () => {
  const run = (dist: string) =>
    spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(REPO_ROOT, 'scripts/check-budgets.ts'),
        '--dist',
        dist,
      ],
      { encoding: 'utf8' },
    );
  /** A dist/ folder holding one tenant site `id`. */
  const dist = (id: string, files: Record<string, string>) => {
    const out = tempDir('wl-budget-dist-');
    cpSync(site(files), path.join(out, id), { recursive: true });
    return out;
  };

  it('fails with the repository budgets when the first screen is over 200 KB gzip or a lazy chunk is over budget', () => {
    const { initialJsKB, lazyChunkKB } = loadBudgets();
    const out = dist('bigbrand', {
      'assets/index-b2.js': incompressible(initialJsKB - 10),
      'assets/EN-c3.js': incompressible(15),
      'agent/assets/Reports-e5.js': incompressible(lazyChunkKB + 2),
    });
    const r = run(out);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('check:budgets: 2 JS budget(s) exceeded:');
    expect(r.stderr).toMatch(
      new RegExp(
        `player: the initial JS of .*bigbrand/index\\.html is 2\\d\\d\\.\\d KB gzip, over the ${initialJsKB} KB budget: /assets/framework-a1\\.js 0\\.0 KB, /assets/index-b2\\.js 1\\d\\d\\.\\d KB, /assets/EN-c3\\.js 1\\d\\.\\d KB`,
      ),
    );
    expect(r.stderr).toMatch(
      new RegExp(
        `agent: the lazy chunk .*bigbrand/agent/assets/Reports-e5\\.js is \\d+\\.\\d KB gzip, over the ${lazyChunkKB} KB per-chunk budget`,
      ),
    );
    expect(r.stdout).toContain('JS budgets (gzip level 9, KB = 1024 bytes; budgets.json):');
  });

  it('passes and prints the size table when every site is within the budgets', () => {
    const r = run(dist('smallbrand', {}));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/player\s+first screen: index\.html \(smallbrand\)/);
    expect(r.stdout).toContain('check:budgets: 1 site(s) within the JS budgets');
  });

  it('asks for a build when dist/ has no site', () => {
    const r = run(tempDir('wl-budget-empty-'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('run pnpm build:tenants first');
  });
});
