import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTenantSite, loadTenant } from '../src/node/index.ts';
import { tenantsDirWith } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('createTenantSite', () => {
  it('ships web fonts with hashed names and declares them in the theme stylesheet', async () => {
    const dir = tenantsDirWith('fonty', (t) => {
      (t.assets as Json).fonts = [
        { family: 'Brand Sans', src: 'assets/fonts/brand.woff2', weight: '400 700' },
      ];
      (t.theme as Json).overrides = { font: { family: { heading: "'Brand Sans', sans-serif" } } };
    });
    mkdirSync(path.join(dir, 'fonty', 'assets', 'fonts'));
    writeFileSync(path.join(dir, 'fonty', 'assets', 'fonts', 'brand.woff2'), 'wOF2 fake font bytes');
    const site = await createTenantSite(loadTenant('fonty', { tenantsDir: dir }));
    const font = [...site.files.keys()].find((k) => /^tenant\/brand\.[0-9a-f]{10}\.woff2$/.test(k));
    expect(font).toBeDefined();
    const css = site.files.get(site.info.head.stylesheet.slice(1))?.toString() ?? '';
    expect(css).toContain(
      `@font-face {\n  font-family: 'Brand Sans';\n  src: url('/${font}') format('woff2');\n  font-weight: 400 700;`,
    );
    expect(css).toContain("--wl-font-family-heading: 'Brand Sans', sans-serif;");
  });

  it('names the tenant file and field when the app icon cannot be rendered', async () => {
    const dir = tenantsDirWith('broken');
    writeFileSync(path.join(dir, 'broken', 'assets', 'app-icon.svg'), '<svg this is not xml');
    await expect(createTenantSite(loadTenant('broken', { tenantsDir: dir }))).rejects.toThrow(
      `${path.join(dir, 'broken', 'tenant.json')}: assets.appIcon: "assets/app-icon.svg" cannot be rendered to PNG`,
    );
  });

  it('keeps the agent out of search engines', async () => {
    const site = await createTenantSite(loadTenant('sportsline'));
    expect(site.files.get('robots.txt')?.toString()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /agent\nDisallow: /agentHome\n',
    );
  });
});
