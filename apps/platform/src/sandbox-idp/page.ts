import type { FastifyReply } from 'fastify';

/** The sandbox pages' policy: no script, no frame, their own inline styles only. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Answers one of the sandbox's HTML pages (the identity provider's sign-in and consent, the phone provider's
 * challenge): never cached, and without an opener policy, so the site's popup keeps its opener through it (the
 * platform's API answers say same-origin).
 */
export const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .send(body);
