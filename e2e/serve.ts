// Serves every built tenant site (dist/<id>/) on its own port, as the sample nginx.conf does (SPA fallbacks for the
// player and for /agent + /agentHome), with the platform's calls proxied to a reference platform started here on a
// fresh database. Used by the Playwright journeys; run by hand with `pnpm --filter @wl/e2e serve`.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { buildApp } from '@wl/platform';
import { languageCookieOf, siteFileFor } from '@wl/tenant/node';
import { DIST, STACKS, builtTenants, stackPorts } from './support/sites.ts';

const PLATFORM_PREFIXES = ['/wps', '/lgw', '/lotto', '/platform-assets'];
const READY = 'e2e stack ready';

async function startPlatform(port: number) {
  const platform = await buildApp({ logger: false });
  await platform.listen({ host: '127.0.0.1', port });
  return platform;
}

/**
 * The response headers the tenant's generated nginx.conf sends on every answer (Content-Security-Policy, nosniff,
 * frame and referrer policies, ...), so every journey runs under the policy production serves: an inline script, an
 * eval or a call to another origin that the policy refuses breaks a journey here, not a merchant's site.
 */
function nginxSecurityHeaders(nginxConf: string): [string, string][] {
  const headers = new Map<string, string>();
  for (const [, name, value] of nginxConf.matchAll(/^\s*add_header (\S+) "([^"]*)" always;/gm))
    headers.set(name!, value!);
  return [...headers];
}

/** The nginx.conf's location block of the third-party login's callback page (its own opener policy). */
const CALLBACK_LOCATION = /^\s*location = \/oauth-callback\.html \{[^}]*\}/m;

/** The nginx.conf's location block of the platform's images and demo game (/platform-assets), if it has one. */
const ASSETS_LOCATION = /^\s*location ~ \^\/platform-assets\(\/\|\$\) \{[^}]*\}/m;

async function startSite(tenant: string, port: number, platformUrl: string) {
  const root = join(DIST, tenant);
  const site = Fastify({ logger: false });
  const conf = readFileSync(join(root, 'nginx.conf'), 'utf8');
  const callbackBlock = CALLBACK_LOCATION.exec(conf)?.[0];
  const security = nginxSecurityHeaders(conf.replace(ASSETS_LOCATION, '').replace(CALLBACK_LOCATION, ''));
  const callbackSecurity = callbackBlock ? nginxSecurityHeaders(callbackBlock) : security;
  if (!security.some(([name]) => name === 'Content-Security-Policy'))
    throw new Error(`${tenant}: its nginx.conf sends no Content-Security-Policy`);
  // /platform-assets has headers of its own (the site's pages may frame the demo game: the seamless game page).
  const assetsBlock = ASSETS_LOCATION.exec(conf)?.[0];
  const assetSecurity = assetsBlock ? nginxSecurityHeaders(assetsBlock) : security;
  site.addHook('onSend', async (request, reply) => {
    const assets = /^\/platform-assets(\/|\?|$)/.test(request.url);
    const callback = /^\/oauth-callback\.html(\?|$)/.test(request.url);
    for (const [name, value] of assets ? assetSecurity : callback ? callbackSecurity : security)
      reply.header(name, value);
  });
  for (const prefix of PLATFORM_PREFIXES) {
    // As the nginx sample does: the platform learns the host the browser used (its launch URLs are on it).
    await site.register(httpProxy, {
      upstream: platformUrl,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-host': request.headers.host ?? '',
        }),
      },
    });
  }
  await site.register(fastifyStatic, { root, wildcard: false, index: ['index.html'], serve: false });
  site.get('/*', async (request, reply) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = siteFileFor(root, path, languageCookieOf(request.headers.cookie));
    if (!file) return reply.code(404).send('Not found');
    const hashed = /\/assets\//.test(path);
    reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(file);
  });
  await site.listen({ host: '127.0.0.1', port });
  return site;
}

const tenants = builtTenants();
if (tenants.length === 0) {
  console.error('No tenant is built in dist/: run `pnpm build:tenants` first.');
  process.exit(1);
}
// One stack per Playwright worker (E2E_STACKS, see support/sites.ts); by hand, one. Each stack runs in its own
// process: PGlite works on the thread that calls it, so one stack's reset would stall every other stack's answers.
// This process runs stack 0 and starts it last (Playwright waits for its first site), once the others answer.
const ONLY = process.env.E2E_STACK_ONLY;
const children: ChildProcess[] = [];
if (ONLY === undefined) {
  for (let stack = 1; stack < STACKS; stack++) children.push(await startChildStack(stack));
}
const own = ONLY === undefined ? 0 : Number(ONLY);
const ports = stackPorts(own);
const platformUrl = `http://127.0.0.1:${ports.platform}`;
const platform = await startPlatform(ports.platform);
const sites = await Promise.all(
  tenants.map((tenant, i) => startSite(tenant, ports.firstSite + i, platformUrl)),
);
console.log(`${STACKS > 1 ? `stack ${own}: ` : ''}platform ${platformUrl}`);
tenants.forEach((tenant, i) => console.log(`${tenant} http://127.0.0.1:${ports.firstSite + i}/`));
console.log(READY);

/** Starts this script for one more stack and resolves once it says it is ready. */
function startChildStack(stack: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, E2E_STACK_ONLY: String(stack) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text.replace(READY + '\n', ''));
      if (text.includes(READY)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`stack ${stack} exited with ${code}`)));
  });
}

async function shutdown() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.allSettled([...sites.map((site) => site.close()), platform.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
