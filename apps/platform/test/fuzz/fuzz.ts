/**
 * The contract fuzz (issue 17): requests for every registered call, generated from its request schema (valid ones,
 * and mutated ones: wrong types, missing fields, huge strings, negative / NaN / huge numbers, unicode, prototype
 * keys, SQL-ish strings, bodies that are not objects or not JSON), sent with and without a token (member, agent,
 * trial, another tenant's, garbage) through the real Fastify app (`app.inject`). The calls the registry marks
 * encrypted also get bodies sealed with the tenant's key by the site's own adapter (@wl/api/crypto), and sealed
 * bodies tampered with (a flipped ciphertext bit, another call's seal, an unknown key id, a garbage wrapped key,
 * another scheme, a value that is not base64 or too short, no value).
 *
 * Invariants, per answer: no status >= 500 (a registered call without a handler would answer 501
 * FUNCTION_NOT_AVAILABLE: `allowed501` lists them, none today), the body is the platform's envelope
 * `{ success, value, message, errorCode }`, and no stack trace, file path or SQL error text in it; a sealed body is
 * never refused as badly encrypted, and a tampered one is always refused. After the run the ledger check finds no
 * mismatch and nothing negative.
 *
 * Deterministic for a seed: the cases are drawn with fast-check from the seed, and sent one after another.
 * Used by test/fuzz.test.ts (bounded) and scripts/fuzz.ts (full size).
 */
import fc from 'fast-check';
import { allCalls, getCall, HEADERS, type CallDef } from '@wl/api/contract';
import { createWebCryptoEncryption, sealFreePlayRandom, type EncryptionAdapter } from '@wl/api/crypto';
import { checkLedger, type LedgerCheck } from '../../src/ledger/check.ts';
import type { PlatformApp } from '../../src/app.ts';
import { arbitraryFor, objectKeys } from './zod-arbitrary.ts';

const MERCHANT = 'GOLDCASINO';
const OTHER_MERCHANT = 'NEONPLAY';
const PASSWORD = 'demo1234';

/** Dev calls that would stop the fuzz itself (a reseed; maintenance for the whole site). */
export const SKIPPED_CALLS = new Set(['dev.reset', 'dev.setSystemStatus']);

type AuthKind = 'none' | 'member' | 'agent' | 'trial' | 'otherTenant' | 'garbage';
type Variant = 'valid' | 'mutated' | 'shape' | 'raw' | 'sealed' | 'tampered';
/**
 * How an encrypted call's body is sealed with the tenant's key (the client's own adapter, @wl/api/crypto): `ok` as the
 * site sends it; the others broken after sealing, as an attacker or a broken client would send it.
 */
export type Seal =
  | 'ok'
  | 'flipped'
  | 'otherCall'
  | 'unknownKeyId'
  | 'wrappedGarbage'
  | 'scheme'
  | 'notBase64'
  | 'noValue'
  | 'short';
export const TAMPERINGS: readonly Exclude<Seal, 'ok'>[] = [
  'flipped',
  'otherCall',
  'unknownKeyId',
  'wrappedGarbage',
  'scheme',
  'notBase64',
  'noValue',
  'short',
];
export type FuzzCase = {
  call: string;
  variant: Variant;
  auth: AuthKind;
  merchant: 'gold' | 'none' | 'unknown' | 'twice';
  input?: unknown;
  raw?: string;
  contentType?: string;
  seal?: Seal;
};

/**
 * - `5xx`, `leak`, `envelope`: the invariants of every answer.
 * - `sealedRefused`: a body sealed as the site seals it was refused as badly encrypted (ENCRYPTION_REQUIRED).
 * - `tamperedAccepted`: a tampered sealed body was answered anything but a refusal.
 */
type Finding = {
  kind: '5xx' | 'leak' | 'envelope' | 'sealedRefused' | 'tamperedAccepted';
  status: number;
  case: FuzzCase;
  body: string;
};
export type FuzzReport = {
  seed: number;
  requests: number;
  calls: number;
  perStatus: Record<string, number>;
  perVariant: Record<string, number>;
  /** Requests that passed the schema and reached the handler (answered success: true). */
  succeeded: number;
  fiveXx: Finding[];
  leaks: Finding[];
  notEnvelope: Finding[];
  /** Encrypted calls: sealed bodies refused as badly encrypted, tampered ones not refused (both must stay empty). */
  sealedRefused: Finding[];
  tamperedAccepted: Finding[];
  /** Answers per seal (`ok` and each tampering): how many were sent, and how many the decryption refused. */
  perSeal: Record<string, { sent: number; encryptionRefused: number }>;
  ledger: LedgerCheck;
  reloggedIn: number;
  ms: number;
};

// -- nasty values --------------------------------------------------------------------------------------------------

/** Numbers JSON cannot carry are written into the raw body through these markers. */
const RAW_NUMBERS: Record<string, string> = {
  __NUM_INF__: '1e400',
  __NUM_NEGINF__: '-1e400',
  __NUM_BIG__: '123456789012345678901234567890',
  __NUM_TINY__: '1e-400',
};

const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a'.repeat(100_000),
  'ก'.repeat(5_000),
  '😀'.repeat(300),
  '\uD800',
  'İı',
  '\u202Eevil',
  'Ｄｅｍｏ',
  'demo\n',
  ' demo ',
  "' OR '1'='1",
  '1; DROP TABLE customers;--',
  "'); SELECT pg_sleep(1);--",
  '%',
  '_',
  '\\',
  '\\x00',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '99999999999999999999999',
  '0x10',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '2024-13-45',
  '-0',
  '1.5',
  ' 1',
  '١٢٣',
);
const nastyNumber = fc.constantFrom<unknown>(
  -1,
  0,
  -0,
  1.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  0.001,
  1e-7,
  2 ** 31,
  2 ** 63,
  '__NUM_INF__',
  '__NUM_NEGINF__',
  '__NUM_BIG__',
  '__NUM_TINY__',
  NaN,
);
const nastyOther = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  [[[]]],
  { $gt: '' },
  { toString: 'x' },
  protoObject({ admin: true }),
  { constructor: { prototype: { polluted: true } } },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  nastyOther,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** An object with an own enumerable `__proto__` key (JSON.stringify writes it; a careless merge would pollute). */
function protoObject(value: unknown): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  Object.defineProperty(o, '__proto__', { value, enumerable: true, configurable: true, writable: true });
  return o;
}

function mutate(valid: unknown, keys: string[]): fc.Arbitrary<unknown> {
  const base =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const known = [...new Set([...keys, ...Object.keys(base)])];
  const key = known.length ? fc.constantFrom(...known) : fc.constantFrom('id', 'amount', 'username');
  return fc.oneof(
    // One field gets a nasty value (the common case).
    { weight: 5, arbitrary: fc.tuple(key, nastyValue).map(([k, v]) => ({ ...base, [k]: v })) },
    // Two fields at once.
    {
      weight: 2,
      arbitrary: fc
        .tuple(key, nastyValue, key, nastyValue)
        .map(([k1, v1, k2, v2]) => ({ ...base, [k1]: v1, [k2]: v2 })),
    },
    // A field left out.
    {
      weight: 2,
      arbitrary: key.map((k) => Object.fromEntries(Object.entries(base).filter(([name]) => name !== k))),
    },
    // Prototype keys and unknown keys.
    {
      weight: 1,
      arbitrary: nastyValue.map((v) =>
        Object.assign(protoObject({ polluted: true, isAgent: true }), base, { extra: v }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        ...base,
        constructor: { prototype: { polluted: true } },
        prototype: { polluted: true },
      }),
    },
  );
}

/** Whole bodies that are not what the call reads. */
const wrongShape = fc.constantFrom<unknown>(
  null,
  [],
  [{}],
  'string',
  42,
  true,
  protoObject({ polluted: true }),
  deep(200),
);
function deep(n: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}
const rawBody = fc.constantFrom(
  { raw: '{', contentType: 'application/json' },
  { raw: '{"a":1,}', contentType: 'application/json' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '', contentType: 'application/json' },
  { raw: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { raw: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
  { raw: '['.repeat(5000), contentType: 'application/json' },
  { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { raw: 'hello', contentType: 'text/plain' },
  { raw: '<xml/>', contentType: 'application/xml' },
  { raw: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { raw: '\u0000\u0001', contentType: 'application/octet-stream' },
);

// -- cases -----------------------------------------------------------------------------------------------------------

const authArb = fc.constantFrom<AuthKind>(
  'none',
  'member',
  'member',
  'agent',
  'agent',
  'trial',
  'otherTenant',
  'garbage',
);
const merchantArb = fc.oneof(
  { weight: 30, arbitrary: fc.constant('gold' as const) },
  { weight: 1, arbitrary: fc.constantFrom('none' as const, 'unknown' as const, 'twice' as const) },
);

function caseArbitrary(call: CallDef): fc.Arbitrary<FuzzCase> {
  const valid = arbitraryFor(call.request);
  const keys = objectKeys(call.request);
  const body = call.method !== 'GET' && call.body !== 'none';
  const variants: fc.WeightedArbitrary<{
    variant: Variant;
    input?: unknown;
    raw?: string;
    contentType?: string;
  }>[] = [
    { weight: 4, arbitrary: valid.map((input) => ({ variant: 'valid' as const, input })) },
    {
      weight: 5,
      arbitrary: valid.chain((v) => mutate(v, keys)).map((input) => ({ variant: 'mutated' as const, input })),
    },
    { weight: 1, arbitrary: wrongShape.map((input) => ({ variant: 'shape' as const, input })) },
  ];
  if (body) variants.push({ weight: 1, arbitrary: rawBody.map((r) => ({ variant: 'raw' as const, ...r })) });
  if (body && call.encrypted) {
    // Sealed as the site seals it (valid or mutated inside), and sealed then tampered with.
    variants.push({
      weight: 3,
      arbitrary: fc
        .oneof(
          valid,
          valid.chain((v) => mutate(v, keys)),
        )
        .map((input) => ({ variant: 'sealed' as const, input, seal: 'ok' as const })),
    });
    variants.push({
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...TAMPERINGS))
        .map(([input, seal]) => ({ variant: 'tampered' as const, input, seal })),
    });
  }
  return fc
    .record({ v: fc.oneof(...variants), auth: authArb, merchant: merchantArb })
    .map(({ v, auth, merchant }) => ({ call: call.name, auth, merchant, ...v }));
}

/** `count` cases spread over every call (each call in turn), drawn from `seed`. */
export function fuzzCases(
  count: number,
  seed: number,
  calls: readonly CallDef[] = fuzzedCalls(),
): FuzzCase[] {
  const perCall = Math.ceil(count / calls.length);
  const byCall = calls.map((call, i) => fc.sample(caseArbitrary(call), { seed: seed + i, numRuns: perCall }));
  const out: FuzzCase[] = [];
  for (let round = 0; round < perCall && out.length < count; round++) {
    for (const list of byCall) {
      const c = list[round];
      if (c && out.length < count) out.push(c);
    }
  }
  return out;
}

export const fuzzedCalls = () => allCalls.filter((c) => !SKIPPED_CALLS.has(c.name));

/** The calls the registry marks encrypted (each has a JSON body). */
export const encryptedCalls = () => fuzzedCalls().filter((c) => c.encrypted);

/**
 * Every encrypted call sealed as the site seals it and then tampered with each way, with a valid input drawn from
 * `seed` and the caller the call is for (an agent for agent calls, the member for other token calls).
 */
export function sealCases(seed: number): FuzzCase[] {
  return encryptedCalls().flatMap((call, i) => {
    const [input] = fc.sample(arbitraryFor(call.request), { seed: seed + i, numRuns: 1 });
    const auth: AuthKind =
      call.auth !== 'token' ? 'none' : call.name.startsWith('agent.') ? 'agent' : 'member';
    return (['ok', ...TAMPERINGS] as const).map((seal): FuzzCase => ({
      call: call.name,
      variant: seal === 'ok' ? 'sealed' : 'tampered',
      auth,
      merchant: 'gold',
      input,
      seal,
    }));
  });
}

// -- sending ---------------------------------------------------------------------------------------------------------

function toJson(value: unknown): string {
  let text = JSON.stringify(value === undefined ? {} : value) ?? 'null';
  for (const [marker, raw] of Object.entries(RAW_NUMBERS)) text = text.replaceAll(`"${marker}"`, raw);
  return text;
}

function toQuery(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return input === undefined ? '' : `?${encodeURIComponent(String(JSON.stringify(input)))}`;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    const text = (x: unknown) =>
      typeof x === 'string'
        ? (Object.hasOwn(RAW_NUMBERS, x) ? (RAW_NUMBERS[x] as string) : x).slice(0, 20_000)
        : typeof x === 'object' && x !== null
          ? JSON.stringify(x)
          : String(x);
    if (Array.isArray(v)) for (const item of v) q.append(k, text(item));
    else if (v !== undefined) q.append(k, text(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

function fillPath(path: string, input: unknown): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((input as Record<string, unknown> | null)?.[name] ?? 'x')),
  );
}

export type Tokens = Record<Exclude<AuthKind, 'none' | 'garbage'>, string>;

type Injected = { status: number; body: string };

/** The site's encryption adapter for the fuzzed tenant, with its public key from `site.encryptionKey`. */
export function tenantEncryption(app: PlatformApp): EncryptionAdapter {
  return createWebCryptoEncryption(async () => {
    const res = await app.inject({
      method: 'GET',
      url: getCall('site.encryptionKey').path,
      headers: { merchant: MERCHANT },
    });
    const body = res.json() as { success: boolean; value?: { keyId: string; publicKey: JsonWebKey } };
    if (!body.success || !body.value)
      throw new Error(`site.encryptionKey answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return { keyId: body.value.keyId, publicKey: body.value.publicKey };
  });
}

/** Seals `input` for `call` as the site does, then breaks it as `seal` says. */
async function sealed(
  encryption: EncryptionAdapter,
  call: CallDef,
  input: unknown,
  seal: Seal,
): Promise<{ body: unknown; headers: Record<string, string> }> {
  const other = call.name === 'session.login' ? 'session.register' : 'session.login';
  const out = await encryption.encrypt(input, { callName: seal === 'otherCall' ? other : call.name });
  const body = { ...(out.body as { value: string }) };
  const headers = { ...out.headers };
  if (seal === 'flipped') {
    const bytes = Buffer.from(body.value, 'base64');
    const at = bytes.length - 5; // inside the ciphertext or its tag, after the 12-byte IV
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    body.value = bytes.toString('base64');
  } else if (seal === 'unknownKeyId') headers[HEADERS.encryptionKeyId] = 'not-a-key-of-this-platform';
  else if (seal === 'wrappedGarbage') headers[HEADERS.encryption] = Buffer.alloc(256, 7).toString('base64');
  else if (seal === 'scheme') headers[HEADERS.encryptionScheme] = 'legacy-des-rsa';
  else if (seal === 'notBase64') body.value = '%%% not base64 %%%';
  else if (seal === 'noValue') return { body: { payload: input }, headers };
  else if (seal === 'short') body.value = Buffer.alloc(5, 1).toString('base64');
  return { body, headers };
}

export async function sendCase(
  app: PlatformApp,
  c: FuzzCase,
  tokens: Partial<Tokens>,
  encryption?: EncryptionAdapter,
): Promise<Injected> {
  const call = allCalls.find((x) => x.name === c.call)!;
  const headers: Record<string, string | string[]> = {};
  if (c.merchant === 'gold') headers.merchant = MERCHANT;
  else if (c.merchant === 'unknown') headers.merchant = "NOPE' OR 1=1";
  else if (c.merchant === 'twice') headers.merchant = [MERCHANT, OTHER_MERCHANT];
  const token =
    c.auth === 'garbage' ? 'Bearer ../../etc/passwd' : c.auth === 'none' ? undefined : tokens[c.auth];
  if (token) headers.authorization = token;
  const get = call.method === 'GET' || (call.method === 'DELETE' && call.body === 'none');
  let url = fillPath(call.path, c.input);
  let payload: string | undefined;
  if (get) url += toQuery(c.input);
  else if (c.raw !== undefined) {
    payload = c.raw;
    headers['content-type'] = c.contentType ?? 'application/json';
  } else if (c.seal) {
    if (!encryption) throw new Error(`case ${c.call} ${c.seal} needs the tenant's encryption`);
    const out = await sealed(encryption, call, c.input, c.seal);
    payload = toJson(out.body);
    Object.assign(headers, out.headers);
    headers['content-type'] = 'application/json';
  } else if (call.body === 'form' && c.input && typeof c.input === 'object' && !Array.isArray(c.input)) {
    payload = new URLSearchParams(
      Object.entries(c.input)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    payload = toJson(c.input);
    headers['content-type'] = 'application/json';
  }
  const res = await app.inject({
    method: call.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.body };
}

// -- invariants ------------------------------------------------------------------------------------------------------

/** Text that only an internal error puts in an answer: stack frames, source paths, SQL and driver errors. */
const LEAK_PATTERNS: readonly RegExp[] = [
  /(?:\n|\\n)\s*at\s/,
  /\bat\s+\S+\s+\([^)]*:\d+:\d+\)/,
  /\bat\s+(?:async\s+)?(?:file:\/\/|\/)\S+:\d+/, // stack frames
  /(?:\/work\/|\/home\/|\/usr\/|node_modules|file:\/\/|[A-Za-z]:\\)/,
  /\.(?:ts|js|mjs|cjs):\d+/, // source paths
  /\bFailed query\b/i,
  /\b(?:syntax error at or near|violates (?:not-null|foreign key|check|unique) constraint|invalid input syntax for|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)|numeric field overflow|value too long for type|out of range for type|division by zero|duplicate key value)\b/i,
  /\b(?:PGlite|drizzle|postgres(?:ql)? error)/i, // driver names
  // Postgres's own severity, upper case (a field named `error`, as third-party login's, says `error: …` in words).
  /\bERROR:\s+\w/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|Cannot read propert(?:y|ies) of|is not a function|is not iterable|Maximum call stack)\b/,
];

export function leakIn(body: string): RegExp | undefined {
  // A body that echoes what the caller sent (e.g. a search term) may hold our SQL-ish probes; strip nothing: the
  // probes above never contain these patterns.
  return LEAK_PATTERNS.find((re) => re.test(body));
}

export function isEnvelope(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
  const e = parsed as Record<string, unknown>;
  return (
    typeof e.success === 'boolean' &&
    'value' in e &&
    (e.message === null || typeof e.message === 'string') &&
    (e.errorCode === null || typeof e.errorCode === 'string') &&
    (e.success ? e.errorCode === null : typeof e.errorCode === 'string')
  );
}

/** Calls allowed to answer 501 FUNCTION_NOT_AVAILABLE (registered without a handler): none today. */
export const allowed501 = new Set<string>();

// -- the run ---------------------------------------------------------------------------------------------------------

async function login(app: PlatformApp, username: string, merchant: string): Promise<string | undefined> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { merchant, 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = res.json() as { success: boolean; value?: { token?: string } };
  return body.success ? body.value?.token : undefined;
}

async function freeplay(app: PlatformApp): Promise<string | undefined> {
  const key = await app.inject({
    method: 'GET',
    url: '/wps/system/encryptionKey',
    headers: { merchant: MERCHANT },
  });
  const publicKey = (key.json() as { value?: { keyId: string; publicKey: JsonWebKey } | null }).value;
  if (!publicKey) return undefined;
  const random = await sealFreePlayRandom(null, async () => publicKey);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: MERCHANT, 'content-type': 'application/json' },
    payload: JSON.stringify({ platform: 'DESKTOP', random }),
  });
  const body = res.json() as { success: boolean; value?: { token?: string } };
  return body.success ? body.value?.token : undefined;
}

async function alive(app: PlatformApp, token: string, merchant: string): Promise<boolean> {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/session/touch',
    headers: { merchant, authorization: token },
  });
  return res.statusCode === 200 && (res.json() as { success: boolean }).success;
}

/** Tokens of the seeded member (demo), agent, a fresh trial account and neonplay's demo (another tenant). */
async function freshTokens(
  app: PlatformApp,
  tokens: Partial<Tokens> = {},
): Promise<{ tokens: Partial<Tokens>; renewed: number }> {
  const out: Partial<Tokens> = { ...tokens };
  let renewed = 0;
  const sources: [keyof Tokens, string, () => Promise<string | undefined>][] = [
    ['member', MERCHANT, () => login(app, 'demo', MERCHANT)],
    ['agent', MERCHANT, () => login(app, 'agent', MERCHANT)],
    ['trial', MERCHANT, () => freeplay(app)],
    ['otherTenant', OTHER_MERCHANT, () => login(app, 'demo', OTHER_MERCHANT)],
  ];
  for (const [kind, merchant, get] of sources) {
    const current = out[kind];
    if (current && (await alive(app, current, merchant))) continue;
    const token = await get();
    if (token) {
      out[kind] = token;
      renewed++;
    } else delete out[kind];
  }
  return { tokens: out, renewed };
}

/** Calls after which a token may have ended (checked at once instead of at the next interval). */
const SESSION_ENDING = /^(session\.(logout|firstLogin)|member\.changePassword|dev\.expireSession|agent\.)/;

export type RunOptions = {
  count: number;
  seed: number;
  onProgress?: (done: number) => void;
  calls?: readonly CallDef[];
  cases?: readonly FuzzCase[];
};

export async function runFuzz(app: PlatformApp, options: RunOptions): Promise<FuzzReport> {
  const started = Date.now();
  const cases = options.cases ?? fuzzCases(options.count, options.seed, options.calls);
  let { tokens, renewed } = await freshTokens(app);
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    calls: new Set(cases.map((c) => c.call)).size,
    perStatus: {},
    perVariant: {},
    succeeded: 0,
    fiveXx: [],
    leaks: [],
    notEnvelope: [],
    sealedRefused: [],
    tamperedAccepted: [],
    perSeal: {},
    ledger: { accounts: 0, entries: 0, mismatches: [], negatives: 0 },
    reloggedIn: 0,
    ms: 0,
  };
  const encryption = tenantEncryption(app);
  for (const [i, c] of cases.entries()) {
    const res = await sendCase(app, c, tokens, encryption);
    report.requests++;
    report.perStatus[res.status] = (report.perStatus[res.status] ?? 0) + 1;
    report.perVariant[c.variant] = (report.perVariant[c.variant] ?? 0) + 1;
    const finding = (kind: Finding['kind']): Finding => ({
      kind,
      status: res.status,
      case: shorten(c),
      body: res.body.slice(0, 600),
    });
    if (res.status >= 500 && !(res.status === 501 && allowed501.has(c.call)))
      report.fiveXx.push(finding('5xx'));
    if (leakIn(res.body)) report.leaks.push(finding('leak'));
    const answer = isEnvelope(res.body)
      ? (JSON.parse(res.body) as { success: boolean; errorCode: string | null })
      : undefined;
    if (!answer) report.notEnvelope.push(finding('envelope'));
    else if (answer.success) report.succeeded++;
    if (c.seal) {
      const refused = answer?.errorCode === 'ENCRYPTION_REQUIRED';
      const seal = (report.perSeal[c.seal] ??= { sent: 0, encryptionRefused: 0 });
      seal.sent++;
      if (refused) seal.encryptionRefused++;
      if (c.seal === 'ok' && refused) report.sealedRefused.push(finding('sealedRefused'));
      // Refused before the body is read (no merchant, no session) or by the decryption: anything else let it in.
      if (c.seal !== 'ok' && (!answer || answer.success || res.status < 400))
        report.tamperedAccepted.push(finding('tamperedAccepted'));
    }
    if (SESSION_ENDING.test(c.call) || i % 50 === 49) {
      const next = await freshTokens(app, tokens);
      tokens = next.tokens;
      renewed += next.renewed;
    }
    options.onProgress?.(i + 1);
  }
  report.reloggedIn = renewed - 4;
  report.ledger = await checkLedger(app.platform.db);
  // Nothing polluted the prototypes of this process.
  if (
    ({} as Record<string, unknown>).polluted !== undefined ||
    ({} as Record<string, unknown>).isAgent !== undefined
  ) {
    report.leaks.push({
      kind: 'leak',
      status: 0,
      case: { call: 'Object.prototype', variant: 'mutated', auth: 'none', merchant: 'gold' },
      body: 'Object.prototype was polluted',
    });
  }
  report.ms = Date.now() - started;
  return report;
}

/** How many invariants the run broke (0 when it passed). */
export function failures(r: FuzzReport): number {
  return (
    r.fiveXx.length +
    r.leaks.length +
    r.notEnvelope.length +
    r.sealedRefused.length +
    r.tamperedAccepted.length +
    r.ledger.mismatches.length +
    r.ledger.negatives
  );
}

/** A case as printed in a finding (huge strings cut). */
function shorten(c: FuzzCase): FuzzCase {
  const json = JSON.stringify(c.input, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v,
  );
  return {
    ...c,
    input: json === undefined ? undefined : (JSON.parse(json) as unknown),
    ...(c.raw !== undefined ? { raw: c.raw.slice(0, 80) } : {}),
  };
}

export function formatReport(r: FuzzReport): string {
  const lines = [
    `seed ${r.seed}: ${r.requests} requests over ${r.calls} calls in ${(r.ms / 1000).toFixed(1)} s (${r.succeeded} answered success)`,
    `per status: ${Object.entries(r.perStatus)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
    `per variant: ${Object.entries(r.perVariant)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
    `5xx: ${r.fiveXx.length}; stack traces or internal text: ${r.leaks.length}; not in the envelope: ${r.notEnvelope.length}`,
    `encrypted calls: ${
      Object.entries(r.perSeal)
        .map(([seal, n]) => `${seal} ${n.sent} (${n.encryptionRefused} refused as badly encrypted)`)
        .join(', ') || 'none sent'
    }; sealed but refused: ${r.sealedRefused.length}; tampered but not refused: ${r.tamperedAccepted.length}`,
    `ledger: ${r.ledger.mismatches.length} mismatches, ${r.ledger.negatives} negatives (${r.ledger.accounts} wallet accounts, ${r.ledger.entries} entries); tokens renewed ${r.reloggedIn} times`,
  ];
  for (const f of [
    ...r.fiveXx,
    ...r.leaks,
    ...r.notEnvelope,
    ...r.sealedRefused,
    ...r.tamperedAccepted,
  ].slice(0, 20))
    lines.push(
      `  ${f.kind} ${f.status} ${f.case.call} ${JSON.stringify(f.case).slice(0, 400)}\n    -> ${f.body.slice(0, 300)}`,
    );
  return lines.join('\n');
}
