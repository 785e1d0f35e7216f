/**
 * The zod -> fast-check mapper of the fuzz (test/fuzz/zod-arbitrary.ts): every kind it maps generates values the
 * schema accepts, every request schema of the registry maps, and a kind it does not know is refused.
 */
import fc from 'fast-check';
import { allCalls, id, qbool, qint, qnum } from '@wl/api/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryFor, objectKeys } from './fuzz/zod-arbitrary.ts';

const SEED = 17;

function expectAllAccepted(schema: z.ZodType, runs = 200) {
  const values = fc.sample(arbitraryFor(schema), { seed: SEED, numRuns: runs });
  const refused = values.filter((v) => !schema.safeParse(v).success);
  expect(refused.slice(0, 3)).toEqual([]);
  return values;
}

describe('zod -> fast-check', () => {
  it('maps each kind the registry uses to values the schema accepts', () => {
    expectAllAccepted(z.string().regex(/^[a-z][a-z0-9]{3,15}$/));
    expectAllAccepted(z.string().min(3).max(5));
    expectAllAccepted(z.string().trim().min(1));
    expectAllAccepted(z.number().int().gt(0).lt(10));
    expectAllAccepted(z.number().min(0.01).max(5));
    expectAllAccepted(z.number().positive());
    expectAllAccepted(z.enum(['A', 'B']));
    expectAllAccepted(z.literal(3));
    expectAllAccepted(z.array(z.number().int()).min(1).max(3));
    expectAllAccepted(
      z.object({ a: qint, b: qnum.optional(), c: qbool.default(false), d: id, e: z.string().nullable() }),
    );
    expectAllAccepted(z.looseObject({ a: z.boolean() }));
    expectAllAccepted(z.union([z.null(), z.literal(''), z.record(z.string(), z.number())]));
    expectAllAccepted(z.unknown());
  });

  it('covers both sides of a union and leaves optional keys out now and then', () => {
    const values = expectAllAccepted(z.object({ page: qint.optional() }));
    expect(values.some((v) => typeof (v as { page?: unknown }).page === 'string')).toBe(true);
    expect(values.some((v) => typeof (v as { page?: unknown }).page === 'number')).toBe(true);
    expect(values.some((v) => !('page' in (v as object)))).toBe(true);
  });

  it('maps every request schema of the registry to values it accepts', () => {
    expect(allCalls.length).toBeGreaterThan(200);
    for (const call of allCalls) {
      try {
        expectAllAccepted(call.request, 25);
      } catch (e) {
        throw new Error(`${call.name}: ${(e as Error).message}`, { cause: e });
      }
    }
  });

  it('refuses a kind it does not map, and an unmapped string format', () => {
    expect(() => arbitraryFor(z.date())).toThrow(/zod kind date is not mapped/);
    expect(() => arbitraryFor(z.email())).toThrow(/string format email is not mapped/);
  });

  it('names the keys of an object schema', () => {
    expect(objectKeys(z.object({ a: z.string(), b: z.number() }).optional())).toEqual(['a', 'b']);
    expect(objectKeys(z.string())).toEqual([]);
  });
});
