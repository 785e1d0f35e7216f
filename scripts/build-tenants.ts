// pnpm build:tenants [id...] [--skip-app-build] [--tenants-dir DIR] [--out DIR] [--player-dist DIR] [--agent-dist DIR]
//
// Builds the player and agent apps ONCE (tenant-neutral), then writes one static site per merchant to
// dist/<id>/: player at /, agent at /agent/ (also answering /agentHome), branded index.html files, the
// tenant's hashed theme stylesheet and icons, manifest.webmanifest, robots.txt and a sample nginx.conf.
// The player's public pages are written as HTML per language (apps/player/src/prerender.tsx); every other path
// is answered by 200.html. The compiled JS is hard-linked, so it is byte-identical across tenants. Every tenant is validated
// first: an invalid tenant stops the build before anything is built or written.
// Env: WL_TENANTS_DIR (tenants folder), WL_PLAYER_BUILD / WL_AGENT_BUILD (shell commands replacing
// `pnpm --filter @wl/player build` / `pnpm --filter @wl/agent build`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  REPO_ROOT,
  TenantDataError,
  brandTenantSites,
  checkAppDists,
  loadAllTenants,
} from '../packages/tenant/src/node/index.ts';
import type { AppDist } from '../packages/tenant/src/node/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'skip-app-build': { type: 'boolean', default: false },
    'tenants-dir': { type: 'string' },
    out: { type: 'string', default: path.join(REPO_ROOT, 'dist') },
    'player-dist': { type: 'string', default: path.join(REPO_ROOT, 'apps/player/dist') },
    'agent-dist': { type: 'string', default: path.join(REPO_ROOT, 'apps/agent/dist') },
    // Default: dist-ssr/prerender.js beside each app's dist.
    'player-prerender': { type: 'string' },
    'agent-prerender': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const log = (line: string) => {
  if (!values.quiet) console.log(line);
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const started = performance.now();

// 1. Validate every requested tenant before building or writing anything.
let tenants;
try {
  tenants = loadAllTenants({
    ids: positionals,
    tenantsDir: values['tenants-dir'] && path.resolve(values['tenants-dir']),
  });
} catch (e) {
  if (e instanceof TenantDataError) {
    console.error(`build:tenants: invalid tenant data, nothing was built:\n${e.message}`);
    process.exit(1);
  }
  throw e;
}
if (tenants.length === 0) {
  console.error('build:tenants: no tenants found');
  process.exit(1);
}
log(`build:tenants: ${tenants.length} tenant(s) valid: ${tenants.map((t) => t.id).join(', ')}`);

// 2. Build each app once.
const prerenderOf = (given: string | undefined, dist: string) =>
  path.resolve(given ?? path.join(path.dirname(path.resolve(dist)), 'dist-ssr/prerender.js'));
const prerenders = [
  prerenderOf(values['player-prerender'], values['player-dist']),
  prerenderOf(values['agent-prerender'], values['agent-dist']),
];
const apps: AppDist[] = [
  {
    name: 'player',
    dist: path.resolve(values['player-dist']),
    mount: '',
  },
  { name: 'agent', dist: path.resolve(values['agent-dist']), mount: 'agent' },
];
if (!values['skip-app-build']) {
  const commands: [string, string][] = [
    ['player', process.env.WL_PLAYER_BUILD || 'pnpm --filter @wl/player build'],
    ['agent', process.env.WL_AGENT_BUILD || 'pnpm --filter @wl/agent build'],
  ];
  for (const [name, command] of commands) {
    const t0 = performance.now();
    const run = spawnSync(command, {
      cwd: REPO_ROOT,
      shell: true,
      stdio: values.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    if (run.status !== 0) {
      console.error(`build:tenants: building the ${name} app failed (${command})`);
      process.exit(run.status ?? 1);
    }
    log(`build:tenants: ${name} app built in ${seconds(performance.now() - t0)}`);
  }
}

// 3. Brand one copy per tenant. An app's public pages are written as HTML when its prerender was built
// (docs/decisions/0010-prerendered-first-screen.md): looked for now, after the app builds.
for (const [i, app] of apps.entries()) if (existsSync(prerenders[i]!)) app.prerender = prerenders[i]!;
try {
  checkAppDists(apps);
} catch (e) {
  console.error(`build:tenants: ${(e as Error).message}`);
  process.exit(1);
}
const t0 = performance.now();
try {
  const out = path.resolve(values.out);
  const sites = await brandTenantSites(tenants, apps, out);
  for (const s of sites)
    log(
      `  ${path.relative(process.cwd(), s.dir) || s.dir}/  ${s.files} files (${s.linked} shared by hard link, ${s.copied} copied)`,
    );
} catch (e) {
  if (e instanceof TenantDataError) {
    console.error(`build:tenants: invalid tenant data:\n${e.message}`);
    process.exit(1);
  }
  throw e;
}
log(
  `build:tenants: branded ${tenants.length} tenant(s) in ${seconds(performance.now() - t0)}; total ${seconds(performance.now() - started)}`,
);
