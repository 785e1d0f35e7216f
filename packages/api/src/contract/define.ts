import type { z } from 'zod';
import type { Audience } from '@wl/domain';

export { AUDIENCES, audienceRefusal, type Audience, type Caller } from '@wl/domain';

/** Feature areas; each has its own endpoint file and subpath in the client. */
export const AREAS = [
  'site',
  'session',
  'member',
  'games',
  'lottery',
  'wallet',
  'cashier',
  'messages',
  'promotions',
  'missions',
  'vip',
  'referral',
  'points',
  'agent',
  'contracts',
  'reports',
  'protection',
  'dev',
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** token: the call needs the session token; optional: sent when present (guests get a public answer). */
export type Auth = 'token' | 'none' | 'optional';
/**
 * How the request travels. GET always sends it as the query string (body 'none'). DELETE sends it as the
 * query string with body 'none' and as a JSON body with 'json' (needed when a DELETE is encrypted).
 * POST/PUT: 'json' body, 'form' (application/x-www-form-urlencoded) or 'multipart'; 'none' = empty body.
 */
export type BodyKind = 'json' | 'form' | 'multipart' | 'none';
/** spec: path/verb from the specs; notes: from protocol-notes.md; ours: our choice where neither says. */
export type Source = 'spec' | 'notes' | 'ours';
/** Client endpoint kind: reads are queries (cached), writes are mutations. */
export type EndpointKind = 'query' | 'mutation';

/** What an area file writes for one call; `name` and `area` are filled in by `defineCalls`. */
export type CallInput = {
  method: HttpMethod;
  /** Path on the platform. `{param}` segments are filled from the request (and removed from it). */
  path: string;
  /** Sent as the `ModuleId` header (the spec's "module identifier"). */
  moduleId?: string;
  auth: Auth;
  /**
   * Who may make it (`Audience` of @wl/domain), declared once here: the platform's mount refuses everyone else before
   * the handler runs, the role matrix test (apps/platform/test/role-matrix.test.ts) expects exactly this, and the sites
   * ask it before they make a call (`mayCall`). 'anyone' exactly when `auth` is not 'token'.
   */
  audience: Audience;
  /** Payload goes through the encryption adapter (see README, "Encryption"). */
  encrypted: boolean;
  body: BodyKind;
  source: Source;
  request: z.ZodType;
  /** Schema of the envelope's `value`. */
  response: z.ZodType;
  /** Answer persisted in sessionStorage for the browser session (spec: hot games, vendors, register rules, merchant wallet). */
  sessionCache?: boolean;
  /** Defaults to query for GET and mutation otherwise. */
  kind?: EndpointKind;
  /**
   * The largest request body the call takes, in bytes (default DEFAULT_MAX_BODY_BYTES): the platform refuses a
   * bigger one (413) before reading it. Only uploads name theirs (their data URLs' limits times how many).
   */
  maxBodyBytes?: number;
  description: string;
};

/** The largest JSON body of a call that uploads nothing: far above any form's, far below what would cost memory. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export type CallDef<
  N extends string = string,
  A extends Area = Area,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  K extends EndpointKind = EndpointKind,
  Au extends Audience = Audience,
> = Omit<CallInput, 'request' | 'response' | 'kind' | 'audience'> & {
  name: N;
  area: A;
  request: Req;
  response: Res;
  kind: K;
  audience: Au;
};

/**
 * What the client needs of a call at request time, without its schemas: the rows of
 * `meta/<area>.generated.ts` (generated from the registry by `pnpm --filter @wl/api gen:meta`). The RTK areas
 * build their endpoints from it, so an app's first download carries no zod; the schemas of an area are
 * imported when its first call is made (or earlier, with `preloadCalls`). A `CallDef` is a `CallMeta`.
 */
export type CallMeta = Pick<
  CallInput,
  'method' | 'path' | 'moduleId' | 'auth' | 'encrypted' | 'body' | 'sessionCache'
> & {
  /** Written only where it is not its auth's default (see `audienceOf`). */
  audience?: Audience;
  name: string;
  area: Area;
  kind: EndpointKind;
  /**
   * Set by the generator (scripts/asIs.ts) when parsing the request can never change what is sent (no
   * default, transform, coerce, ...), given an argument with no key outside `requestKeys` that meets
   * `requestNeedsKeys` and `requestNumberKeys`: a read (a GET query, or a POST query with a JSON body)
   * may then go out before its schemas are loaded, and is checked when they arrive.
   */
  requestAsIs?: true;
  /** With `requestAsIs`: the keys of the request object, in the order parsing writes them. */
  requestKeys?: readonly string[];
  /**
   * With `requestAsIs`: keys whose schema has a default (which parsing fills in only when the value is
   * undefined). The request is as-is only when the argument gives each of them (not undefined).
   */
  requestNeedsKeys?: readonly string[];
  /**
   * With `requestAsIs`: keys of a `qint`/`qnum` (a numeric string becomes a number). The request is as-is
   * only when each of them the argument gives is a finite number.
   */
  requestNumberKeys?: readonly string[];
};

/** Who may make a call: its meta row leaves out the default of its auth ('member' with a token, else 'anyone'). */
export const audienceOf = (call: Pick<CallMeta, 'audience' | 'auth'>): Audience =>
  call.audience ?? (call.auth === 'token' ? 'member' : 'anyone');

/** The endpoint kind of a call input: its `kind`, else query for GET and mutation otherwise. */
export type KindOf<T> = T extends { kind: infer K extends EndpointKind }
  ? K
  : T extends { method: 'GET' }
    ? 'query'
    : 'mutation';

type Defined<A extends Area, K extends string, T extends CallInput> = CallDef<
  `${A}.${K}`,
  A,
  T['request'],
  T['response'],
  KindOf<T>,
  T['audience']
>;

export type AreaCalls<A extends Area, T extends Record<string, CallInput>> = {
  [K in keyof T & string as `${A}.${K}`]: Defined<A, K, T[K]>;
};

const known = new Map<string, CallDef>();

/**
 * A call defined in a module loaded so far, by name. Lets the client resolve names without importing the
 * whole registry: an app bundles only the call modules of the areas it imports.
 */
export function knownCall(name: string): CallDef | undefined {
  return known.get(name);
}

/** One call. Prefer `defineCalls` in area files; this is for single calls (tests, tenants' extras). */
export function defineCall<N extends string, A extends Area, T extends CallInput>(
  name: N,
  area: A,
  input: T,
): CallDef<N, A, T['request'], T['response'], KindOf<T>, T['audience']> {
  if (!name.startsWith(`${area}.`)) throw new Error(`call name ${name} must start with its area "${area}."`);
  if (input.method === 'GET' && input.body !== 'none')
    throw new Error(`${name}: GET sends its request as the query string; body must be 'none'`);
  if (input.method === 'DELETE' && input.body !== 'none' && input.body !== 'json')
    throw new Error(`${name}: DELETE body must be 'none' (query) or 'json'`);
  if ((input.audience === 'anyone') !== (input.auth !== 'token'))
    throw new Error(
      `${name}: audience 'anyone' goes with auth 'none' or 'optional', every other with 'token'`,
    );
  if (input.encrypted && input.body !== 'json')
    throw new Error(`${name}: an encrypted call needs a JSON body`);
  const kind: EndpointKind = input.kind ?? (input.method === 'GET' ? 'query' : 'mutation');
  const def = { ...input, name, area, kind } as unknown as CallDef;
  known.set(name, def);
  return def as unknown as CallDef<N, A, T['request'], T['response'], KindOf<T>, T['audience']>;
}

/** All calls of one area, keyed `area.key` with the name filled in: `defineCalls('games', { list: {...} })`. */
export function defineCalls<A extends Area, T extends Record<string, CallInput>>(
  area: A,
  defs: T,
): AreaCalls<A, T> {
  const out: Record<string, CallDef> = {};
  for (const [key, input] of Object.entries(defs)) {
    const name = `${area}.${key}`;
    out[name] = defineCall(name, area, input);
  }
  return out as AreaCalls<A, T>;
}

export type RequestOf<C extends CallDef> = z.input<C['request']>;
export type ParsedRequestOf<C extends CallDef> = z.output<C['request']>;
export type ResponseOf<C extends CallDef> = z.output<C['response']>;
export type ResponseInputOf<C extends CallDef> = z.input<C['response']>;
