import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestAsIs } from '../scripts/asIs.ts';
import { gamesMeta, siteMeta } from '../src/contract/meta.generated.ts';

/** `requestAsIs`: may the client send a request before its schema is loaded (parsing never changes it)? */
describe('requestAsIs (the generator flag of meta.generated.ts)', () => {
  it('marks calls of the registry: plain requests as-is, defaults and coercions not', () => {
    // `empty` (z.object({})) and an optional string: nothing to change, given no unknown key.
    expect(siteMeta['site.permission']).toMatchObject({ requestAsIs: true, requestKeys: [] });
    expect(gamesMeta['games.vendors']).toMatchObject({ requestAsIs: true, requestKeys: ['merchantCode'] });
    // site.notices: `types: z.string().default('B,PL,PU,PR')`; winner board: gameCategory default 'ALL'.
    expect(siteMeta['site.notices']).not.toHaveProperty('requestAsIs');
    expect(gamesMeta['games.winnerBoard']).not.toHaveProperty('requestAsIs');
    // games.launch: launchMode defaults to GLS; games.hot: isPlatform is qint (a string becomes a number).
    expect(gamesMeta['games.launch']).not.toHaveProperty('requestAsIs');
    expect(gamesMeta['games.hot']).not.toHaveProperty('requestAsIs');
  });

  it('says why a schema changes the value', () => {
    const cases: [z.ZodType, RegExp][] = [
      [z.looseObject({ a: z.string().default('x') }), /default at a/],
      [z.looseObject({ a: z.coerce.number() }), /coerce at a/],
      [z.looseObject({ a: z.string().trim() }), /overwrite/],
      [z.looseObject({ a: z.string().transform((s) => s.length) }), /pipe at a/],
      [z.looseObject({ a: z.preprocess((v) => v, z.string()) }), /pipe at a/],
      [z.looseObject({ a: z.string().catch('x') }), /catch at a/],
      [z.looseObject({ a: z.string().prefault('x') }), /prefault at a/],
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
    expect(requestAsIs(schema)).toEqual({ asIs: true, keys: ['q', 'n', 'kind', 'tags', 'map', 'pair', 'any'] });
    // A lazy value that is an object is nested: its keys would be reordered.
    expect(requestAsIs(z.looseObject({ t: tree })).asIs).toBe(false);
    expect(requestAsIs(z.looseObject({ t: z.lazy(() => z.array(z.string())) })).asIs).toBe(true);
  });
});
