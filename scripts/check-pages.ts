// pnpm check:pages [id...] [--dist DIR]
//
// Checks the prerendered public pages of the built sites (dist/<id>/, from `pnpm build:tenants`): every route of the
// apps' prerenders (apps/player/src/prerender.tsx, apps/agent/src/prerender.tsx) in every language of the tenant has its file, in its language,
// with the page in #root. Exits 1 naming each page that is missing or empty. Why: docs/decisions/0010.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  HTML_LANG_OF,
  REPO_ROOT,
  loadAllTenants,
  prerenderedPageProblems,
  type TenantLanguage,
} from '../packages/tenant/src/node/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string', default: path.join(REPO_ROOT, 'dist') } },
});
const dist = path.resolve(values.dist);
const APPS = [
  { name: 'player', mount: '' },
  { name: 'agent', mount: 'agent' },
];
const apps = [];
for (const app of APPS) {
  const module = path.join(REPO_ROOT, `apps/${app.name}/dist-ssr/prerender.js`);
  if (!existsSync(module)) {
    console.error(
      `check:pages: apps/${app.name}/dist-ssr/prerender.js not found; run pnpm build:tenants first`,
    );
    process.exit(1);
  }
  const { PRERENDERED_ROUTES } = (await import(pathToFileURL(module).href)) as {
    PRERENDERED_ROUTES: string[];
  };
  apps.push({ ...app, routes: PRERENDERED_ROUTES });
}
const ids = positionals.length > 0 ? positionals : existsSync(dist) ? readdirSync(dist).sort() : [];
const tenants = loadAllTenants({ ids }).filter((t) => existsSync(path.join(dist, t.id)));
if (tenants.length === 0) {
  console.error(`check:pages: no built site in ${dist}`);
  process.exit(1);
}
let failed = 0;
for (const tenant of tenants) {
  for (const app of apps) {
    const problems = prerenderedPageProblems(
      path.join(dist, tenant.id),
      app.routes,
      tenant.config.languages,
      tenant.config.defaultLanguage,
      (language) => HTML_LANG_OF[language as TenantLanguage],
      app.mount,
    );
    const pages = app.routes.length * tenant.config.languages.length;
    const bad = new Set(problems.map((p) => p.split(':')[0])).size;
    console.log(`  ${tenant.id} ${app.name}: ${pages - bad} of ${pages} pages prerendered`);
    for (const problem of problems) console.error(`    ${problem}`);
    failed += problems.length;
  }
}
if (failed > 0) {
  console.error(`check:pages: ${failed} problem(s)`);
  process.exit(1);
}
console.log(`check:pages: every public page of ${tenants.length} site(s) is HTML`);
