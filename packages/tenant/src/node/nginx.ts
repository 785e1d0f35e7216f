import { createHash } from 'node:crypto';
import { PAGE_HEAD_SCRIPT } from '../prerendered.ts';
import type { TenantConfig } from '../schema.ts';

/** The CSP source of the prerendered pages' one inline script (its SHA-256). */
export const PAGE_HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_HEAD_SCRIPT).digest('base64')}'`;

const GTAG_SCRIPT = 'https://www.googletagmanager.com';
const GTAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** Origin of the tenant's API when it is on another host, else undefined (same origin, covered by 'self'). */
export function apiOrigin(config: TenantConfig): string | undefined {
  return /^https?:\/\//i.test(config.api.baseUrl) ? new URL(config.api.baseUrl).origin : undefined;
}

/**
 * Content-Security-Policy for a tenant's site: scripts only from the site (and Google's tag when the
 * tenant has a gtag id), 'unsafe-inline' only for styles (styled-components injects <style>), API calls
 * to the site and the tenant's api.baseUrl, no framing of the site by others. `framing: 'self'` is for the
 * platform's pages the site passes on under /platform-assets (the demo game): the site's own pages may frame them
 * (the seamless game page), no other site may.
 */
export function contentSecurityPolicy(config: TenantConfig, framing: 'none' | 'self' = 'none'): string {
  const gtag = Boolean(config.analytics?.gtagId);
  const api = apiOrigin(config);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'self', the prerendered pages' head script by its hash (no other inline script runs), and Google's tag.
    ['script-src', "'self'", PAGE_HEAD_SCRIPT_SOURCE, ...(gtag ? [GTAG_SCRIPT] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(api ? [api] : []), ...(gtag ? GTAG_CONNECT : [])],
    ['media-src', "'self'", 'https:'],
    // Games open in the vendors' pages inside a frame (the seamless game page): a launch CDN on the site itself
    // (/platform-assets, 'self') or on an https host.
    ['frame-src', "'self'", 'https:'],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', `'${framing}'`],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The third-party login's callback page (the player's public/oauth-callback.html). */
const OAUTH_CALLBACK_PATH = '/oauth-callback.html';

/**
 * Response headers every answer of the site carries. `framing: 'self'`: the answers under /platform-assets (the
 * platform's demo game, which the seamless game page frames) may be framed by the site's own pages; every other
 * answer by nothing.
 */
export function securityHeaders(
  config: TenantConfig,
  framing: 'none' | 'self' = 'none',
  opener: 'popups' | 'callback' = 'popups',
): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config, framing)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', framing === 'self' ? 'SAMEORIGIN' : 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
    // Same-origin, except the site's own popups keep their opener: the third-party login's provider window hands its
    // answer back to the page that opened it. The callback page itself (OAUTH_CALLBACK_PATH) has none: a page with
    // a policy would be moved out of the popup's browsing context group and lose its opener (the HTML standard's
    // COOP matching).
    ['Cross-Origin-Opener-Policy', opener === 'callback' ? 'unsafe-none' : 'same-origin-allow-popups'],
  ];
}

/**
 * A sample nginx `server` block serving `dist/<id>/`: SPA fallbacks (player at /, agent at /agent and
 * /agentHome), a year of immutable cache for hashed files, no-cache for HTML and the manifest, and the
 * security headers on every answer (repeated per location: nginx drops inherited add_header lines in a
 * location that has its own).
 */
export function renderNginxConf(
  config: TenantConfig,
  opts: { root?: string; platform?: string } = {},
): string {
  const root = opts.root ?? `/srv/wl/${config.id}`;
  const platform = opts.platform ?? 'http://127.0.0.1:3001';
  const q = (v: string) => `"${v.replace(/"/g, '\\"')}"`;
  const headerLines = (framing: 'none' | 'self') =>
    securityHeaders(config, framing).map(([k, v]) => `add_header ${k} ${q(v)} always;`);
  const headers = headerLines('none');
  const framedHeaders = headerLines('self');
  const callbackHeaders = securityHeaders(config, 'none', 'callback').map(
    ([k, v]) => `add_header ${k} ${q(v)} always;`,
  );
  const block = (extra: string[], body: string[], own = headers) =>
    [...extra, ...own, ...body].map((l) => `    ${l}`).join('\n');
  const immutable = ['add_header Cache-Control "public, max-age=31536000, immutable";'];
  const noCache = ['add_header Cache-Control "no-cache";'];
  const lang = `$wl_lang_${config.id.replace(/[^a-z0-9]/gi, '_')}`;
  return `# ${config.name} (${config.id}), merchant ${config.merchantCode}. Generated by pnpm build:tenants.
# Include this server block from nginx's http {} context (for example /etc/nginx/conf.d/${config.id}.conf)
# and copy dist/${config.id}/ to ${root}. Terminate TLS here or in front of it; with TLS, add
#   add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;
# to every location below.

# The folder of the visitor's language's prerendered pages (the cookie holds a language the site offers, or none).
map $cookie_wl_lang ${lang} {
  default "";
${config.languages.map((l) => `  ${l} /_lang/${l};`).join('\n')}
}

server {
  listen 80;
  listen [::]:80;
  server_name ${config.domains.join(' ')};
  root ${root};
  index index.html;
  charset utf-8;
  server_tokens off;

  gzip on;
  # Level 6, not nginx's default 1 (about 13% more bytes): within 0.3 KB of the level 9 the JS budgets count
  # (budgets.json, docs/decisions/0007-javascript-budgets.md).
  gzip_comp_level 6;
  gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml;

  # Hashed, never-changing files: the apps' compiled JS/CSS and the tenant's theme and icons.
  location ^~ /assets/ {
${block(immutable, ['try_files $uri =404;'])}
  }
  location ^~ /agent/assets/ {
${block(immutable, ['try_files $uri =404;'])}
  }
  location ^~ /tenant/ {
${block(immutable, ['try_files $uri =404;'])}
  }

  # The third-party login's callback page: the provider's popup lands here and hands the code to its opener.
  location = ${OAUTH_CALLBACK_PATH} {
${block(noCache, ['try_files $uri =404;'], callbackHeaders)}
  }

  location = /manifest.webmanifest {
    types { application/manifest+json webmanifest; }
${block(noCache, [])}
  }

  # Agent app: /agent (the login page) is prerendered HTML in the visitor's language; /agentHome (the agent centre)
  # and every other route of the app are routes of /agent/200.html.
  location = /agent {
${block([...noCache, 'add_header Vary Cookie;'], [`try_files /agent${lang}/index.html /agent/index.html =404;`])}
  }
  location = /agent/ {
${block([...noCache, 'add_header Vary Cookie;'], [`try_files /agent${lang}/index.html /agent/index.html =404;`])}
  }
  location ^~ /agent/ {
${block(noCache, ['try_files $uri /agent/200.html;'])}
  }
  location = /agentHome {
${block(noCache, ['try_files /agent/200.html =404;'])}
  }
  location ^~ /agentHome/ {
${block(noCache, ['try_files /agent/200.html =404;'])}
  }

${
  apiOrigin(config)
    ? `  # The platform's calls go to ${apiOrigin(config)} (api.baseUrl), allowed by connect-src above.
`
    : `  # The platform's calls: api.baseUrl is this site's own origin, so pass them to the platform gateway
  # (${platform} is the reference platform of this repo; point it at the merchant's gateway).
  location ~ ^/(wps|lgw|lotto)(/|$) {
    proxy_pass ${platform};
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
${block([], [])}
  }
  # The platform's images and demo game (the relative launch CDN): the seamless game page frames the game, so the
  # site's own pages may frame these answers (frame-ancestors 'self', SAMEORIGIN); no other site may.
  location ~ ^/platform-assets(/|$) {
    proxy_pass ${platform};
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
${block([], [], framedHeaders)}
  }
`
}
  # Player app: the public pages are prerendered HTML, in the visitor's language (the wl_lang cookie, set by the
  # pages' head script) under /_lang/<LANG>/ or in the default language; every other route is a route of /200.html.
  location = / {
${block([...noCache, 'add_header Vary Cookie;'], [`try_files ${lang}/index.html /index.html;`])}
  }
  location / {
${block([...noCache, 'add_header Vary Cookie;'], [`try_files $uri ${lang}$uri/index.html $uri/index.html /200.html;`])}
  }
}
`;
}
