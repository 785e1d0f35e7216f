import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestAsIs } from '../scripts/asIs.ts';
import { keepsNumbers, qint, qnum } from '../src/contract/common.ts';
import { gamesMeta, siteMeta } from '../src/contract/meta/index.ts';

/** `requestAsIs`: may the client send a request before its schema is loaded (parsing never changes it)? */
describe('requestAsIs (the generator flag of meta/<area>.generated.ts)', () => {
  it('marks calls of the registry: plain requests as-is, defaults as-is when given, qint as-is when a number', () => {
    // `empty` (z.object({})) and an optional string: nothing to change, given no unknown key.
    expect(siteMeta['site.permission']).toMatchObject({ requestAsIs: true, requestKeys: [] });
    expect(gamesMeta['games.vendors']).toMatchObject({ requestAsIs: true, requestKeys: ['merchantCode'] });
    expect(gamesMeta['games.vendors']).not.toHaveProperty('requestNeedsKeys');
    expect(gamesMeta['games.vendors']).not.toHaveProperty('requestNumberKeys');
    // site.notices: `types: z.string().default('B,PL,PU,PR')`, platform and execution have defaults too.
    expect(siteMeta['site.notices']).toMatchObject({
      requestAsIs: true,
      requestKeys: ['types', 'platform', 'execution', 'language'],
      requestNeedsKeys: ['types', 'platform', 'execution'],
    });
    expect(siteMeta['site.notices']).not.toHaveProperty('requestNumberKeys');
    // winner board: gameCategory default 'ALL', limitNum `qint.default(20)` (given, and a number).
    expect(gamesMeta['games.winnerBoard']).toMatchObject({
      requestAsIs: true,
      requestKeys: ['gameCategory', 'language', 'limitNum'],
      requestNeedsKeys: ['gameCategory', 'limitNum'],
      requestNumberKeys: ['limitNum'],
    });
    // games.hot: isPlatform is `qint.optional()` (a number when given).
    expect(gamesMeta['games.hot']).toMatchObject({
      requestAsIs: true,
      requestKeys: ['merchantCode', 'isPlatform', 'platform', 'language'],
      requestNumberKeys: ['isPlatform'],
    });
    expect(gamesMeta['games.hot']).not.toHaveProperty('requestNeedsKeys');
    // games.launch: launchMode defaults to GLS, but other keys still change the value.
    expect(gamesMeta['games.launch']).not.toHaveProperty('requestAsIs');
  });

  it('records keys with defaults (needsKeys) and qint/qnum keys (numberKeys), through optional, nullable and readonly wrappers', () => {
    const schema = z.object({
      a: z.string().default('x'),
      b: z.string().prefault('y').optional(),
      c: z.number().nullable().default(null),
      n: qint.default(20),
      m: qnum.optional(),
      o: qint.readonly(),
      s: z.string(),
    });
    expect(requestAsIs(schema)).toEqual({
      asIs: true,
      keys: ['a', 'b', 'c', 'n', 'm', 'o', 's'],
      needsKeys: ['a', 'b', 'c', 'n'],
      numberKeys: ['n', 'm', 'o'],
    });
    // The marker is the schema itself: qint's parsing is untouched, and a changed copy is not marked.
    expect(keepsNumbers(qint)).toBe(true);
    expect(keepsNumbers(qint.optional())).toBe(false);
    expect(qint.parse('7')).toBe(7);
    expect(qint.parse(7)).toBe(7);
  });

  it('keeps qint and defaults not as-is where the value could still change', () => {
    const cases: [z.ZodType, RegExp][] = [
      // Only a top-level key may be conditional: inside an array or union the string form would be sent.
      [z.object({ a: z.array(qint) }), /pipe at a\[\]/],
      [z.object({ a: z.union([z.string(), qint]) }), /pipe at a/],
      [z.object({ a: qint.transform((n) => n * 2) }), /pipe at a/],
      [z.object({ a: z.array(z.string().default('x')) }), /default at a\[\]/],
      // A default of a schema that itself changes the value.
      [z.object({ a: z.string().trim().default('x') }), /overwrite/],
      [z.object({ a: z.coerce.number().default(1) }), /coerce at a/],
    ];
    for (const [schema, why] of cases) {
      const r = requestAsIs(schema);
      expect(r.asIs, String(why)).toBe(false);
      if (!r.asIs) expect(r.why).toMatch(why);
    }
  });

  it('says why a schema changes the value', () => {
    const cases: [z.ZodType, RegExp][] = [
      [z.looseObject({ a: z.tuple([z.string().default('x')]) }), /default at a\[0\]/],
      [z.looseObject({ a: z.coerce.number() }), /coerce at a/],
      [z.looseObject({ a: z.string().trim() }), /overwrite/],
      [z.looseObject({ a: z.string().transform((s) => s.length) }), /pipe at a/],
      [z.looseObject({ a: z.preprocess((v) => v, z.string()) }), /pipe at a/],
      [z.looseObject({ a: z.string().catch('x') }), /catch at a/],
      [z.looseObject({ a: z.record(z.string(), z.string().prefault('x')) }), /prefault at a\{\}/],
      [z.looseObject({ a: z.array(z.union([z.string(), z.number().transform(String)])) }), /pipe at a\[\]/],
      [z.looseObject({ a: z.looseObject({ b: z.string() }) }), /nested object/],
      [z.looseObject({ a: z.record(z.string(), z.coerce.boolean()) }), /coerce at a\{\}/],
      [z.looseObject({ a: z.date() }), /date/],
      [z.object({ a: z.string() }).catchall(z.number()), /catchall/],
    ];
    for (const [schema, why] of cases) {
      const r = requestAsIs(schema);
      expect(r.asIs, String(why)).toBe(false);
      if (!r.asIs) expect(r.why).toMatch(why);
    }
  });

  it('accepts what parsing returns unchanged, recursing through optionals, unions, arrays, records and lazy schemas', () => {
    type Tree = { id: string; kids?: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.looseObject({ id: z.string() }));
    const schema = z.strictObject({
      q: z.string().min(2).optional(),
      n: z.number().int().nullable(),
      kind: z.enum(['A', 'B']).or(z.literal(3)),
      tags: z.array(z.string()).max(3).optional(),
      map: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      pair: z.tuple([z.string(), z.boolean()]).optional(),
      any: z.unknown(),
    });
    expect(requestAsIs(schema)).toEqual({
      asIs: true,
      keys: ['q', 'n', 'kind', 'tags', 'map', 'pair', 'any'],
    });
    // A lazy value that is an object is nested: its keys would be reordered.
    expect(requestAsIs(z.looseObject({ t: tree })).asIs).toBe(false);
    expect(requestAsIs(z.looseObject({ t: z.lazy(() => z.array(z.string())) })).asIs).toBe(true);
  });
});
