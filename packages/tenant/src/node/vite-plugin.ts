import path from 'node:path';
import type { Plugin } from 'vite';
import { brandIndexHtml } from '../html.ts';
import { DEFAULT_TENANT, loadTenant } from './load.ts';
import type { LoadOptions } from './load.ts';
import { tenantsDir, themesDir } from './paths.ts';
import { createTenantSite } from './site.ts';
import type { TenantSite } from './site.ts';

export type WlTenantOptions = LoadOptions & {
  /** Tenant to brand the dev server with. Default: env TENANT, else DEFAULT_TENANT. */
  tenant?: string;
};

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Vite plugin for the player and agent apps. In dev (`vite serve`) it replaces `<!-- wl-tenant-head -->`
 * in index.html with the tenant's head (the same `brandIndexHtml` as build:tenants) and serves the tenant's
 * files (/tenant/*, /manifest.webmanifest, /robots.txt) from memory, reloading the page when a tenant or
 * theme file changes. In `vite build` it does nothing: the compiled app stays tenant-neutral and
 * build:tenants brands one copy per merchant.
 */
export function wlTenant(options: WlTenantOptions = {}): Plugin {
  const id = options.tenant ?? process.env.TENANT?.trim() ?? DEFAULT_TENANT;
  const loadOpts: LoadOptions = { tenantsDir: options.tenantsDir, themesDir: options.themesDir };
  let site: Promise<TenantSite> | undefined;
  const current = () => (site ??= Promise.resolve().then(() => createTenantSite(loadTenant(id, loadOpts))));

  return {
    name: 'wl-tenant',
    apply: 'serve',
    configureServer(server) {
      const watched = [path.join(options.tenantsDir ?? tenantsDir(), id), options.themesDir ?? themesDir()];
      server.watcher.add(watched);
      const onChange = (file: string) => {
        if (watched.some((dir) => file.startsWith(dir + path.sep))) {
          site = undefined;
          server.ws.send({ type: 'full-reload' });
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      // Registered before Vite's own middlewares, so /tenant/* also answers on the agent's server (base /agent/).
      const base = server.config.base.replace(/\/$/, '');
      server.middlewares.use((req, res, next) => {
        let pathname = (req.url ?? '').split('?')[0] ?? '';
        if (base && pathname.startsWith(`${base}/`)) pathname = pathname.slice(base.length);
        if (
          !pathname.startsWith('/tenant/') &&
          pathname !== '/manifest.webmanifest' &&
          pathname !== '/robots.txt'
        )
          return next();
        current().then(
          ({ files, info }) => {
            let key = pathname.slice(1);
            if (key === 'tenant/theme.css') key = info.head.stylesheet.slice(1);
            const body = files.get(key);
            if (!body) return next();
            res.setHeader('Content-Type', CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, so it does not rebase the tenant's absolute URLs onto the app base.
      order: 'post',
      handler: async (html) => brandIndexHtml(html, (await current()).info),
    },
  };
}
