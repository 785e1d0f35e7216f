import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withFreshTable } from '../scripts/callTable.ts';

describe('README call table', () => {
  it('matches the registry (run `pnpm --filter @wl/api readme` after changing a call)', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    expect(
      withFreshTable(readme) === readme,
      'the README call table is stale: run `pnpm --filter @wl/api readme`',
    ).toBe(true);
  });
});
