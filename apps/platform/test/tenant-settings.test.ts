import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patternById } from '@wl/domain';
import { platformJsonSchema } from '../scripts/platform-schema.ts';
import { loadPlatformTenants } from '../src/tenants/registry.ts';

describe('tenant platform settings', () => {
  it('every tenant folder has a valid platform.json', () => {
    const tenants = loadPlatformTenants();
    expect(tenants.map((t) => t.id)).toEqual(['goldcasino', 'neonplay', 'sportsline']);
  });
  it('every register rule names a pattern family of the domain catalogue', () => {
    for (const t of loadPlatformTenants()) {
      for (const [field, rule] of Object.entries(t.config.registerFields)) {
        expect(patternById(rule.patternId), `${t.id}.${field}`).toBeDefined();
        expect(rule.minLength, `${t.id}.${field}`).toBeLessThanOrEqual(rule.maxLength);
      }
    }
  });
  it('a broken platform.json is reported with its file and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-tenants-'));
    const root = new URL('../../../tenants/', import.meta.url);
    cpSync(new URL('goldcasino', root), join(dir, 'goldcasino'), { recursive: true });
    const file = join(dir, 'goldcasino', 'platform.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...json, wallet: 'triple' }));
    expect(() => loadPlatformTenants(dir)).toThrow(/platform\.json: wallet/);
  });
  it('platform.schema.json is up to date (pnpm exec tsx scripts/platform-schema.ts)', () => {
    expect(readFileSync(new URL('../platform.schema.json', import.meta.url), 'utf8')).toBe(
      platformJsonSchema(),
    );
  });
});
