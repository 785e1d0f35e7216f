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

/** The paths of the strings in a schema that have no maximum length. */
function unboundedStrings(schema: z.ZodType, path = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: unknown, p = path) => unboundedStrings(s as z.ZodType, p, seen);
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
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
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

/** The top-level string fields of a request and their maximum length. */
function topStrings(schema: z.ZodType): { key: string; max: number }[] {
  const unwrap = (x: unknown): Def => {
    let d = defOf(x);
    while (['optional', 'nullable', 'default', 'prefault'].includes(d.type)) d = defOf(d.innerType);
    return d;
  };
  const def = unwrap(schema);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, v]) => {
    const d = unwrap(v);
    if (d.type !== 'string') return [];
    const checks = (d.checks as { _zod: { def: { check: string; maximum?: number } } }[] | undefined) ?? [];
    const max = checks.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
    return max === undefined ? [] : [{ key, max }];
  });
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

  it('a string one character past its maximum is refused (400) naming it, on every call, as the right caller', async () => {
    const problems: string[] = [];
    let tried = 0;
    for (const [i, call] of served().entries()) {
      const fields = topStrings(call.request).filter((f) => f.max < 16 * 1024);
      if (!fields.length) continue;
      const [base] = fc.sample(arbitraryFor(call.request), { seed: 30 + i, numRuns: 1 });
      for (const f of fields) {
        tried++;
        const input = { ...(base as object), [f.key]: 'x'.repeat(f.max + 1) };
        const c: FuzzCase = {
          call: call.name,
          variant: 'valid',
          auth: callerOf(call),
          merchant: 'gold',
          input,
          ...(call.encrypted ? { seal: 'ok' as const } : {}),
        };
        const r = await sendCase(t.app, c, tokens, tenantEncryption(t.app));
        const body = JSON.parse(r.body) as { errorCode?: string; message?: string };
        const named =
          r.status === 400 && body.errorCode === 'INVALID_PARAMETERS' && body.message?.includes(f.key);
        if (!named)
          problems.push(
            `${call.name}.${f.key} (max ${f.max}): ${r.status} ${body.errorCode} ${body.message}`,
          );
      }
    }
    expect(tried).toBeGreaterThan(200);
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
