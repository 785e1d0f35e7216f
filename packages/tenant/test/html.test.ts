// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  BOOT_SHELL_MARKER,
  TENANT_HEAD_MARKER,
  TenantDataError,
  brandIndexHtml,
  jsonForScript,
  readTenantConfig,
} from '../src/index.ts';
import type { TenantBuildInfo } from '../src/index.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>placeholder</title>
    ${TENANT_HEAD_MARKER}
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

const info = (): TenantBuildInfo => ({
  head: {
    lang: 'th',
    title: 'Neon "Play" <Thai>',
    description: 'เล่นสล็อต & คาสิโน',
    themeColor: '#0e0920',
    stylesheet: '/tenant/theme.0123456789.css',
    faviconSvg: '/tenant/favicon.aaaaaaaaaa.svg',
    faviconPng: '/tenant/favicon-48.bbbbbbbbbb.png',
    appleTouchIcon: '/tenant/apple-touch-icon.cccccccccc.png',
    manifest: '/manifest.webmanifest',
  },
  config: {
    id: 'neonplay',
    name: 'NeonPlay </script><script>alert(1)</script>',
    merchantCode: 'NEONPLAY',
    defaultLanguage: 'TY',
    languages: ['TY', 'EN'],
    theme: { base: 'neon', scheme: 'dark', stylesheet: '/tenant/theme.0123456789.css' },
    assets: {
      logo: '/tenant/logo.svg',
      favicon: '/tenant/favicon.svg',
      appIcon192: '/tenant/i192.png',
      appIcon512: '/tenant/i512.png',
    },
    api: { baseUrl: 'https://api.neonplay.example', pathOverrides: { login: '/wps/relay/MCSFE_login' } },
  },
});

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('brandIndexHtml', () => {
  it('paints the tenant header bar in #root before any script when the app asks for it', () => {
    const withShell = INDEX.replace('<div id="root"></div>', `<div id="root">${BOOT_SHELL_MARKER}</div>`);
    const doc = parse(brandIndexHtml(withShell, info()));
    const logo = doc.querySelector('#root .wl-boot img');
    expect(logo?.getAttribute('src')).toBe('/tenant/logo.svg');
    // The name is escaped: the attribute cannot open a script.
    expect(logo?.getAttribute('alt')).toBe('NeonPlay </script><script>alert(1)</script>');
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.querySelector('#root .wl-boot')?.getAttribute('aria-busy')).toBe('true');
    // Colours and sizes are the theme's variables, so every tenant's bar matches its real header.
    expect(doc.querySelector('#root style')?.textContent).toContain('var(--wl-component-header-bg)');
    // Without the marker (the agent app) #root stays empty.
    expect(parse(brandIndexHtml(INDEX, info())).getElementById('root')?.innerHTML).toBe('');
  });

  it('puts the tenant head where the marker was and sets the page language', () => {
    const doc = parse(brandIndexHtml(INDEX, info()));
    expect(doc.documentElement.lang).toBe('th');
    expect(doc.title).toBe('Neon "Play" <Thai>');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('เล่นสล็อต & คาสิโน');
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0e0920');
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/tenant/theme.0123456789.css',
    );
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect([...doc.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('type'))).toEqual([
      'image/svg+xml',
      'image/png',
    ]);
    expect(doc.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();
    expect(doc.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull();
  });

  it('carries the public config in a JSON data block that cannot break out of its element', () => {
    const html = brandIndexHtml(INDEX, info());
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    const block = doc.getElementById('wl-tenant');
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(readTenantConfig(doc)).toEqual(info().config);
  });

  it('keeps titles outside the head, such as an inline SVG title', () => {
    const html = brandIndexHtml(
      INDEX.replace('<div id="root">', '<svg><title>Logo</title></svg><div id="root">'),
      info(),
    );
    expect(html).toContain('<svg><title>Logo</title></svg>');
    expect(html).not.toContain('placeholder');
  });

  it('refuses an index.html without the marker', () => {
    expect(() => brandIndexHtml('<html><head></head></html>', info())).toThrow(TENANT_HEAD_MARKER);
  });

  it('gives the same result every time (dev and build:tenants share it)', () => {
    expect(brandIndexHtml(INDEX, info())).toBe(brandIndexHtml(INDEX, info()));
  });
});

describe('readTenantConfig', () => {
  it('reads the block from the current document by default', () => {
    document.documentElement.innerHTML = parse(brandIndexHtml(INDEX, info())).documentElement.innerHTML;
    expect(readTenantConfig().merchantCode).toBe('NEONPLAY');
  });

  it('fails clearly when the block is missing, not JSON, or not a tenant config', () => {
    expect(() => readTenantConfig(parse('<html><head></head></html>'))).toThrow(
      '#wl-tenant: the page has no tenant config block',
    );
    const bad = (text: string) => parse(`<script type="application/json" id="wl-tenant">${text}</script>`);
    expect(() => readTenantConfig(bad('{nope'))).toThrow(/^#wl-tenant: is not valid JSON/);
    const { merchantCode: _m, ...rest } = info().config;
    const e = (() => {
      try {
        readTenantConfig(bad(jsonForScript(rest)));
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(TenantDataError);
    expect((e as TenantDataError).message).toBe('#wl-tenant: merchantCode: is required');
  });
});
