/**
 * Issue 30: every string a call takes has a maximum length in its schema, so an oversized field is refused by the
 * schema (400, naming it) before any work: a lookup, a hash, a query.
 */
import { DEFAULT_MAX_BODY_BYTES, allCalls, type CallDef } from '@wl/api/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKIPPED_CALLS, sendCase, tenantEncryption, type FuzzCase } from './fuzz/fuzz.ts';
import { arbitraryFor } from './fuzz/zod-arbitrary.ts';
import { usePlatform } from './helpers.ts';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Schema kinds that wrap one inner schema (`def.innerType`) and add no string of their own: both walks go through. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The paths of the strings in a schema that have no maximum length. */
function unboundedStrings(schema: z.ZodType, path = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: unknown, p = path) => unboundedStrings(s as z.ZodType, p, seen);
  if (WRAPPERS.has(def.type)) return inner(def.innerType);
  switch (def.type) {
    case 'string': {
      const checks = (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? [];
      const bounded = checks.some((c) => ['max_length', 'length_equals'].includes(c._zod.def.check));
      return bounded ? [] : [path || '(body)'];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) =>
        inner(v, path ? `${path}.${k}` : k),
      );
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => inner(o));
    case 'pipe':
      return inner(def.in);
    case 'transform':
      return [];
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((o, i) => inner(o, `${path}[${i}]`));
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return [];
  }
}

describe('string limits', () => {
  it('every string field of every call has a maximum length', () => {
    const unbounded = allCalls.flatMap((c) => unboundedStrings(c.request).map((p) => `${c.name}: ${p}`));
    expect(unbounded).toEqual([]);
  });
});

/** Past this, a field is left to the body-size test below (413): images as data URLs, uploads. */
const LARGE = 16 * 1024;

/**
 * A string field of a request, at any depth (a top-level field, a field of an object within the body, an array
 * item), with its maximum length, and `make()`: a whole request that the schema accepts but for that one string,
 * which is one character past its maximum. Found by walking the schema (objects, arrays, optionals, unions, pipes,
 * tuples, records, lazies), so a field added later is covered without a list to keep. `path` is how the platform
 * names the field (zod's issue path joined with dots: `user.nationality`, `ids.0`, `transfers.0.customerId`).
 */
type Oversized = { path: string; max: number; make: () => unknown };

function oversizedStrings(schema: z.ZodType, seed: number, seen = new Set<unknown>()): Oversized[] {
  if (seen.has(schema)) return [];
  const within = new Set(seen).add(schema);
  const def = defOf(schema);
  const walk = (s: unknown) => oversizedStrings(s as z.ZodType, seed, within);
  // A valid value of `s`, the same for a seed.
  const sample = (s: unknown) => fc.sample(arbitraryFor(s as z.ZodType), { seed, numRuns: 1 })[0];
  const under = (key: string | number, t: Oversized, make: () => unknown): Oversized => ({
    path: t.path ? `${key}.${t.path}` : String(key),
    max: t.max,
    make,
  });
  if (WRAPPERS.has(def.type)) return walk(def.innerType);
  switch (def.type) {
    case 'string': {
      const checks =
        (def.checks as { _zod: { def: { check: string; maximum?: number } } }[] | undefined) ?? [];
      const max = checks.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
      return max === undefined || max >= LARGE ? [] : [{ path: '', max, make: () => 'x'.repeat(max + 1) }];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) =>
        walk(field).map((t) => under(key, t, () => ({ ...(sample(schema) as object), [key]: t.make() }))),
      );
    case 'array':
      // The first item oversized, the others (if the sample has any) valid.
      return walk(def.element).map((t) =>
        under(0, t, () => [t.make(), ...(sample(schema) as unknown[]).slice(1)]),
      );
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, i) =>
        walk(item).map((t) =>
          under(i, t, () => Object.assign([...(sample(schema) as unknown[])], { [i]: t.make() })),
        ),
      );
    case 'record':
      return walk(def.valueType).map((t) => under('k', t, () => ({ k: t.make() })));
    case 'union':
      return (def.options as unknown[]).flatMap(walk);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? [] : walk(def.in);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return [];
  }
}

const t = usePlatform({ rateLimits: false });
const callerOf = (call: CallDef): FuzzCase['auth'] =>
  call.auth !== 'token'
    ? 'none'
    : call.audience === 'agent' || call.audience === 'realAgent'
      ? 'agent'
      : 'member';
const served = () => allCalls.filter((c) => !SKIPPED_CALLS.has(c.name) && !c.path.includes('{'));

describe('past each limit (the fuzz at the edge)', () => {
  let tokens: { member: string; agent: string };
  beforeAll(async () => {
    tokens = { member: await t.login('demo'), agent: await t.login('agent') };
  });

  /** Sends each string field `which` picks one character past its maximum; the fields tried, and what went wrong. */
  async function pastEachLimit(which: (path: string) => boolean) {
    const problems: string[] = [];
    const tried: string[] = [];
    for (const [i, call] of served().entries()) {
      for (const f of oversizedStrings(call.request, 30 + i).filter((f) => which(f.path))) {
        tried.push(`${call.name}: ${f.path}`);
        const c: FuzzCase = {
          call: call.name,
          variant: 'valid',
          auth: callerOf(call),
          merchant: 'gold',
          input: f.make(),
          ...(call.encrypted ? { seal: 'ok' as const } : {}),
        };
        const r = await sendCase(t.app, c, tokens, tenantEncryption(t.app));
        const body = JSON.parse(r.body) as { errorCode?: string; message?: string };
        const named =
          r.status === 400 &&
          body.errorCode === 'INVALID_PARAMETERS' &&
          body.message?.startsWith(`${f.path}: `);
        if (!named)
          problems.push(
            `${call.name}: ${f.path} (max ${f.max}): ${r.status} ${body.errorCode} ${body.message}`,
          );
      }
    }
    return { tried, problems };
  }

  // Fields of 16 KB and more (images sent as data URLs) are not sent here: the body-size test below covers them.
  it('a string one character past its maximum is refused (400) naming it, on every call, as the right caller', async () => {
    const { tried, problems } = await pastEachLimit((path) => !path.includes('.'));
    expect(tried.length).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  }, 240_000);

  it('a nested string (a field of an object in the body, an array item) one character past its maximum is refused (400) naming its path', async () => {
    const { tried, problems } = await pastEachLimit((path) => path.includes('.'));
    // The walk reaches each kind of nesting the contract has today (a new nested field is found the same way).
    expect(tried).toEqual(
      expect.arrayContaining([
        'session.thirdPartyRegister: user.nationality',
        'session.thirdPartyRegister: user.fullName',
        'messages.markRead: ids.0',
        'messages.deleteInbox: ids.0',
        'agent.transferMultipleDownline: transfers.0.customerId',
        'agent.updateDownlineRebates: rebates.0.productType',
        'reports.cancelLotteryOrders: orderIds.0',
      ]),
    );
    expect(problems).toEqual([]);
  }, 240_000);

  it('a body one byte past what its call takes is refused (413) on every call with a body', async () => {
    const problems: string[] = [];
    for (const call of served().filter((c) => c.body === 'json' && c.method !== 'GET')) {
      const limit = call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
      if (limit > 1024 * 1024) continue; // the uploads: test/input-guards.test.ts
      const raw = JSON.stringify({ pad: 'x'.repeat(limit) });
      const r = await sendCase(
        t.app,
        { call: call.name, variant: 'raw', auth: callerOf(call), merchant: 'gold', raw },
        tokens,
      );
      if (r.status !== 413) problems.push(`${call.name}: ${r.status}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
