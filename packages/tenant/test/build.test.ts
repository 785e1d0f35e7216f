import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandTenantSites, loadAllTenants, PAGE_HEAD_SCRIPT_SOURCE, REPO_ROOT } from '../src/node/index.ts';
import type { BrandedSite } from '../src/node/index.ts';
import { fakeAppDists } from './fake-apps.ts';
import { tempDir, tenantsDirWith } from './helpers.ts';
import type { Json } from './helpers.ts';

const IDS = ['goldcasino', 'sportsline', 'neonplay'];

function tree(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tree(dir, path.join(rel, e.name)) : [path.join(rel, e.name)],
  );
}

describe('branding the shared app builds per tenant', () => {
  let out: string;
  let sites: BrandedSite[];
  const apps = fakeAppDists(tempDir('wl-apps-'));
  const read = (id: string, rel: string) => readFileSync(path.join(out, id, rel), 'utf8');

  beforeAll(async () => {
    out = tempDir('wl-dist-');
    sites = await brandTenantSites(loadAllTenants({ ids: IDS }), apps, out);
  });

  it('writes one complete site per tenant', () => {
    expect(readdirSync(out).sort()).toEqual([...IDS].sort());
    const files = tree(path.join(out, 'goldcasino'))
      .map((f) => f.replace(/\.[0-9a-f]{10}\./, '.HASH.'))
      .sort();
    expect(files).toEqual(
      [
        'index.html',
        'assets/index-player1.js',
        'assets/Lobby-player2.js',
        'assets/index-player3.css',
        'assets/EN-player4.js',
        'assets/TY-player5.js',
        'agent/index.html',
        'agent/assets/index-agent1.js',
        'tenant/theme.HASH.css',
        'tenant/logo.HASH.svg',
        'tenant/favicon.HASH.svg',
        'tenant/favicon-48.HASH.png',
        'tenant/apple-touch-icon.HASH.png',
        'tenant/icon-192.HASH.png',
        'tenant/icon-512.HASH.png',
        'tenant/icon-maskable-512.HASH.png',
        'manifest.webmanifest',
        'robots.txt',
        'nginx.conf',
      ].sort(),
    );
    expect(sites.every((s) => s.copied === 0 && s.linked === 6)).toBe(true);
  });

  it('shares byte-identical JS and CSS across tenants (hard links to one build)', () => {
    for (const rel of [
      'assets/index-player1.js',
      'assets/Lobby-player2.js',
      'assets/index-player3.css',
      'agent/assets/index-agent1.js',
    ]) {
      const source = rel.startsWith('agent/')
        ? path.join(apps[1]!.dist, rel.slice(6))
        : path.join(apps[0]!.dist, rel);
      for (const id of IDS) {
        expect(read(id, rel)).toBe(readFileSync(source, 'utf8'));
        expect(statSync(path.join(out, id, rel)).ino).toBe(statSync(source).ino);
      }
    }
  });

  it('brands both index.html files with the tenant and links files that exist', () => {
    for (const id of IDS) {
      const tenant = loadAllTenants({ ids: [id] })[0]!;
      for (const page of ['index.html', 'agent/index.html']) {
        const html = read(id, page);
        expect(html).not.toContain('wl-tenant-head');
        expect(html).toContain(`<title>${tenant.config.seo.title}</title>`);
        expect(html).toContain(`"merchantCode":"${tenant.config.merchantCode}"`);
        for (const [, href] of html.matchAll(/href="(\/[^"]+)"/g))
          expect(existsSync(path.join(out, id, href!)), `${id}${href}`).toBe(true);
      }
      expect(read(id, 'agent/index.html')).toContain('src="/agent/assets/index-agent1.js"');
    }
    expect(read('neonplay', 'index.html')).toContain('<html lang="th">');
    expect(read('goldcasino', 'index.html')).toContain('<html lang="en">');
    expect(read('neonplay', 'index.html')).not.toBe(read('goldcasino', 'index.html'));
  });

  it("preloads the tenant's default language with the player's entry, and does not publish Vite's manifest", () => {
    expect(read('goldcasino', 'index.html')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/EN-player4.js">',
    );
    expect(read('goldcasino', 'index.html')).not.toContain('TY-player5.js');
    expect(read('neonplay', 'index.html')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/TY-player5.js">',
    );
    // The agent build has no manifest (it bundles its strings): its page is unchanged.
    expect(read('goldcasino', 'agent/index.html')).not.toContain('modulepreload');
    for (const id of IDS) expect(existsSync(path.join(out, id, '.vite'))).toBe(false);
  });

  it('compiles each tenant theme into its stylesheet', () => {
    const css = (id: string) => {
      const [name] = readdirSync(path.join(out, id, 'tenant')).filter((f) => f.startsWith('theme.'));
      return read(id, `tenant/${name}`);
    };
    expect(css('goldcasino')).toContain('color-scheme: dark;');
    expect(css('sportsline')).toContain('color-scheme: light;');
    expect(css('sportsline')).toContain('--wl-palette-brand-600: #0b4fc4;');
    expect(css('neonplay')).toContain('--wl-palette-brand-400: #ff4fd0;');
  });

  it('writes a web-app manifest whose icons exist', () => {
    const manifest = JSON.parse(read('sportsline', 'manifest.webmanifest')) as Json & {
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'SportsLine',
      short_name: 'SportsLine',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b4fc4',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const icon of manifest.icons) {
      const png = readFileSync(path.join(out, 'sportsline', icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
  });

  it('writes a sample nginx.conf with SPA fallbacks, caching and security headers', () => {
    const conf = read('goldcasino', 'nginx.conf');
    expect(conf).toContain('server_name goldcasino.example www.goldcasino.example;');
    // The prerendered pages in the visitor's language (wl_lang cookie), then the default's, then the app's 200.html.
    expect(conf).toMatch(
      /map \$cookie_wl_lang \$wl_lang_goldcasino \{\n {2}default "";\n {2}EN \/_lang\/EN;\n {2}TY \/_lang\/TY;\n\}/,
    );
    expect(conf).toMatch(/location = \/ \{[^}]*try_files \$wl_lang_goldcasino\/index\.html \/index\.html;/);
    expect(conf).toMatch(
      /location \/ \{[^}]*try_files \$uri \$wl_lang_goldcasino\$uri\/index\.html \$uri\/index\.html \/200\.html;/,
    );
    expect(conf).toMatch(/location \/ \{[^}]*add_header Vary Cookie;/);
    // The agent's login page is prerendered per language; the agent centre's routes are the agent app's 200.html.
    expect(conf).toMatch(
      /location = \/agent \{[^}]*try_files \/agent\$wl_lang_goldcasino\/index\.html \/agent\/index\.html =404;/,
    );
    expect(conf).toMatch(/location \^~ \/agentHome\/ \{[^}]*try_files \/agent\/200\.html =404;/);
    expect(conf).toMatch(
      /location \^~ \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/,
    );
    expect(conf).toMatch(/location \/ \{[^}]*Cache-Control "no-cache"/);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain('add_header X-Frame-Options "DENY" always;');
    expect(conf).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(conf).toContain('add_header Permissions-Policy ');
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // The prerendered pages' one inline script, by its hash.
    expect(csp).toContain(`script-src 'self' ${PAGE_HEAD_SCRIPT_SOURCE};`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
    // Every location repeats the security headers (nginx drops inherited add_header lines otherwise).
    const locations = conf.split('\n  location ').slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(9);
    for (const l of locations) expect(l).toContain('Content-Security-Policy');
  });

  it("compresses at level 6, not nginx's default level 1 (the JS budgets are counted at level 9)", () => {
    const conf = read('goldcasino', 'nginx.conf');
    expect(conf).toContain('\n  gzip on;\n');
    expect(conf).toContain('\n  gzip_comp_level 6;\n');
    expect(conf).toMatch(/\n {2}gzip_types [^;]*application\/javascript[^;]*application\/json/);
  });

  it("allows the tenant's API origin in connect-src", async () => {
    const dir = tenantsDirWith('remote', (t) => ((t.api as Json).baseUrl = 'https://gw.remote.example/api'));
    const out2 = tempDir('wl-dist-');
    await brandTenantSites(loadAllTenants({ tenantsDir: dir }), apps, out2);
    const conf = readFileSync(path.join(out2, 'remote', 'nginx.conf'), 'utf8');
    expect(conf).toContain("connect-src 'self' https://gw.remote.example;");
    expect(conf).not.toContain('proxy_pass');
  });

  it('passes the platform calls to the gateway when the API is on the site origin', () => {
    const conf = read('goldcasino', 'nginx.conf');
    expect(conf).toMatch(
      /location ~ \^\/\(wps\|lgw\|lotto\)\(\/\|\$\) \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:3001;/,
    );
    expect(conf).toMatch(
      /location ~ \^\/platform-assets\(\/\|\$\) \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:3001;/,
    );
    expect(conf).toContain("connect-src 'self';");
  });

  it("lets the site's own pages frame the platform's demo game (seamless game page), nothing else, and nothing else of the site", () => {
    const conf = read('goldcasino', 'nginx.conf');
    const locations = conf.split('\n  location ').slice(1);
    const assets = locations.filter((l) => l.startsWith('~ ^/platform-assets(/|$)'));
    expect(assets).toHaveLength(1);
    expect(assets[0]).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(/Content-Security-Policy "([^"]+)"/.exec(assets[0]!)?.[1]).toMatch(/frame-ancestors 'self'$/);
    // The site frames the launch CDN: on the site itself (/platform-assets) or an https host.
    expect(/Content-Security-Policy "([^"]+)"/.exec(assets[0]!)?.[1]).toContain("frame-src 'self' https:;");
    for (const other of locations.filter((l) => l !== assets[0])) {
      expect(other).toContain('add_header X-Frame-Options "DENY" always;');
      expect(other).not.toContain('X-Frame-Options "SAMEORIGIN"');
      expect(other).toContain("frame-ancestors 'none'\"");
      expect(other).toContain("frame-src 'self' https:;");
    }
  });

  it('matches the sample in deploy/ (regenerate: pnpm build:tenants goldcasino && cp dist/goldcasino/nginx.conf deploy/nginx.example.conf)', () => {
    expect(readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx.example.conf'), 'utf8')).toBe(
      read('goldcasino', 'nginx.conf'),
    );
  });
});

describe('pnpm build:tenants', () => {
  const apps = fakeAppDists(tempDir('wl-apps-'));
  const run = (args: string[]) =>
    spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(REPO_ROOT, 'scripts/build-tenants.ts'),
        ...args,
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, TENANT: '' },
      },
    );
  const appArgs = ['--skip-app-build', '--player-dist', apps[0]!.dist, '--agent-dist', apps[1]!.dist];

  it('builds the named tenants from a tenants folder', () => {
    const dir = tenantsDirWith('alpha');
    tenantsDirWith('beta', () => {}, dir);
    const out = tempDir('wl-dist-');
    const r = run([...appArgs, '--tenants-dir', dir, '--out', out, 'beta']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readdirSync(out)).toEqual(['beta']);
    expect(r.stdout).toContain('1 tenant(s) valid: beta');
  });

  it('refuses an invalid tenant before writing anything, naming the file and field', () => {
    const dir = tenantsDirWith('good');
    tenantsDirWith(
      'bad',
      (t) => ((t.theme as Json).overrides = { palette: { brand: { 500: '#12345' } } }),
      dir,
    );
    const out = path.join(tempDir('wl-dist-'), 'dist');
    const r = run([...appArgs, '--tenants-dir', dir, '--out', out]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `${path.join(dir, 'bad', 'tenant.json')}: theme.overrides.palette.brand.500: "#12345" is not a colour`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses an app build without the tenant marker', () => {
    writeFileSync(path.join(apps[1]!.dist, 'index.html'), '<html><head></head></html>');
    const out = path.join(tempDir('wl-dist-'), 'dist');
    const r = run([...appArgs, '--out', out, 'goldcasino']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('has no <!-- wl-tenant-head --> marker');
    expect(existsSync(out)).toBe(false);
  });
});
