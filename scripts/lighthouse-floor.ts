// pnpm lighthouse:floor [tenant] [--no-js]
//
// The named stack's floor: builds apps/player/floor/ (the player's framework chunk set up and one heading rendered,
// no lobby, no platform call) with the player's build options, brands it as the tenant (goldcasino by default: same
// head, theme stylesheet, boot shell and icons as its real site) into .reports/floor/<tenant>/, and runs
// `pnpm lighthouse` on it with the same harness, runs and targets (LH_RUNS, LH_NO_FAIL as there). Whatever this
// measures, no change to the app's own code can take the real home page below it (decision 0008). With --no-js the
// page keeps only its HTML, stylesheet and boot shell (no script at all): what Lighthouse gives a page that runs
// nothing on this machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandTenantSites, loadAllTenants, REPO_ROOT } from '../packages/tenant/src/node/index.ts';

const noJs = process.argv.includes('--no-js');
const tenant = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.TENANT ?? 'goldcasino';
const built = mkdtempSync(join(tmpdir(), 'wl-floor-'));
const out = join(REPO_ROOT, '.reports/floor');
try {
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--config', 'floor/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: join(REPO_ROOT, 'apps/player'),
      env: { ...process.env, FLOOR_OUT_DIR: built },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  await brandTenantSites(loadAllTenants({ ids: [tenant] }), [{ name: 'floor', dist: built, mount: '' }], out);
  if (noJs) {
    const index = join(out, tenant, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(
        /\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?/g,
        '',
      ),
    );
  }
} finally {
  rmSync(built, { recursive: true, force: true });
}
const run = spawnSync('pnpm', ['exec', 'tsx', 'scripts/lighthouse.ts', tenant], {
  cwd: REPO_ROOT,
  env: { ...process.env, LH_DIST: out },
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
