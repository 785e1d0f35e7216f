import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  TenantDataError,
  extendTheme,
  parsePublicTenantConfig,
  parseTenantConfig,
  parseThemeFile,
} from '../src/index.ts';
import { REPO_THEMES, goldcasinoJson } from './helpers.ts';
import type { Json } from './helpers.ts';

const FILE = 'tenants/neonplay/tenant.json';

function errorOf(fn: () => unknown): TenantDataError {
  try {
    fn();
  } catch (e) {
    if (e instanceof TenantDataError) return e;
    throw e;
  }
  throw new Error('expected a TenantDataError');
}

const tenantWith = (edit: (t: Json) => void) => {
  const t = goldcasinoJson();
  edit(t);
  return () => parseTenantConfig(t, FILE);
};

describe('tenant.json schema', () => {
  it('accepts the demo tenant and applies defaults', () => {
    const t = parseTenantConfig(goldcasinoJson(), FILE);
    expect(t.merchantCode).toBe('GOLDCASINO');
    expect(t.languages).toEqual(['EN', 'TY']);
  });

  it('names the file and the token path of a wrong colour in the overrides', () => {
    const e = errorOf(
      tenantWith((t) => ((t.theme as Json).overrides = { palette: { brand: { 500: '#12345' } } })),
    );
    expect(e.message).toBe(`${FILE}: theme.overrides.palette.brand.500: "#12345" is not a colour`);
  });

  it('requires a merchant code', () => {
    const e = errorOf(tenantWith((t) => delete t.merchantCode));
    expect(e.message).toBe(`${FILE}: merchantCode: is required`);
  });

  it('rejects a merchant code with characters other than letters, digits, _ and -', () => {
    const e = errorOf(tenantWith((t) => (t.merchantCode = 'GOLD CASINO')));
    expect(e.message).toBe(
      `${FILE}: merchantCode: "GOLD CASINO" is not a merchant code (letters, digits, _ and - only)`,
    );
  });

  it('rejects an unsupported language', () => {
    const e = errorOf(tenantWith((t) => (t.languages = ['EN', 'HI'])));
    expect(e.message).toBe(`${FILE}: languages.1: "HI" is not a supported language (supported: EN, TY)`);
  });

  it('rejects a default language that is not in the list', () => {
    const e = errorOf(tenantWith((t) => ((t.defaultLanguage = 'TY'), (t.languages = ['EN']))));
    expect(e.message).toBe(`${FILE}: defaultLanguage: "TY" is not in languages (EN)`);
  });

  it('rejects an override of a token the theme does not have, and unknown fields', () => {
    const e = errorOf(
      tenantWith((t) => {
        (t.theme as Json).overrides = { color: { bg: { brnd: '#fff' } } };
        t.colour = 'gold';
      }),
    );
    expect(e.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'theme.overrides.color.bg.brnd: unknown field',
      'colour: unknown field',
    ]);
  });

  it('lists every problem, one line each', () => {
    const e = errorOf(
      tenantWith((t) => {
        delete t.merchantCode;
        (t.manifest as Json).themeColor = 'goldish';
        (t.api as Json).baseUrl = 'ftp://x';
      }),
    );
    expect(e.message.split('\n')).toEqual([
      `${FILE}: merchantCode: is required`,
      `${FILE}: manifest.themeColor: "goldish" is not a colour`,
      `${FILE}: api.baseUrl: "ftp://x" is neither empty, a path starting with / nor an http(s) URL`,
    ]);
  });

  it('rejects asset paths that leave the tenant folder or have the wrong type', () => {
    const e = errorOf(
      tenantWith(
        (t) => (
          ((t.assets as Json).logo = '../other/logo.svg'),
          ((t.assets as Json).favicon = 'assets/favicon.png')
        ),
      ),
    );
    expect(e.issues.map((i) => i.path)).toEqual(['assets.logo', 'assets.favicon']);
    expect(e.issues[1]?.message).toBe('"assets/favicon.png" must be a .svg file');
  });

  it('takes optional customer-service contacts and names a bad one', () => {
    const contacts = {
      email: 'help@brand.example',
      phone: '+66 2 555 0100',
      chatUrl: 'https://brand.example/chat',
    };
    expect(parseTenantConfig({ ...goldcasinoJson(), support: contacts }, FILE).support).toEqual(contacts);
    const e = errorOf(
      tenantWith(
        (t) => (t.support = { email: 'help.brand.example', chatUrl: 'javascript:alert(1)', fax: '1' }),
      ),
    );
    expect(e.message.split('\n').sort()).toEqual(
      [
        `${FILE}: support.email: "help.brand.example" is not an e-mail address`,
        `${FILE}: support.chatUrl: "javascript:alert(1)" is not an http(s) URL`,
        `${FILE}: support.fax: unknown field`,
      ].sort(),
    );
  });

  it('takes the analytics consent setting (banner required unless the tenant says notRequired) and names a bad one', () => {
    const analytics = { gtagId: 'G-ABC123XYZ', consent: 'notRequired' };
    expect(parseTenantConfig({ ...goldcasinoJson(), analytics }, FILE).analytics).toEqual(analytics);
    expect(
      parseTenantConfig({ ...goldcasinoJson(), analytics: { gtagId: 'G-ABC123XYZ' } }, FILE).analytics
        ?.consent,
    ).toBeUndefined();
    const page = {
      id: 'brand',
      name: 'Brand',
      merchantCode: 'BRAND',
      defaultLanguage: 'EN',
      languages: ['EN'],
      theme: { base: 'dark', scheme: 'dark', stylesheet: '/tenant/theme.css' },
      assets: { logo: '/l.svg', favicon: '/f.svg', appIcon192: '/192.png', appIcon512: '/512.png' },
      api: { baseUrl: '' },
    };
    expect(parsePublicTenantConfig({ ...page, analytics }).analytics).toEqual(analytics);
    const e = errorOf(tenantWith((t) => (t.analytics = { gtagId: 'G-ABC123XYZ', consent: 'never' })));
    expect(e.message).toMatch(new RegExp(`^${FILE}: analytics\\.consent: .*required.*notRequired`));
  });

  it('checks the encryption config per adapter', () => {
    const ok = goldcasinoJson();
    (ok.api as Json).encryption = { adapter: 'legacy-des-rsa', modulus: 'ab'.repeat(64) };
    expect(parseTenantConfig(ok, FILE).api.encryption).toEqual({
      adapter: 'legacy-des-rsa',
      modulus: 'ab'.repeat(64),
      exponent: '10001',
    });
    const e = errorOf(
      tenantWith((t) => ((t.api as Json).encryption = { adapter: 'rsa-oaep-aes-gcm', publicKeyPem: 'nope' })),
    );
    expect(e.message).toBe(
      `${FILE}: api.encryption.publicKeyPem: must be a PEM public key (-----BEGIN PUBLIC KEY-----)`,
    );
  });
});

describe('theme.json schema', () => {
  const dark = () => JSON.parse(readFileSync(path.join(REPO_THEMES, 'dark', 'theme.json'), 'utf8')) as Json;
  const FILE_T = 'themes/dark/theme.json';

  it.each(['dark', 'light', 'neon'])('accepts the shipped theme %s', (name) => {
    const data = JSON.parse(readFileSync(path.join(REPO_THEMES, name, 'theme.json'), 'utf8')) as unknown;
    expect(parseThemeFile(data, `themes/${name}/theme.json`).name).toBe(name);
  });

  it('names an unknown token and a bad colour', () => {
    const t = dark();
    const tokens = t.tokens as { palette: { red: Json }; radius: Json };
    tokens.palette.red[500] = 'reddish';
    tokens.radius.huge = '40px';
    const e = errorOf(() => parseThemeFile(t, FILE_T));
    expect(e.message.split('\n').sort()).toEqual(
      [
        `${FILE_T}: tokens.palette.red.500: "reddish" is not a colour`,
        `${FILE_T}: tokens.radius.huge: is not a token of the theme`,
      ].sort(),
    );
  });

  it('takes a theme that extends another with only some tokens and no scheme', () => {
    const t = { name: 'dusk', label: 'Dusk', extends: 'dark', tokens: { radius: { md: '4px' } } };
    expect(parseThemeFile(t, 'themes/dusk/theme.json')).toEqual(t);
  });

  it('names a missing token of a theme that extends none once merged (extendTheme)', () => {
    const t = dark();
    delete (t.tokens as { color: { bg: Json } }).color.bg.canvas;
    delete t.scheme;
    expect(errorOf(() => extendTheme(parseThemeFile(t, FILE_T), undefined, FILE_T)).message).toBe(
      [
        `${FILE_T}: scheme: is not set, and "dark" extends no theme to take it from`,
        `${FILE_T}: tokens.color.bg.canvas: is not set, and "dark" extends no theme to take it from`,
      ].join('\n'),
    );
  });

  it('refuses values that could break out of a CSS declaration', () => {
    const t = dark();
    (t.tokens as { radius: Json }).radius.md = '8px; } body { display: none';
    expect(errorOf(() => parseThemeFile(t, FILE_T)).issues[0]?.path).toBe('tokens.radius.md');
  });
});
