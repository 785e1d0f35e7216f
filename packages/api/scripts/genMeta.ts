/** Rewrites src/contract/meta.generated.ts from the registry: `pnpm --filter @wl/api gen:meta`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { META_FILE, renderMeta } from './meta.ts';

const path = fileURLToPath(new URL(`../${META_FILE}`, import.meta.url));
let before = '';
try {
  before = readFileSync(path, 'utf8');
} catch {
  /* first run */
}
const after = renderMeta();
if (after !== before) writeFileSync(path, after);
console.log(after === before ? `${META_FILE} is up to date` : `${META_FILE} rewritten`);
