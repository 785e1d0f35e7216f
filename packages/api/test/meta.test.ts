import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { META_DIR, metaOf, renderMeta } from '../scripts/meta.ts';
import { AREAS } from '../src/contract/define.ts';
import { allCalls } from '../src/contract/registry.ts';
import * as meta from '../src/contract/meta/index.ts';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');

describe(`call metadata tables (${META_DIR}/<area>.generated.ts)`, () => {
  it('are what the registry produces (run `pnpm --filter @wl/api gen:meta` after changing a call)', () => {
    for (const [file, expected] of Object.entries(renderMeta())) {
      expect(read(file) === expected, `${file} is stale: run \`pnpm --filter @wl/api gen:meta\``).toBe(true);
    }
  });

  it('have a row for every call, equal to the call without its schemas, and import nothing but their expander', () => {
    const tables = meta as unknown as Record<string, Record<string, unknown>>;
    for (const call of allCalls) {
      const row = tables[`${call.area}Meta`]?.[call.name];
      expect(row, call.name).toEqual(metaOf(call));
      expect(row, call.name).not.toHaveProperty('request');
      expect(row, call.name).not.toHaveProperty('response');
    }
    const rows = AREAS.reduce((n, a) => n + Object.keys(tables[`${a}Meta`] ?? {}).length, 0);
    expect(rows).toBe(allCalls.length);
    for (const area of AREAS) {
      // Only the row expander, itself importing nothing at run time.
      expect(read(`${META_DIR}/${area}.generated.ts`).match(/^import .*$/gm)).toEqual([
        "import { metaRows } from './rows.ts';",
      ]);
    }
  });
});
