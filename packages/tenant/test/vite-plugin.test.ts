import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_HEAD_MARKER } from '../src/index.ts';
import { wlTenant } from '../src/node/vite-plugin.ts';
import { tempDir } from './helpers.ts';

function app(): string {
  const root = tempDir('wl-vite-app-');
  mkdirSync(path.join(root, 'src'));
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n${TENANT_HEAD_MARKER}\n</head>\n<body><script type="module" src="/src/main.js"></script></body>\n</html>\n`,
  );
  writeFileSync(path.join(root, 'src', 'main.js'), 'document.body.dataset.ready = "1";\n');
  return root;
}

describe('wlTenant in vite serve', () => {
  let server: Awaited<ReturnType<typeof createServer>>;
  let origin: string;

  beforeAll(async () => {
    server = await createServer({
      root: app(),
      configFile: false,
      logLevel: 'silent',
      base: '/agent/',
      plugins: [wlTenant({ tenant: 'sportsline' })],
      server: { host: '127.0.0.1', port: 0, ws: false },
    });
    await server.listen();
    origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  it('brands index.html with the chosen tenant', async () => {
    const html = await (await fetch(`${origin}/agent/`)).text();
    expect(html).not.toContain(TENANT_HEAD_MARKER);
    expect(html).toContain('<title>SportsLine: live sports betting</title>');
    expect(html).toContain('<script type="application/json" id="wl-tenant">{"id":"sportsline"');
  });

  it('serves the theme stylesheet, icons and manifest it links, also outside the app base', async () => {
    const html = await (await fetch(`${origin}/agent/`)).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(stylesheet).toMatch(/^\/tenant\/theme\.[0-9a-f]{10}\.css$/);
    const css = await fetch(origin + stylesheet);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('--wl-palette-brand-600: #0b4fc4;');
    expect(await (await fetch(`${origin}/tenant/theme.css`)).text()).toContain('color-scheme: light;');
    const png = /<link rel="icon" href="([^"]+)" type="image\/png"/.exec(html)?.[1] ?? '';
    const icon = await fetch(origin + png);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const manifest = (await (await fetch(`${origin}/manifest.webmanifest`)).json()) as { name: string };
    expect(manifest.name).toBe('SportsLine');
    expect((await fetch(`${origin}/tenant/nope.css`)).status).toBe(404);
  });
});

describe('wlTenant in vite build', () => {
  it('leaves the marker for build:tenants (the JS build is tenant-neutral)', async () => {
    const root = app();
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [wlTenant({ tenant: 'sportsline' })],
    });
    const html = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    expect(html).toContain(TENANT_HEAD_MARKER);
    expect(html).not.toContain('SportsLine');
  });
});
