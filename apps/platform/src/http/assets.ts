/**
 * Generated images served by the platform: game icons, vendor logos and banners (deterministic SVG from the
 * names), plus the demo game page. Cached by browsers for a day.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { eq, and } from 'drizzle-orm';
import type { Platform } from '../context.ts';
import { games, notices, vendors } from '../db/schema.ts';
import { hashString } from '../seed/random.ts';
import { ASSET_PREFIX } from '../shared/cdn.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function gameIconSvg(name: string, vendor: string, color: string): string {
  const h = hashString(name);
  const hue = h % 360;
  const shape = h % 3;
  const deco =
    shape === 0
      ? `<circle cx="150" cy="40" r="60" fill="hsl(${(hue + 40) % 360},70%,60%)" opacity=".35"/>`
      : shape === 1
        ? `<path d="M0 150 L100 60 L200 150 Z" fill="hsl(${(hue + 90) % 360},60%,55%)" opacity=".3"/>`
        : `<rect x="110" y="-20" width="120" height="120" transform="rotate(30 170 40)" fill="hsl(${(hue + 180) % 360},60%,60%)" opacity=".3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="${esc(color)}"/></linearGradient></defs><rect width="200" height="200" rx="24" fill="url(#g)"/>${deco}<text x="100" y="112" text-anchor="middle" font-family="Arial,sans-serif" font-size="64" font-weight="700" fill="#fff">${esc(initials(name))}</text><rect x="0" y="150" width="200" height="50" fill="rgba(0,0,0,.35)"/><text x="100" y="172" text-anchor="middle" font-family="Arial,sans-serif" font-size="15" fill="#fff">${esc(name.slice(0, 22))}</text><text x="100" y="191" text-anchor="middle" font-family="Arial,sans-serif" font-size="11" fill="#ddd">${esc(vendor)}</text></svg>`;
}

function vendorLogoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><rect width="240" height="96" rx="14" fill="${esc(color)}"/><text x="120" y="58" text-anchor="middle" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff">${esc(name)}</text></svg>`;
}

function bannerSvg(title: string, group: string): string {
  const hue = hashString(title) % 360;
  const [w, h] = group === 'w_leftmenu' ? [400, 160] : group === 'w_home' ? [1200, 400] : [600, 300];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},70%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,50%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#b)"/><circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.45}" fill="#fff" opacity=".08"/><text x="${w * 0.06}" y="${h * 0.58}" font-family="Arial,'Noto Sans Thai',sans-serif" font-size="${Math.round(h * 0.14)}" font-weight="700" fill="#fff">${esc(title)}</text></svg>`;
}

const DEMO_GAME_HTML = readFileSync(new URL('../public/demo-game.html', import.meta.url), 'utf8');
const DEMO_GAME_JS = readFileSync(new URL('../public/demo-game.js', import.meta.url), 'utf8');

/** An origin that may be listed in frame-ancestors: scheme, host and port, nothing that could end the directive. */
const FRAME_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The demo game page's Content-Security-Policy: its own script file (no inline script), its inline <style>, its
 * calls to the platform on the same origin, inline SVG symbols (no images from anywhere). A site that serves the page
 * under /platform-assets/ adds its own policy (script-src 'self', style-src 'self' 'unsafe-inline',
 * connect-src 'self'), which allows the same.
 *
 * Framing: its own origin ('self', which is the site's origin when a site passes /platform-assets on to the
 * platform, the relative launch CDN) and the site origins the platform trusts (`siteOrigins`: its CORS origins, for
 * a site on another origin that gets an absolute launch URL). The seamless game page frames it; nothing else may.
 */
export function demoGameCsp(siteOrigins: readonly string[] = []): string {
  const origins = [...new Set(siteOrigins.filter((o) => FRAME_ORIGIN.test(o)))];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    ["frame-ancestors 'self'", ...origins].join(' '),
  ].join('; ');
}

/** The policy with no other site origin: framed by its own origin only. */
export const DEMO_GAME_CSP = demoGameCsp();

/**
 * The generated images and the demo game page, at the root and again under ASSET_PREFIX (/platform-assets), the
 * prefix a site passes on to the platform: a relative CDN entry then serves them from the site's own origin.
 */
export function mountAssets(
  app: FastifyInstance,
  p: Platform,
  options: { siteOrigins?: readonly string[] } = {},
) {
  const demoCsp = demoGameCsp(options.siteOrigins);
  for (const prefix of ['', ASSET_PREFIX]) mountAssetsAt(app, p, prefix, demoCsp);
}

function mountAssetsAt(app: FastifyInstance, p: Platform, prefix: string, demoCsp: string) {
  const svg = (body: string) => ({
    body,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
  app.get<{ Params: { vendor: string; file: string } }>(
    `${prefix}/assets/games/:vendor/:file`,
    async (req, reply) => {
      const code = decodeURIComponent(req.params.file.replace(/\.svg$/, ''));
      const [row] = await p.db
        .select({ name: games.name, v: vendors.name, color: vendors.color })
        .from(games)
        .innerJoin(vendors, eq(vendors.code, games.vendorCode))
        .where(and(eq(games.vendorCode, req.params.vendor), eq(games.gameCode, code)))
        .limit(1);
      if (!row)
        return reply
          .code(404)
          .send({ success: false, value: null, message: 'no such game icon', errorCode: 'NOT_FOUND' });
      const out = svg(gameIconSvg(row.name, row.v, row.color));
      return reply.headers(out.headers).send(out.body);
    },
  );
  app.get<{ Params: { file: string } }>(`${prefix}/assets/vendors/:file`, async (req, reply) => {
    const [row] = await p.db
      .select()
      .from(vendors)
      .where(eq(vendors.code, req.params.file.replace(/\.svg$/, '')))
      .limit(1);
    if (!row)
      return reply
        .code(404)
        .send({ success: false, value: null, message: 'no such vendor logo', errorCode: 'NOT_FOUND' });
    const out = svg(vendorLogoSvg(row.name, row.color));
    return reply.headers(out.headers).send(out.body);
  });
  app.get<{ Params: { tenant: string; file: string }; Querystring: { lang?: string } }>(
    `${prefix}/assets/banners/:tenant/:file`,
    async (req, reply) => {
      const m = /^(w_[a-z]+)-(\d+)\.svg$/.exec(req.params.file);
      if (!m)
        return reply
          .code(404)
          .send({ success: false, value: null, message: 'no such banner', errorCode: 'NOT_FOUND' });
      const lang = (req.query.lang ?? 'EN').toUpperCase();
      const rows = await p.db
        .select()
        .from(notices)
        .where(
          and(
            eq(notices.tenantId, req.params.tenant),
            eq(notices.type, 'B'),
            eq(notices.groupName, m[1]!),
            eq(notices.language, lang),
          ),
        );
      const row = rows.find((r) => r.imageUrl?.includes(`/${m[1]}-${m[2]}.svg`));
      if (!row)
        return reply
          .code(404)
          .send({ success: false, value: null, message: 'no such banner', errorCode: 'NOT_FOUND' });
      const out = svg(bannerSvg(row.title, m[1]!));
      return reply.headers(out.headers).send(out.body);
    },
  );
  app.get(`${prefix}/demo-game/`, async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', demoCsp)
      .header('x-frame-options', 'SAMEORIGIN')
      .send(DEMO_GAME_HTML),
  );
  app.get(`${prefix}/demo-game/demo-game.js`, async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(DEMO_GAME_JS),
  );
}
