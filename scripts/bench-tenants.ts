// pnpm bench:tenants [--count 20] [--runs 3] [--keep]
//
// Generates `count` throwaway tenants in a temp folder (never in tenants/), then times `build:tenants`
// end to end, app builds included, for 1 tenant and for all of them, and prints both times and the
// ratio (median of `runs` runs each). Also times the branding step alone (--skip-app-build).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, listTenantIds, loadAllTenants } from '../packages/tenant/src/node/index.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const runs = Number(values.runs);
if (!Number.isInteger(count) || count < 2 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: pnpm bench:tenants [--count N>=2] [--runs N>=1] [--keep]');
  process.exit(2);
}

// 1. Throwaway tenants, cycling through the demo tenants' themes, overrides and assets.
const work = mkdtempSync(path.join(tmpdir(), 'wl-bench-'));
const tenantsDir = path.join(work, 'tenants');
const demos = listTenantIds().map((id) => ({
  id,
  json: JSON.parse(readFileSync(path.join(REPO_ROOT, 'tenants', id, 'tenant.json'), 'utf8')) as Record<
    string,
    unknown
  >,
}));
const ids: string[] = [];
for (let i = 1; i <= count; i++) {
  const demo = demos[(i - 1) % demos.length]!;
  const id = `bench-${String(i).padStart(2, '0')}`;
  cpSync(path.join(REPO_ROOT, 'tenants', demo.id), path.join(tenantsDir, id), { recursive: true });
  const json = structuredClone(demo.json);
  Object.assign(json, {
    id,
    name: `Bench ${i}`,
    merchantCode: `BENCH_${i}`,
    domains: [`${id}.bench.example`],
  });
  const theme = json.theme as { overrides?: Record<string, unknown> };
  theme.overrides = { ...theme.overrides, radius: { md: `${4 + (i % 8)}px` } };
  writeFileSync(path.join(tenantsDir, id, 'tenant.json'), `${JSON.stringify(json, null, 2)}\n`);
  ids.push(id);
}
loadAllTenants({ tenantsDir }); // fail early if the generated tenants are invalid

// 2. Timed runs of the real command.
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function once(label: string, args: string[], run: number): number {
  const out = path.join(work, 'out');
  rmSync(out, { recursive: true, force: true });
  const t0 = performance.now();
  const child = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(REPO_ROOT, 'scripts/build-tenants.ts'),
      '--quiet',
      '--tenants-dir',
      tenantsDir,
      '--out',
      out,
      ...args,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const ms = performance.now() - t0;
  if (child.status !== 0) {
    console.error(`${child.stderr}\nbench:tenants: ${label} failed (exit ${child.status})`);
    process.exit(1);
  }
  process.stderr.write(`  ${label} run ${run}/${runs}: ${(ms / 1000).toFixed(2)} s\n`);
  return ms;
}

/** Runs the two cases alternately (1, N, 1, N, ...) so that load from other work on the machine hits both alike. */
function pair(a: [string, string[]], b: [string, string[]]): [number, number] {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let r = 1; r <= runs; r++) {
    ta.push(once(a[0], a[1], r));
    tb.push(once(b[0], b[1], r));
  }
  return [median(ta), median(tb)];
}

const [one, many] = pair(['1 tenant', [ids[0]!]], [`${count} tenants`, []]);
const [oneBrand, manyBrand] = pair(
  ['1 tenant, apps reused', ['--skip-app-build', ids[0]!]],
  [`${count} tenants, apps reused`, ['--skip-app-build']],
);
if (!values.keep) rmSync(work, { recursive: true, force: true });

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`bench:tenants: median of ${runs} run(s), end to end (player + agent app builds included)`);
console.log(`  1 tenant:    ${s(one)}`);
console.log(`  ${count} tenants:  ${s(many)}`);
console.log(`  ratio ${count}/1:  ${(many / one).toFixed(2)}`);
console.log(
  `  branding only (apps reused): 1 tenant ${s(oneBrand)}, ${count} tenants ${s(manyBrand)}, ` +
    `${s((manyBrand - oneBrand) / (count - 1))} per extra tenant`,
);
if (values.keep) console.log(`  kept ${work}`);
