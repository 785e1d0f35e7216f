import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { META_FILE, metaOf, renderMeta } from '../scripts/meta.ts';
import { AREAS } from '../src/contract/define.ts';
import { allCalls } from '../src/contract/registry.ts';
import * as meta from '../src/contract/meta.generated.ts';

describe('call metadata table (src/contract/meta.generated.ts)', () => {
  it('is what the registry produces (run `pnpm --filter @wl/api gen:meta` after changing a call)', () => {
    const committed = readFileSync(fileURLToPath(new URL(`../${META_FILE}`, import.meta.url)), 'utf8');
    expect(committed === renderMeta(), `${META_FILE} is stale: run \`pnpm --filter @wl/api gen:meta\``).toBe(true);
  });

  it('has a row for every call, equal to the call without its schemas, and imports no runtime code', () => {
    const tables = meta as unknown as Record<string, Record<string, unknown>>;
    for (const call of allCalls) {
      const row = tables[`${call.area}Meta`]?.[call.name];
      expect(row, call.name).toEqual(metaOf(call));
      expect(row, call.name).not.toHaveProperty('request');
      expect(row, call.name).not.toHaveProperty('response');
    }
    const rows = AREAS.reduce((n, a) => n + Object.keys(tables[`${a}Meta`] ?? {}).length, 0);
    expect(rows).toBe(allCalls.length);
    const source = readFileSync(fileURLToPath(new URL(`../${META_FILE}`, import.meta.url)), 'utf8');
    expect(source.match(/^import .*$/gm)).toEqual(["import type { CallMeta } from './define.ts';"]);
  });
});
