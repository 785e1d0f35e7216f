import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaffoldTenant } from '@wl/tenant/node';
import { buildApp, type PlatformApp } from '../src/app.ts';
import { customers } from '../src/db/schema.ts';
import { loadPlatformTenants } from '../src/tenants/registry.ts';
import { newPlatformConfig, writePlatformConfig } from '../src/tenants/scaffold.ts';
import { createFromTemplate } from './pg.ts';

const TENANTS = new URL('../../../tenants/', import.meta.url);
const work = mkdtempSync(join(tmpdir(), 'wl-new-tenant-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tenants folder with copies of the repository's tenants. */
function tenantsCopy(name: string): string {
  const dir = join(work, name);
  for (const id of ['goldcasino', 'neonplay', 'sportsline'])
    cpSync(new URL(id, TENANTS), join(dir, id), { recursive: true });
  return dir;
}

async function call(
  app: PlatformApp,
  merchant: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  token?: string,
) {
  const res = await app.inject({
    method,
    url,
    headers: { merchant, 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(payload ? { payload } : {}),
  });
  return res.json() as { success: boolean; value: never; message: string | null; errorCode: string | null };
}
const login = (app: PlatformApp, merchant: string, username: string, password = 'demo1234') =>
  call(app, merchant, 'POST', '/wps/session/login', { username, password });

describe('a new tenant from tenant:new', () => {
  it('has a short platform.json that the platform reads with its defaults', () => {
    const dir = tenantsCopy('scaffold');
    const t = scaffoldTenant('acme', { name: 'Acme Bet', theme: 'light', tenantsDir: dir });
    const written = newPlatformConfig(t.dir, { domains: t.config.domains, wallet: 'single' });
    expect(Object.keys(written).length, 'only what the merchant decides').toBeLessThanOrEqual(10);
    const config = writePlatformConfig(t.dir, {
      domains: t.config.domains,
      wallet: 'single',
      currency: 'usd',
    });
    expect(config).toMatchObject({
      wallet: 'single',
      currency: 'USD',
      currencySymbol: '$',
      mainDomain: 'www.acme.example',
      domainList: ['www.acme.example', 'acme.example'],
    });
    expect(JSON.parse(readFileSync(join(t.dir, 'platform.json'), 'utf8')).$schema).toMatch(
      /apps\/platform\/platform\.schema\.json$/,
    );
    const acme = loadPlatformTenants(dir).find((x) => x.id === 'acme')!;
    expect(acme.merchantCode).toBe('ACME');
    // The defaults are complete: the same rules and modules as a tenant that spells them all out (but for the two
    // profile fields sportsline turns on at registration: nationality, required, and occupation).
    const sportsline = loadPlatformTenants(dir).find((x) => x.id === 'sportsline')!;
    const { nationality, occupation, ...spelledOut } = sportsline.config.registerFields;
    expect([nationality?.show, nationality?.required, occupation?.show]).toEqual([true, true, true]);
    const { nationality: n, occupation: o, ...defaults } = acme.config.registerFields;
    expect([n?.show, o?.show]).toEqual([false, false]);
    expect(defaults).toEqual(spelledOut);
    expect(Object.keys(acme.config.modules).sort()).toEqual(Object.keys(sportsline.config.modules).sort());
    expect(acme.config.features).toMatchObject({
      usernameRegistration: true,
      freePlay: true,
      captchaOnRegister: false,
    });
  });

  it('refuses a platform.json that does not validate and leaves no file behind', () => {
    const dir = tenantsCopy('bad');
    const t = scaffoldTenant('badco', { tenantsDir: dir });
    expect(() => writePlatformConfig(t.dir, { domains: t.config.domains, currency: 'EURO' })).toThrow(
      /platform\.json: currency/,
    );
    expect(existsSync(join(t.dir, 'platform.json'))).toBe(false);
  });

  it('is seeded on the next start of a seeded database; the tenants already there keep their data', async () => {
    const dir = tenantsCopy('restart');
    let database: { dataDir: string } | { databaseUrl: string };
    let drop: (() => Promise<void>) | undefined;
    if (process.env.DATABASE_URL) {
      const db = await createFromTemplate(process.env.DATABASE_URL);
      database = { databaseUrl: db.url };
      drop = db.drop;
    } else {
      database = { dataDir: join(work, 'db') };
    }
    try {
      const first = await buildApp({ ...database, tenantsDir: dir, printOutbox: false });
      expect(
        await call(first, 'GOLDCASINO', 'PUT', '/wps/member/register', {
          username: 'keepme1',
          password: 'abc12345',
          confirmPassword: 'abc12345',
        }),
      ).toMatchObject({ success: true });
      const credited = await call(first, 'GOLDCASINO', 'POST', '/wps/dev/wallet/credit', {
        username: 'demo',
        amount: 123.45,
      });
      expect(credited.success).toBe(true);
      const demoBalance = (credited.value as { balance: number }).balance;
      expect(await login(first, 'ACME', 'agent')).toMatchObject({
        success: false,
        errorCode: 'NOT_FOUND_MERCHANT_IN_HEADER',
      });
      await first.close();

      const t = scaffoldTenant('acme', { name: 'Acme Bet', theme: 'light', tenantsDir: dir });
      writePlatformConfig(t.dir, { domains: t.config.domains });

      const second = await buildApp({ ...database, tenantsDir: dir, printOutbox: false });
      try {
        // The new brand has the seed accounts, history and notices (home banners included).
        const agent = await login(second, 'ACME', 'agent');
        expect(agent).toMatchObject({ success: true });
        const demo = await login(second, 'ACME', 'demo');
        expect(demo).toMatchObject({ success: true });
        // Rewards with no extra step: the default promotions, missions, VIP levels and referral, with demo's seed.
        const demoToken = (demo.value as { token: string }).token;
        const promos = (
          await call(second, 'ACME', 'GET', '/wps/relay/MCSFE_getAvailablePromotions', undefined, demoToken)
        ).value as { list: { id: string; status: string }[] };
        expect(promos.list.find((x) => x.id === 'VIPGIFT')).toMatchObject({ status: 'ISSUED' });
        expect(
          (
            (
              await call(
                second,
                'ACME',
                'GET',
                '/wps/relay/MCSFE_getMissionSummaryDetails',
                undefined,
                demoToken,
              )
            ).value as { missions: unknown[] }
          ).missions.length,
        ).toBeGreaterThan(0);
        expect(
          (
            (await call(second, 'ACME', 'GET', '/wps/relay/MCSFE_getPlayerRankGroupLevels')).value as {
              list: unknown[];
            }
          ).list.length,
        ).toBeGreaterThan(1);
        expect(
          (await call(second, 'ACME', 'GET', '/wps/relay/MCSFE_getReferralDetails', undefined, demoToken))
            .value,
        ).toMatchObject({ totalInvitations: 2, enabled: true });
        const notices = await call(
          second,
          'ACME',
          'GET',
          '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&platform=W&execution=B',
        );
        expect(
          (notices.value as { banners: { groupName: string }[] }).banners.filter(
            (b) => b.groupName === 'w_home',
          ).length,
        ).toBeGreaterThan(0);
        // The tenants already there are as they were left: nothing was reset or seeded twice.
        expect(await login(second, 'GOLDCASINO', 'keepme1', 'abc12345')).toMatchObject({ success: true });
        const again = await call(second, 'GOLDCASINO', 'POST', '/wps/dev/wallet/credit', {
          username: 'demo',
          amount: 0.01,
        });
        expect((again.value as { balance: number }).balance).toBeCloseTo(demoBalance + 0.01, 2);
        const rows = await second.platform.db.select({ tenantId: customers.tenantId }).from(customers);
        const count = (id: string) => rows.filter((r) => r.tenantId === id).length;
        expect(count('acme')).toBe(count('sportsline'));
        expect(count('goldcasino')).toBe(count('sportsline') + 1);
      } finally {
        await second.close();
      }
    } finally {
      await drop?.();
    }
  }, 120_000); // two starts on a data folder and a tenant's seed: ~5 s on an idle machine, 40 s on a loaded one
});
