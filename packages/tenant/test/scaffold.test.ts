import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TenantDataError } from '../src/index.ts';
import { createTenantSite, loadTenant, scaffoldTenant } from '../src/node/index.ts';
import { tempDir, tenantsDirWith } from './helpers.ts';

describe('tenant:new (scaffoldTenant)', () => {
  it('creates a tenant that validates and builds', async () => {
    const dir = tempDir();
    const t = scaffoldTenant('lucky-star', { tenantsDir: dir, theme: 'light' });
    expect(t.config).toMatchObject({
      id: 'lucky-star',
      name: 'Lucky Star',
      merchantCode: 'LUCKY_STAR',
      defaultLanguage: 'EN',
      theme: { base: 'light' },
    });
    expect(loadTenant('lucky-star', { tenantsDir: dir }).id).toBe('lucky-star');
    expect(readFileSync(path.join(dir, 'lucky-star', 'assets', 'logo.svg'), 'utf8')).toContain('Lucky Star');
    const site = await createTenantSite(t);
    expect([...site.files.keys()].some((k) => /^tenant\/icon-512\.[0-9a-f]{10}\.png$/.test(k))).toBe(true);
  });

  it('refuses an existing tenant', () => {
    const dir = tenantsDirWith('taken');
    expect(() => scaffoldTenant('taken', { tenantsDir: dir })).toThrow(/tenant "taken" already exists/);
  });

  it('refuses an invalid id and writes nothing', () => {
    const dir = tempDir();
    expect(() => scaffoldTenant('Bad_Id', { tenantsDir: dir })).toThrow(TenantDataError);
    expect(() => scaffoldTenant('Bad_Id', { tenantsDir: dir })).toThrow('id: "Bad_Id" is not a tenant id');
    expect(existsSync(path.join(dir, 'Bad_Id'))).toBe(false);
  });

  it('refuses a merchant code another tenant has, and an unknown theme', () => {
    const dir = tenantsDirWith('first', (t) => (t.merchantCode = 'SHARED'));
    expect(() => scaffoldTenant('second', { tenantsDir: dir, merchantCode: 'shared' })).toThrow(
      'merchantCode: "shared" is already the merchant code of first',
    );
    expect(() => scaffoldTenant('third', { tenantsDir: dir, theme: 'sepia' })).toThrow(
      /sepia.*theme\.json: file not found/,
    );
    expect(existsSync(path.join(dir, 'second'))).toBe(false);
  });
});
