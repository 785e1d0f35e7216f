import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantDataError } from '../src/index.ts';
import { listTenantIds, loadAllTenants, loadTenant, loadTheme } from '../src/node/index.ts';
import { REPO_TENANTS, tempDir, tenantsDirWith } from './helpers.ts';
import type { Json } from './helpers.ts';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof TenantDataError) return e.message;
    throw e;
  }
  throw new Error('expected a TenantDataError');
}

describe('loading the shipped tenants and themes', () => {
  it('loads every demo tenant with its theme resolved', () => {
    const tenants = loadAllTenants();
    expect(tenants.map((t) => t.id)).toEqual(
      expect.arrayContaining(['goldcasino', 'neonplay', 'sportsline']),
    );
    const neon = tenants.find((t) => t.id === 'neonplay');
    expect(neon?.config.defaultLanguage).toBe('TY');
    expect(neon?.theme.name).toBe('neon');
    expect(neon?.resolved.tokens.palette.brand[400]).toBe('#ff4fd0');
  });

  it('gives the three demo tenants different looks', () => {
    const looks = loadAllTenants({ ids: ['goldcasino', 'sportsline', 'neonplay'] }).map(
      (t) => `${t.resolved.scheme} ${t.resolved.tokens.color.bg.canvas} ${t.resolved.tokens.color.bg.brand}`,
    );
    expect(new Set(looks).size).toBe(3);
  });

  it('loadTheme names a theme whose name does not match its folder', () => {
    const dir = tempDir();
    cpSync(path.join(REPO_TENANTS, '..', 'themes', 'dark'), path.join(dir, 'dusk'), { recursive: true });
    expect(messageOf(() => loadTheme('dusk', { themesDir: dir }))).toBe(
      `${path.join(dir, 'dusk', 'theme.json')}: name: "dark" must match its folder name "dusk"`,
    );
  });
});

describe('loadTenant errors name the file and the field', () => {
  const file = (dir: string, id: string) => path.join(dir, id, 'tenant.json');

  it('wrong colour', () => {
    const dir = tenantsDirWith(
      'acme',
      (t) => ((t.theme as Json).overrides = { palette: { brand: { 500: '#12345' } } }),
    );
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: theme.overrides.palette.brand.500: "#12345" is not a colour`,
    );
  });

  it('missing merchant code', () => {
    const dir = tenantsDirWith('acme', (t) => delete t.merchantCode);
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: merchantCode: is required`,
    );
  });

  it('unknown theme', () => {
    const dir = tenantsDirWith('acme', (t) => ((t.theme as Json).base = 'sepia'));
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: theme.base: unknown theme "sepia" (available: dark, light, neon)`,
    );
  });

  it('unsupported language', () => {
    const dir = tenantsDirWith('acme', (t) => ((t.languages = ['EN', 'BN']), (t.defaultLanguage = 'EN')));
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: languages.1: "BN" is not a supported language (supported: EN, TY)`,
    );
  });

  it('default language not in the list', () => {
    const dir = tenantsDirWith('acme', (t) => ((t.languages = ['TY']), (t.defaultLanguage = 'EN')));
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: defaultLanguage: "EN" is not in languages (TY)`,
    );
  });

  it('id that does not match the folder', () => {
    const dir = tenantsDirWith('acme', (t) => (t.id = 'acme-two'));
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: id: "acme-two" must match its folder name "acme"`,
    );
  });

  it('missing asset file', () => {
    const dir = tenantsDirWith('acme');
    rmSync(path.join(dir, 'acme', 'assets', 'logo.svg'));
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: assets.logo: file "assets/logo.svg" not found in ${path.join(dir, 'acme')}`,
    );
  });

  it('unknown reference in the overrides', () => {
    const dir = tenantsDirWith(
      'acme',
      (t) => ((t.theme as Json).overrides = { color: { bg: { brand: '{palette.brand.450}' } } }),
    );
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toBe(
      `${file(dir, 'acme')}: theme.overrides.color.bg.brand: unknown reference {palette.brand.450}`,
    );
  });

  it('colours that break a contrast pair', () => {
    const dir = tenantsDirWith(
      'acme',
      (t) => ((t.theme as Json).overrides = { color: { bg: { surface: '#9aa0ae' } } }),
    );
    const message = messageOf(() => loadTenant('acme', { tenantsDir: dir }));
    expect(message).toContain(
      `${file(dir, 'acme')}: theme: contrast too low: color.fg.muted (#c5c9d3) on color.bg.surface (#9aa0ae): 1.`,
    );
    expect(message).toContain('needs 4.5:1 (secondary text on a surface)');
  });

  it('file that is not JSON', () => {
    const dir = tenantsDirWith('acme');
    writeFileSync(file(dir, 'acme'), '{ "id": "acme", }');
    expect(messageOf(() => loadTenant('acme', { tenantsDir: dir }))).toMatch(
      new RegExp(`^${file(dir, 'acme')}: is not valid JSON`),
    );
  });
});

describe('loadAllTenants', () => {
  it('collects the problems of every tenant before failing', () => {
    const dir = tenantsDirWith('one', (t) => delete t.merchantCode);
    tenantsDirWith('two', (t) => (t.languages = ['XX']), dir);
    tenantsDirWith('three', () => {}, dir);
    expect(listTenantIds({ tenantsDir: dir })).toEqual(['one', 'three', 'two']);
    const lines = messageOf(() => loadAllTenants({ tenantsDir: dir })).split('\n');
    expect(lines).toEqual([
      `${file(dir, 'one')}: merchantCode: is required`,
      `${file(dir, 'two')}: languages.0: "XX" is not a supported language (supported: EN, TY)`,
    ]);
  });

  it('refuses two tenants with one merchant code or one domain', () => {
    const dir = tenantsDirWith('one', (t) => ((t.merchantCode = 'SAME'), (t.domains = ['same.test'])));
    tenantsDirWith('two', (t) => ((t.merchantCode = 'same'), (t.domains = ['two.test', 'same.test'])), dir);
    expect(messageOf(() => loadAllTenants({ tenantsDir: dir })).split('\n')).toEqual([
      `${file(dir, 'two')}: merchantCode: "same" is also the merchant code of one`,
      `${file(dir, 'two')}: domains.1: "same.test" is also a domain of one`,
    ]);
  });

  it('names a requested tenant that does not exist', () => {
    const dir = tenantsDirWith('one');
    expect(messageOf(() => loadAllTenants({ tenantsDir: dir, ids: ['nope'] }))).toBe(
      `${file(dir, 'nope')}: no tenant "nope" (known: one)`,
    );
  });

  function file(dir: string, id: string) {
    return path.join(dir, id, 'tenant.json');
  }
});

describe('DEFAULT_TENANT', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is goldcasino unless TENANT says otherwise', async () => {
    vi.stubEnv('TENANT', '');
    vi.resetModules();
    expect((await import('../src/node/load.ts')).DEFAULT_TENANT).toBe('goldcasino');
    vi.stubEnv('TENANT', 'neonplay');
    vi.resetModules();
    expect((await import('../src/node/load.ts')).DEFAULT_TENANT).toBe('neonplay');
  });
});
