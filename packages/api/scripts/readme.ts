/** Rewrites the call table of packages/api/README.md from the registry: `pnpm --filter @wl/api readme`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withFreshTable } from './callTable.ts';

const path = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(path, 'utf8');
const after = withFreshTable(before);
if (after !== before) writeFileSync(path, after);
console.log(after === before ? 'README call table is up to date' : 'README call table rewritten');
