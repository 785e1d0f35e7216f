// Serves every built tenant site (dist/<id>/) on its own port, as the sample nginx.conf does (SPA fallbacks for the
// player and for /agent + /agentHome), with the platform's calls proxied to a reference platform started here on a
// fresh database. Used by the Playwright journeys; run by hand with `pnpm --filter @wl/e2e serve`.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { buildApp } from '@wl/platform';
import { DIST, FIRST_SITE_PORT, PLATFORM_PORT, builtTenants, platformUrl } from './support/sites.ts';

const PLATFORM_PREFIXES = ['/wps', '/lgw', '/lotto', '/platform-assets'];

async function startPlatform() {
  const platform = await buildApp({ logger: false });
  await platform.listen({ host: '127.0.0.1', port: PLATFORM_PORT });
  return platform;
}

async function startSite(tenant: string, port: number) {
  const root = join(DIST, tenant);
  const site = Fastify({ logger: false });
  for (const prefix of PLATFORM_PREFIXES) {
    await site.register(httpProxy, { upstream: platformUrl, prefix, rewritePrefix: prefix, http2: false });
  }
  await site.register(fastifyStatic, { root, wildcard: false, index: ['index.html'], serve: false });
  site.get('/*', async (request, reply) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = join(root, path);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      const hashed = /\/assets\//.test(path);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.slice(1));
    }
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send('Not found');
    const agent = path === '/agent' || path === '/agentHome' || path.startsWith('/agent/');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(agent ? 'agent/index.html' : 'index.html');
  });
  await site.listen({ host: '127.0.0.1', port });
  return site;
}

const tenants = builtTenants();
if (tenants.length === 0) {
  console.error('No tenant is built in dist/: run `pnpm build:tenants` first.');
  process.exit(1);
}
const platform = await startPlatform();
const sites = await Promise.all(tenants.map((tenant, i) => startSite(tenant, FIRST_SITE_PORT + i)));
console.log(`platform ${platformUrl}`);
tenants.forEach((tenant, i) => console.log(`${tenant} http://127.0.0.1:${FIRST_SITE_PORT + i}/`));

async function shutdown() {
  await Promise.allSettled([...sites.map((site) => site.close()), platform.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
