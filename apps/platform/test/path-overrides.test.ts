import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@wl/tenant/node';
import { GOLD, SPORTS, usePlatform } from './helpers.ts';

// A copy of tenants/ where goldcasino's build calls the site status under the newer mobile path.
const dir = mkdtempSync(join(tmpdir(), 'wl-overrides-'));
cpSync(join(REPO_ROOT, 'tenants'), dir, { recursive: true });
const file = join(dir, 'goldcasino', 'tenant.json');
const tenant = JSON.parse(readFileSync(file, 'utf8'));
tenant.api = { ...tenant.api, pathOverrides: { 'site.permission': '/wps/v2/system/status' } };
writeFileSync(file, JSON.stringify(tenant, null, 2));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const t = usePlatform({ tenantsDir: dir });

describe('tenant path overrides', () => {
  it("serves a call at the path a tenant's build uses for it", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status',
      headers: { merchant: GOLD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { maintenance: false } });
  });

  it('answers the override path only for the merchants that use it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status',
      headers: { merchant: SPORTS },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('keeps the registry path for every merchant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: GOLD } });
    expect(res.json()).toMatchObject({ success: true });
  });
});
