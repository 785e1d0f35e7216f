/**
 * Arbitraries (fast-check) for the request schemas of the @wl/api registry (zod 4).
 *
 * zod-fast-check, the maintained bridge, supports zod 3 only (peer `zod ^3.18`), so this maps the schema kinds the
 * registry uses: object (strict or loose), optional, default, nullable, union, pipe and transform (generated from the
 * input side: `qint`, `qnum`, `qbool`, `id`), string (regex, min and max length), number (safe integer, bounds),
 * boolean, literal, enum, array (min and max length), record, tuple, lazy, null, undefined, unknown and any.
 * A kind it does not know throws (test/zod-arbitrary.test.ts maps every request schema of the registry, so a new
 * kind fails there first). What it generates is the *input* of parsing: `schema.safeParse(value)` accepts it (the
 * test checks that too).
 */
import fc from 'fast-check';
import type { z } from 'zod';

type Def = { type: string; [k: string]: unknown };
type Check = {
  _zod: {
    def: {
      check: string;
      format?: string;
      pattern?: RegExp;
      minimum?: number;
      maximum?: number;
      value?: number | bigint;
      inclusive?: boolean;
    };
  };
};

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Longest generated string or array where the schema sets no maximum (keeps requests small and fast). */
const FREE_STRING = 24;
const FREE_ARRAY = 4;

function stringArb(def: Def, schema: z.ZodType): fc.Arbitrary<string> {
  let min = 0;
  let max: number | undefined;
  let pattern: RegExp | undefined;
  if (typeof def.format === 'string') throw new Error(`string format ${def.format} is not mapped`);
  for (const c of (def.checks as Check[] | undefined) ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') min = Math.max(min, d.minimum ?? 0);
    else if (d.check === 'max_length') max = Math.min(max ?? Infinity, d.maximum ?? Infinity);
    else if (d.check === 'length_equals') min = max = (d as { length?: number }).length ?? 0;
    else if (d.check === 'string_format' && d.format === 'regex' && d.pattern) pattern = d.pattern;
    else if (d.check === 'string_format') throw new Error(`string format ${d.format} is not mapped`);
    // overwrite (trim, lower case): applies to what was generated, nothing to do.
  }
  const upper = Math.min(max ?? min + FREE_STRING, min + FREE_STRING);
  if (pattern) {
    const source = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    return fc
      .stringMatching(source, { size: 'xsmall' })
      .filter(
        (v) => v.length >= min && (max === undefined || v.length <= max) && schema.safeParse(v).success,
      );
  }
  return fc
    .string({ minLength: min, maxLength: upper, unit: 'grapheme' })
    .filter((v) => schema.safeParse(v).success);
}

function numberArb(def: Def): fc.Arbitrary<number> {
  let int = false;
  let lo = -1e9;
  let hi = 1e9;
  let loOpen = false;
  let hiOpen = false;
  for (const c of (def.checks as Check[] | undefined) ?? []) {
    const d = c._zod.def;
    if (d.check === 'number_format')
      int = d.format === 'safeint' || d.format === 'int32' || d.format === 'uint32';
    else if (d.check === 'greater_than') {
      lo = Number(d.value);
      loOpen = !d.inclusive;
    } else if (d.check === 'less_than') {
      hi = Number(d.value);
      hiOpen = !d.inclusive;
    } else if (d.check === 'multiple_of') int = true;
    else throw new Error(`number check ${d.check} is not mapped`);
  }
  // Small values most of the time (real amounts, pages, ids), the bounds now and then.
  if (int) {
    const min = Math.ceil(loOpen ? lo + (Number.isInteger(lo) ? 1 : 0) : lo);
    const max = Math.floor(hiOpen ? hi - (Number.isInteger(hi) ? 1 : 0) : hi);
    const small = fc.integer({
      min: Math.max(min, Math.min(max, -5)),
      max: Math.min(max, Math.max(min, 1000)),
    });
    return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
  }
  const double = (min: number, max: number) =>
    fc.double({
      min,
      max,
      minExcluded: loOpen && min === lo,
      maxExcluded: hiOpen && max === hi,
      noNaN: true,
      noDefaultInfinity: true,
    });
  const small = double(Math.max(lo, Math.min(hi, -5)), Math.min(hi, Math.max(lo, 1000)));
  return fc.oneof(
    {
      weight: 4,
      arbitrary: small
        .map((v) => Math.round(v * 100) / 100)
        .filter((v) => (loOpen ? v > lo : v >= lo) && (hiOpen ? v < hi : v <= hi)),
    },
    { weight: 1, arbitrary: double(lo, hi) },
  );
}

/** An arbitrary of values `schema` accepts (its parse input). */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 12) throw new Error('schema nests deeper than 12 levels');
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryFor(s as z.ZodType, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const arbs: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        arbs[key] = inner(field);
        const t = defOf(field).type;
        if (t !== 'optional' && t !== 'default') required.push(key);
      }
      return fc.record(arbs, { requiredKeys: required });
    }
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'pipe':
      // Generate the input side; the output side is what the transform (or a second schema) makes of it.
      return defOf(def.in as z.ZodType).type === 'transform'
        ? fc.jsonValue()
        : inner(def.in).filter((v) => schema.safeParse(v).success);
    case 'transform':
      return fc.jsonValue();
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'string':
      return stringArb(def, schema);
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'array': {
      let min = 0;
      let max: number | undefined;
      for (const c of (def.checks as Check[] | undefined) ?? []) {
        const d = c._zod.def;
        if (d.check === 'min_length') min = d.minimum ?? 0;
        else if (d.check === 'max_length') max = d.maximum;
        else if (d.check === 'length_equals') min = max = (d as { length?: number }).length ?? 0;
      }
      return fc.array(inner(def.element), {
        minLength: min,
        maxLength: Math.min(max ?? min + FREE_ARRAY, min + FREE_ARRAY),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(inner));
    case 'record':
      return fc.dictionary(inner(def.keyType) as fc.Arbitrary<string>, inner(def.valueType), { maxKeys: 3 });
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`zod kind ${def.type} is not mapped`);
  }
}

/** The keys of an object schema (through optional, default, pipe), or none. */
export function objectKeys(schema: z.ZodType): string[] {
  let def = defOf(schema);
  for (let i = 0; i < 6 && def.type !== 'object'; i++) {
    const next = (def.innerType ?? def.in) as z.ZodType | undefined;
    if (!next) return [];
    def = defOf(next);
  }
  return def.type === 'object' ? Object.keys(def.shape as object) : [];
}
