/**
 * Security headers of every answer of the platform (@fastify/helmet, registered in app.ts before the routes).
 *
 * - API answers (JSON), images and errors: `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'` (an
 *   answer opened as a page runs nothing and cannot be framed), `X-Frame-Options: DENY` for older browsers,
 *   `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`.
 * - The demo game page (http/assets.ts) keeps its own policy (demoGameCsp: its script file, same-origin calls,
 *   `frame-ancestors 'self'` plus the site origins the platform trusts, its CORS origins) and
 *   `X-Frame-Options: SAMEORIGIN` for browsers without frame-ancestors: the sites open it in a new window
 *   (GameLauncher) or in a frame of the seamless game page (on the site's origin through /platform-assets, or from a
 *   trusted site origin); no other site may frame it.
 * - `Strict-Transport-Security: max-age=31536000` always: browsers ignore it on plain HTTP (RFC 6797 8.1), so it
 *   costs nothing in development, and in production the platform usually sits behind a proxy that ends TLS and
 *   forwards plain HTTP, where "only over TLS" would never send it. No includeSubDomains: the platform does not own
 *   the merchant's other host names.
 * - `Cross-Origin-Resource-Policy: cross-origin`: the sites on other origins (dev servers, a CDN host) show the
 *   platform's images and read its answers (CORS decides who may read; helmet's default same-origin would break them).
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

export const SECURITY_HEADERS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  xFrameOptions: { action: 'deny' },
  xContentTypeOptions: true,
};
