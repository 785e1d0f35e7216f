// pnpm lighthouse [tenant] [path]
//
// Lighthouse (mobile preset, Debian Chromium with the flags of chromium.config.js) on the home lobby of the default
// tenant served from dist/ (run `pnpm build:tenants` first) with a real platform on a fresh database (e2e/serve.ts).
// Prints the performance, accessibility and best-practices scores, LCP, TBT, CLS and the initial JS transferred
// (the entry script and its modulepreloads, gzip). Exits non-zero below the targets: performance >= 95,
// accessibility 100, initial JS <= 160 KB gzip.
// Env: LH_PLATFORM_PORT / LH_SITE_PORT (defaults 3291 / 4591), LH_NO_FAIL=1 to only report.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, chromiumArgs } from '../chromium.config.js';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const tenant = process.argv[2] ?? process.env.TENANT ?? 'goldcasino';
const path = process.argv[3] ?? '/';
const platformPort = Number(process.env.LH_PLATFORM_PORT ?? 3291);
const firstSitePort = Number(process.env.LH_SITE_PORT ?? 4591);
const KB = 1024;

const tenants = existsSync(DIST) ? readdirSync(DIST).filter((d) => existsSync(join(DIST, d, 'index.html'))).sort() : [];
if (!tenants.includes(tenant)) {
  console.error(`lighthouse: dist/${tenant}/ is not built; run pnpm build:tenants first.`);
  process.exit(1);
}
const url = `http://127.0.0.1:${firstSitePort + tenants.indexOf(tenant)}${path}`;

/** The JS a first visit must download before the app starts: the entry module and its modulepreloads. */
function initialJs(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(DIST, tenant, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const unique = [...new Set(files)];
  const gzipBytes = unique.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, tenant, file.replace(/^\//, ''))), { level: 9 }).length, 0);
  return { files: unique, gzipBytes };
}

async function waitFor(target: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (serverExited) throw new Error('the site server stopped (is a port in use?)');
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${target} did not answer within ${ms} ms`);
}

const server = spawn('pnpm', ['exec', 'tsx', 'serve.ts'], {
  cwd: join(ROOT, 'e2e'),
  env: { ...process.env, E2E_PLATFORM_PORT: String(platformPort), E2E_SITE_PORT: String(firstSitePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

try {
  await waitFor(url, 120_000);
  // One warm-up load so that the platform's first-query costs are not measured.
  await fetch(url);
  const outDir = join(ROOT, '.reports');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `lighthouse-${tenant}.json`);
  const run = spawnSync(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) throw new Error('lighthouse failed');
  type Audit = { numericValue?: number; displayValue?: string; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } };
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, Audit>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const jsTransferred = scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const initial = initialJs();
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    initialJsGzipKB: Number((initial.gzipBytes / KB).toFixed(1)),
    allJsTransferredKB: Number((jsTransferred / KB).toFixed(1)),
  };
  console.log(`Lighthouse (mobile) ${url} [${tenant}]`);
  console.log(`  performance     ${figures.performance}`);
  console.log(`  accessibility   ${figures.accessibility}`);
  console.log(`  best-practices  ${figures.bestPractices}`);
  console.log(`  LCP             ${figures.lcpMs} ms`);
  console.log(`  TBT             ${figures.tbtMs} ms`);
  console.log(`  CLS             ${figures.cls}`);
  console.log(`  initial JS      ${figures.initialJsGzipKB} KB gzip (${initial.files.length} files)`);
  console.log(`  all JS on load  ${figures.allJsTransferredKB} KB transferred`);
  const failing = report.audits;
  for (const [id, a] of Object.entries(failing)) {
    const s = (a as { score?: number | null }).score;
    if (s !== null && s !== undefined && s < 0.9 && ['accessibility', 'best-practices'].some(() => true) && (a as { scoreDisplayMode?: string }).scoreDisplayMode === 'binary')
      console.log(`  failing audit: ${id}`);
  }
  const ok = figures.performance >= 95 && figures.accessibility >= 100 && figures.initialJsGzipKB <= 160;
  stop();
  process.exit(ok || process.env.LH_NO_FAIL ? 0 : 1);
} catch (error) {
  console.error(error);
  stop();
  process.exit(1);
}
