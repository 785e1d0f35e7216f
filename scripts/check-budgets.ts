// pnpm check:budgets [id...] [--dist DIR] [--budgets FILE]
//
// Checks the JavaScript of the built sites (dist/<id>/, from `pnpm build:tenants`) against budgets.json: the first
// screen of the player (index.html) and of the agent (agent/index.html), i.e. every module script of the page and its
// modulepreloads together, gzip, and every other (lazy) chunk on its own. Prints a size table; exits 1 naming each
// file over its budget, with its size and the budget. Why the figures: docs/decisions/0007-javascript-budgets.md.
// test-all runs it right after "build every tenant".
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS_FILE, checkJsBudgets, loadBudgets } from '../packages/tenant/src/node/budget.ts';
import { REPO_ROOT } from '../packages/tenant/src/node/paths.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: path.join(REPO_ROOT, 'dist') },
    budgets: { type: 'string', default: BUDGETS_FILE },
  },
});

const dist = path.resolve(values.dist);
const built = existsSync(dist)
  ? readdirSync(dist, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(dist, e.name, 'index.html')))
      .map((e) => e.name)
      .sort()
  : [];
const ids = positionals.length > 0 ? positionals : built;
const missing = ids.filter((id) => !built.includes(id));
if (ids.length === 0 || missing.length > 0) {
  console.error(
    `check:budgets: ${missing.length ? `dist/${missing.join(', dist/')} not built` : `no site in ${dist}`}; run pnpm build:tenants first`,
  );
  process.exit(1);
}

try {
  const result = checkJsBudgets(
    ids.map((id) => path.join(dist, id)),
    [
      { name: 'player', mount: '' },
      { name: 'agent', mount: 'agent' },
    ],
    loadBudgets(path.resolve(values.budgets)),
  );
  console.log(result.table);
  if (!result.ok) {
    console.error(
      `check:budgets: ${result.failures.length} JS budget(s) exceeded:\n  ${result.failures.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`check:budgets: ${ids.length} site(s) within the JS budgets`);
} catch (e) {
  console.error(`check:budgets: ${(e as Error).message}`);
  process.exit(1);
}
