/**
 * The sandbox identity providers (development and tests only, never with NODE_ENV=production): two OpenID Connect
 * providers, "Google (sandbox)" and "LINE (sandbox)", run by the platform process with `oidc-provider` and mounted on
 * its HTTP server under /sandbox-idp/<id> (issuer `http://<platform host>/sandbox-idp/<id>`). A tenant's
 * platform.json names them with `"sandbox": true` (areas/session/third-party-settings.ts).
 *
 * Each has one public client (`wl-sandbox`, PKCE, no secret) whose redirect URI may be any site's
 * `/oauth-callback.html` on a loopback host or on a tenant's domain. The sign-in page is our own (interaction.ts):
 * the tester types an e-mail (Google) or a display name (LINE), then allows or refuses; the subject is derived from
 * what was typed, so the same input is the same account every time. Keys and cookie secrets are generated at start.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import { mountInteraction } from './interaction.ts';

export const SANDBOX_PREFIX = '/sandbox-idp';
export const SANDBOX_CLIENT_ID = 'wl-sandbox';
export const CALLBACK_PATH = '/oauth-callback.html';

export type SandboxProviderId = 'google' | 'line';
export const SANDBOX_PROVIDERS: Readonly<
  Record<SandboxProviderId, { title: string; gives: 'email' | 'name' }>
> = {
  google: { title: 'Google (sandbox)', gives: 'email' },
  line: { title: 'LINE (sandbox)', gives: 'name' },
};
export const isSandboxProvider = (id: string): id is SandboxProviderId => id in SANDBOX_PROVIDERS;

/** What the tester typed, by subject (kept for the life of the process; the subject itself is derived). */
type SandboxAccount = { email?: string; name?: string };

export type SandboxIdp = {
  /** The issuer of a sandbox provider, once the platform listens (undefined before). */
  issuer(id: SandboxProviderId): string | undefined;
  /** The provider itself (tests read its settings). */
  provider(id: SandboxProviderId): Provider | undefined;
};

/** A stable subject for what was typed: the same e-mail or name gives the same subject. */
export function sandboxSubject(id: SandboxProviderId, typed: string): string {
  return createHash('sha256').update(`${id}:${typed.trim().toLowerCase()}`).digest('hex').slice(0, 24);
}

function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
}

/** The platform's own base URL for the sandbox, from the address it listens on. */
export function listenBase(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === '::' || address.address === '::1'
      ? '127.0.0.1'
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Mounts the two sandbox providers; `allowedRedirect` says which callback pages may receive codes (the platform's
 * rule for tenants' origins).
 */
export function mountSandboxIdp(app: FastifyInstance, allowedRedirect: (uri: string) => boolean): SandboxIdp {
  const providers = new Map<SandboxProviderId, Provider>();
  const accounts = new Map<string, SandboxAccount>();
  const cookieKeys = [randomBytes(32).toString('base64url')];
  const jwks = { keys: [newSigningKey()] };

  function build(id: SandboxProviderId, base: string): Provider {
    const issuer = `${base}${SANDBOX_PREFIX}/${id}`;
    const configuration: Configuration = {
      clients: [
        {
          client_id: SANDBOX_CLIENT_ID,
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code'],
          response_types: ['code'],
          redirect_uris: [`http://127.0.0.1${CALLBACK_PATH}`],
        },
      ],
      // Every provider signs with the process's key; tokens of one still fail at another (iss, aud).
      jwks: structuredClone(jwks) as Configuration['jwks'],
      cookies: { keys: cookieKeys },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      claims:
        SANDBOX_PROVIDERS[id].gives === 'email'
          ? { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] }
          : { openid: ['sub'], profile: ['name'] },
      // The id_token carries the scopes' claims (the relying party reads the id_token only).
      conformIdTokenClaims: false,
      interactions: { url: (_ctx, interaction) => `${SANDBOX_PREFIX}/${id}/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const typed = accounts.get(sub);
        if (!typed) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            ...(typed.email ? { email: typed.email, email_verified: true } : {}),
            ...(typed.name ? { name: typed.name } : {}),
          }),
        };
      },
      ttl: { Interaction: 10 * 60, Session: 60 * 60, Grant: 60 * 60, AuthorizationCode: 60, IdToken: 5 * 60 },
      renderError: (ctx, out) => {
        ctx.type = 'html';
        ctx.body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sandbox sign-in error</title><main><h1>Sign-in error</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p></main></html>`;
      },
    };
    const provider = new Provider(issuer, configuration);
    // The sandbox's one client serves every site on this machine and every tenant domain: the redirect URI must be a
    // callback page the platform's rule allows (the real providers register each site's page exactly).
    const Client = provider.Client as unknown as { prototype: { redirectUriAllowed(uri: string): boolean } };
    Client.prototype.redirectUriAllowed = (uri: string) => allowedRedirect(uri);
    return provider;
  }

  function providerFor(id: SandboxProviderId): Provider | undefined {
    const existing = providers.get(id);
    if (existing) return existing;
    const base = listenBase(app);
    if (!base) return undefined;
    const created = build(id, base);
    providers.set(id, created);
    return created;
  }

  const handleOidc = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = req.params.id;
    const provider = isSandboxProvider(id) ? providerFor(id) : undefined;
    if (!provider) return reply.code(404).send({ error: 'not_found' });
    reply.hijack();
    const raw = req.raw as typeof req.raw & { originalUrl?: string };
    const prefix = `${SANDBOX_PREFIX}/${id}`;
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').slice(prefix.length) || '/';
    // The platform's API headers are not for these pages: the site's popup must keep its opener (COOP) and the
    // provider answers with its own redirects and pages.
    for (const h of ['cross-origin-opener-policy', 'content-security-policy', 'x-frame-options'])
      reply.raw.removeHeader(h);
    void provider.callback()(raw, reply.raw);
  };

  void app.register(async (scope) => {
    // oidc-provider reads the bodies itself (token endpoint forms).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${SANDBOX_PREFIX}/:id`, handleOidc);
    scope.all(`${SANDBOX_PREFIX}/:id/*`, handleOidc);
  });
  mountInteraction(app, { providerFor, accounts });

  return {
    issuer: (id) => providerFor(id)?.issuer,
    provider: (id) => providerFor(id),
  };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type SandboxAccounts = Map<string, SandboxAccount>;
