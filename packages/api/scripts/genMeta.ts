/** Rewrites src/contract/meta/<area>.generated.ts from the registry: `pnpm --filter @wl/api gen:meta`. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { META_DIR, renderMeta } from './meta.ts';

mkdirSync(fileURLToPath(new URL(`../${META_DIR}`, import.meta.url)), { recursive: true });
for (const [file, after] of Object.entries(renderMeta())) {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  let before = '';
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    /* first run */
  }
  if (after !== before) writeFileSync(path, after);
  console.log(after === before ? `${file} is up to date` : `${file} rewritten`);
}
