/**
 * Mounts one route per call of the @wl/api contract registry: headers (Merchant, Authorization, Language, Device,
 * X-Device-Id), system status, session, decryption, request validation with the call's schema, the handler, and the
 * response validated with the call's schema inside the envelope `{ success, value, message, errorCode }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import {
  DEFAULT_MAX_BODY_BYTES,
  HEADERS,
  allCalls,
  audienceOf,
  audienceRefusal,
  overrideRoutes,
  type CallDef,
  type CallName,
} from '@wl/api/contract';
import type { z } from 'zod';
import type { Platform, Tenant } from '../context.ts';
import { mustChange, passwordExpired } from '../areas/session/login-answer.ts';
import { RATE_LIMITED_CALLS } from '../shared/rate-limits.ts';
import { callerOfType } from '@wl/domain';
import { resolveSession, revokeSession, type SessionInfo } from '../areas/session/sessions.ts';
import { sessionLimitError, sessionOverLimit } from '../areas/protection/guards.ts';
import { systemStatus } from '../areas/site/site.ts';
import { decryptorFor } from '../areas/site/tenant-keys.ts';
import { DomainError, E, audienceError } from './errors.ts';
import { describeIssues, notLoggedIn } from '../shared/errors.ts';

import { inputProblem } from './input-guards.ts';
import { LOBBY_READS, serveLobbyRead } from './lobby-answers.ts';
import type { HandlerMap } from './types.ts';
import type { RequestMeta } from '../shared/call.ts';

/** Calls a session that must change its password may still make. */
const ALLOWED_WHILE_FORCED = new Set<string>([
  'session.logout',
  'session.touch',
  'session.loginInfo',
  'session.firstLogin',
  'member.changePassword',
  'member.info',
  'site.encryptionKey',
]);
/** Areas served while the tenant is in maintenance or region-blocked (so the status pages can render). */
const OPEN_AREAS_WHEN_CLOSED = new Set<string>(['site', 'dev']);

const IDEMPOTENCY_HEADER = 'idempotency-key';

function headerValues(req: FastifyRequest, name: string): string[] {
  const raw = req.raw.rawHeaders;
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if ((raw[i] as string).toLowerCase() === name) out.push(raw[i + 1] as string);
  return out;
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** Resolves the tenant from the Merchant header (exactly one, known). */
function tenantOf(p: Platform, req: FastifyRequest): Tenant {
  const values = headerValues(req, 'merchant');
  if (values.length > 1)
    throw new DomainError('function.not.available', 'Merchant header sent more than once', 'invalid');
  const code = values[0]?.trim();
  if (!code) throw new DomainError(E.merchantMissing, 'Merchant header is required', 'invalid');
  const tenant = p.tenants.byMerchantCode(code);
  if (!tenant) throw new DomainError(E.merchantMissing, `Unknown merchant ${code}`, 'invalid');
  return tenant;
}

function metaOf(req: FastifyRequest, tenant: Tenant): RequestMeta {
  // The device id binds the captcha: the X-Device-Id header, else the original's SHELL_deviceId cookie, else the IP.
  const cookie = /(?:^|;\s*)SHELL_deviceId=([^;]+)/.exec(header(req, 'cookie') ?? '')?.[1];
  const deviceId = (header(req, HEADERS.deviceId) ?? cookie)?.slice(0, 100) || undefined;
  const lang = (header(req, HEADERS.language) ?? '').toUpperCase();
  const host = header(req, 'x-forwarded-host') ?? req.host;
  const proto = header(req, 'x-forwarded-proto') ?? req.protocol;
  const origin = `${proto}://${host}`;
  const fetchSite = header(req, 'sec-fetch-site')?.toLowerCase();
  const callerOrigin = header(req, 'origin');
  const crossOrigin = fetchSite
    ? fetchSite === 'cross-site' || fetchSite === 'same-site'
    : Boolean(callerOrigin && callerOrigin !== 'null' && callerOrigin !== origin);
  return {
    ip: req.ip,
    deviceId,
    binding: deviceId ?? `ip:${req.ip}`,
    language: tenant.languages.includes(lang) ? lang : tenant.defaultLanguage,
    origin,
    crossOrigin,
    idempotencyKey: header(req, IDEMPOTENCY_HEADER)?.slice(0, 100) || undefined,
  };
}

function tokenOf(req: FastifyRequest): string | undefined {
  const raw = header(req, HEADERS.authorization)?.trim();
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '') || undefined;
}

/** A query string carries a one-element array as a plain value: wrap values of array fields. */
function coerceQueryArrays(schema: z.ZodType, query: Record<string, unknown>): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return query;
  const out = { ...query };
  for (const [key, field] of Object.entries(shape)) {
    let inner: z.ZodType = field;
    for (let i = 0; i < 4; i++) {
      const def = (inner as unknown as { def?: { type?: string; innerType?: z.ZodType } }).def;
      if (def?.innerType && (def.type === 'optional' || def.type === 'default' || def.type === 'nullable'))
        inner = def.innerType;
      else break;
    }
    const type = (inner as unknown as { def?: { type?: string } }).def?.type;
    if (type === 'array' && typeof out[key] === 'string') out[key] = [out[key]];
  }
  return out;
}

function inputOf(req: FastifyRequest, call: CallDef): unknown {
  if (call.method === 'GET' || call.method === 'DELETE') {
    // A DELETE may carry a JSON body in some clients; the contract sends its request as the query string.
    const q = (req.query ?? {}) as Record<string, unknown>;
    if (call.method === 'DELETE' && req.body && typeof req.body === 'object' && Object.keys(q).length === 0)
      return req.body;
    return coerceQueryArrays(call.request, q);
  }
  return req.body ?? {};
}

export function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * Mounts every call of the registry at its path, and at the paths tenants override it with (`api.pathOverrides` of
 * tenant.json: older and newer brands name the same service differently). An override path answers only for the
 * merchants that use it.
 */
export function mountCalls(
  app: FastifyInstance,
  p: Platform,
  handlers: HandlerMap,
  calls: readonly CallDef[] = allCalls,
) {
  const overrides = overrideRoutes(
    Object.fromEntries(p.tenants.all.map((t) => [t.merchantCode, t.pathOverrides])),
    calls,
  );
  const routes = [
    ...calls.map((call) => ({ call, path: call.path, merchants: null as string[] | null })),
    ...overrides.map((route) => ({ call: route.call, path: route.path, merchants: route.merchants })),
  ];
  for (const { call, path, merchants } of routes) {
    if (call.area === 'dev' && !p.settings.devCalls) continue;
    const handler = (handlers as Record<string, ((ctx: unknown) => unknown) | undefined>)[call.name];
    const lobbyRead = LOBBY_READS[call.name as CallName];
    app.route({
      method: call.method,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      ...perIpLimit(p, call.name),
      // What the call's largest request needs (the contract's maxBodyBytes), refused before it is read.
      bodyLimit: call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      // A lobby read is compressed once per kept answer (http/lobby-answers.ts), not by @fastify/compress each time.
      ...(lobbyRead ? { compress: false as const } : {}),
      handler: async (req, reply) => {
        const tenant = tenantOf(p, req);
        if (merchants && !merchants.includes(tenant.merchantCode)) {
          throw new DomainError('NOT_FOUND', `No call at ${req.method} ${req.url.split('?')[0]}`, 'notFound');
        }
        const meta = metaOf(req, tenant);
        if (!OPEN_AREAS_WHEN_CLOSED.has(call.area) && call.name !== 'session.captcha') {
          const status = await systemStatus(p, tenant);
          if (status === 1)
            throw new DomainError('function.not.available', 'The site is under maintenance', 'invalid', {
              maintenance: true,
            });
          if (status === 2)
            throw new DomainError(
              'function.not.available',
              'The site is not available in your region',
              'invalid',
              {
                regionRestriction: true,
              },
            );
        }
        const token = tokenOf(req);
        let session: SessionInfo | undefined;
        // The lobby reads look at the session only where their answer depends on it (site.notices: guest or member).
        if (token && call.auth !== 'none' && (!lobbyRead || lobbyRead.usesSession))
          session = (await resolveSession(p, tenant.id, token)) ?? undefined;
        // The player's session limit (responsible gaming): the first call past it ends the session and says why.
        if (
          session?.sessionLimitMinutes &&
          sessionOverLimit(session.sessionLimitMinutes, session.createdAt, p.clock.now())
        ) {
          await revokeSession(p, session.tokenHash);
          throw sessionLimitError(session.sessionLimitMinutes);
        }
        const audience = audienceOf(call);
        if (audience !== 'anyone') {
          if (!session) throw notLoggedIn();
          const refusal = audienceRefusal(audience, callerOfType(session.customer.type));
          if (refusal) throw audienceError(refusal);
          if (
            !ALLOWED_WHILE_FORCED.has(call.name) &&
            mustChange(p, tenant, session.customer, session.loginMethod)
          ) {
            const expired =
              !session.customer.mustChangePassword && passwordExpired(p, tenant, session.customer);
            throw expired
              ? new DomainError(
                  E.passwordExpired,
                  'Your password has expired: change it to continue',
                  'forbidden',
                )
              : new DomainError(E.forceChange, 'Change the default password to continue', 'forbidden');
          }
        }
        let input = inputOf(req, call);
        if (call.encrypted) {
          const wrapped = header(req, HEADERS.encryption);
          if (wrapped) {
            const decryptor = await decryptorFor(p, tenant);
            try {
              input = await decryptor.decrypt(input, (name) => header(req, name), { callName: call.name });
            } catch (e) {
              throw new DomainError('ENCRYPTION_REQUIRED', `body: ${(e as Error).message}`, 'invalid');
            }
          } else if (p.settings.requireEncryption) {
            throw new DomainError('ENCRYPTION_REQUIRED', 'body: this call must be encrypted', 'invalid');
          }
        }
        if (call.path.includes('{')) input = { ...(input as object), ...(req.params as object) };
        const parsed = call.request.safeParse(input);
        if (!parsed.success) {
          const { message, field } = describeIssues(parsed.error);
          throw new DomainError(E.invalidParameters, message, 'invalid', { field });
        }
        const problem = inputProblem(input, parsed.data);
        if (problem)
          throw new DomainError(E.invalidParameters, problem.message, 'invalid', { field: problem.field });
        if (!handler)
          throw new DomainError(
            E.functionNotAvailable,
            `${call.name} is not served by this platform yet`,
            'notServed',
          );
        // The handler's value checked against the contract, in its envelope (undefined: the handler sent the reply).
        const answer = async () => {
          const value = await handler({ p, tenant, input: parsed.data, session, meta, req, reply });
          if (reply.sent) return undefined;
          const checked = call.response.safeParse(value);
          if (!checked.success) {
            req.log.error(
              { call: call.name, issues: checked.error.issues.slice(0, 5) },
              'response does not match the contract',
            );
            throw new DomainError(
              'INTERNAL_ERROR',
              `The platform's answer to ${call.name} does not match the contract`,
              'internal',
            );
          }
          return { success: true as const, value: value ?? null, message: null, errorCode: null };
        };
        if (lobbyRead) {
          return serveLobbyRead(
            p,
            req,
            reply,
            lobbyRead,
            { name: call.name, tenant, input: parsed.data, meta, session },
            async () => {
              const envelope = await answer();
              if (!envelope) throw new Error(`${call.name}: a lobby read must not send its own reply`);
              return envelope;
            },
          );
        }
        const envelope = await answer();
        return envelope ? send(reply, 200, envelope) : reply;
      },
    });
  }
}

/**
 * The per-IP rate limit of a call (@fastify/rate-limit's route config, app.ts registers the plugin): the calls of one
 * group (shared/rate-limits.ts) share a counter per client IP (IPv6 by /56, as the plugin's default key does).
 */
function perIpLimit(p: Platform, name: string): Pick<RouteOptions, 'config'> {
  const group = RATE_LIMITED_CALLS[name];
  const limit = group ? p.settings.rateLimits?.perIp[group] : undefined;
  if (!group || !limit) return {};
  return {
    config: {
      rateLimit: {
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (req: FastifyRequest) => `ip:${group}:${normalizeIP(req.ip)}`,
      },
    },
  };
}

/** Names of registry calls without a handler (listed by a test so nothing is forgotten). */
export function unservedCalls(handlers: HandlerMap, calls: readonly CallDef[] = allCalls): CallName[] {
  return calls.filter((c) => !(c.name in handlers)).map((c) => c.name as CallName);
}
