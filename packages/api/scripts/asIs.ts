import type { z } from 'zod';
import { keepsNumbers } from '../src/contract/common.ts';

/**
 * Can a request be sent before its schema is loaded? `requestAsIs(schema)` walks the zod definition of a
 * call's request and says whether parsing can never change the value the client sends, so the client may
 * send the caller's argument at once and check it when the schema arrives (src/client/client.ts).
 *
 * Changing (false): transform / pipe / preprocess / codecs, default / prefault / catch, coerce,
 * overwrite checks (trim, toLowerCase, ...), and anything this walker does not know (when unsure, false).
 * Objects: zod writes the parsed object's keys in the order of the shape (then the extra keys of a loose
 * object), and a plain `z.object` strips unknown keys. For the top-level object the result lists its keys
 * in shape order (`keys`): the client sends early only when the argument has no other key, and writes
 * them in that order, which is exactly what parsing would produce. A nested object (whose keys would be
 * reordered inside a JSON value) is false.
 *
 * Two kinds of top-level keys are as-is on a condition the client checks on the caller's argument:
 * - `needsKeys`: the key's schema is `default(...)`/`prefault(...)` (possibly inside optional, nullable,
 *   readonly) of an otherwise as-is schema. Parsing fills in the default only when the value is
 *   undefined, so the key is as-is when the argument has it (not undefined).
 * - `numberKeys`: the key's schema is `qint`/`qnum` (`keepsNumbers` of src/contract/common.ts), possibly
 *   wrapped as above. Their parse turns a numeric string into a number and returns a number unchanged, so
 *   the key is as-is when the argument's value is a finite number (or absent, unless it is a needs-key).
 * The lists are left out when empty.
 */
export type AsIs =
  | { asIs: true; keys?: readonly string[]; needsKeys?: readonly string[]; numberKeys?: readonly string[] }
  | { asIs: false; why: string };

type Def = {
  type: string;
  checks?: readonly { _zod: { def: { check: string } } }[];
  coerce?: boolean;
} & Record<string, unknown>;

const defOf = (schema: unknown): Def => (schema as z.core.$ZodType)._zod.def as unknown as Def;

/** Types whose parse returns the input itself (after the checks, which only validate). */
const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'literal',
  'enum',
  'nan',
  'template_literal',
  'custom',
]);
/** Types with coercion (`z.coerce.*` sets `coerce`). */
const COERCIBLE = new Set(['string', 'number', 'boolean', 'bigint', 'date']);

const no = (why: string): AsIs => ({ asIs: false, why });
const yes: AsIs = { asIs: true };

function walk(schema: unknown, where: string, seen: Set<unknown>): AsIs {
  const def = defOf(schema);
  const at = (what: string) => no(`${what} at ${where || 'request'}`);
  if (COERCIBLE.has(def.type) && def.coerce) return at('coerce');
  const overwrite = def.checks?.find((c) => c._zod.def.check === 'overwrite');
  if (overwrite) return at('overwrite check (trim, case, normalize)');
  if (LEAVES.has(def.type)) return yes;
  // A lazy or recursive schema met again: its first visit decides.
  if (seen.has(schema)) return yes;
  seen.add(schema);
  const inner = (s: unknown, w = where) => walk(s, w, seen);
  const all = (list: readonly unknown[], w: (i: number) => string): AsIs => {
    for (const [i, s] of list.entries()) {
      const r = inner(s, w(i));
      if (!r.asIs) return r;
    }
    return yes;
  };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'array':
      return inner(def.element, `${where}[]`);
    case 'tuple':
      return all([...(def.items as unknown[]), ...(def.rest ? [def.rest] : [])], (i) => `${where}[${i}]`);
    case 'union':
      return all(def.options as unknown[], () => where);
    case 'record': {
      // String keys are kept in the input's order; enumerable key schemas (enum, literal) reorder them.
      if (defOf(def.keyType).type !== 'string') return at('record with enumerated keys');
      const key = inner(def.keyType, `${where}{key}`);
      return key.asIs ? inner(def.valueType, `${where}{}`) : key;
    }
    case 'object':
      return at('nested object (keys reordered to the shape)');
    case 'default':
    case 'prefault':
    case 'catch':
    case 'pipe':
    case 'transform':
      return at(def.type);
    default:
      return at(`${def.type} (not known to keep the value)`);
  }
}

/** Wrappers of a top-level key that give a present (not undefined) value to their inner schema as it is. */
const KEY_WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'readonly', 'default', 'prefault']);

type KeyAsIs = { asIs: true; needs: boolean; number: boolean } | { asIs: false; why: string };

/** One top-level key: as-is, as-is when present (a default), as-is when a number (qint, qnum), or not. */
function keyAsIs(field: unknown, key: string, seen: Set<unknown>): KeyAsIs {
  let schema = field;
  let needs = false;
  for (;;) {
    if (keepsNumbers(schema)) return { asIs: true, needs, number: true };
    const def = defOf(schema);
    if (!KEY_WRAPPERS.has(def.type)) break;
    // A wrapper with a check of its own (an overwrite) is left to `walk`, which says why it is not as-is.
    if (def.checks?.length) break;
    if (def.type === 'default' || def.type === 'prefault') needs = true;
    schema = def.innerType;
  }
  const r = walk(schema, key, seen);
  return r.asIs ? { asIs: true, needs, number: false } : r;
}

/** See `AsIs`. */
export function requestAsIs(schema: z.ZodType): AsIs {
  const def = defOf(schema);
  if (def.type !== 'object') return walk(schema, '', new Set());
  const catchall = def.catchall === undefined ? undefined : defOf(def.catchall).type;
  // strip (no catchall), strict (never) and loose (unknown) keep the declared keys; another catchall parses extras.
  if (catchall !== undefined && catchall !== 'never' && catchall !== 'unknown')
    return no('object with a catchall schema');
  const shape = def.shape as Record<string, unknown>;
  const seen = new Set<unknown>([schema]);
  const needsKeys: string[] = [];
  const numberKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const r = keyAsIs(field, key, seen);
    if (!r.asIs) return r;
    if (r.needs) needsKeys.push(key);
    if (r.number) numberKeys.push(key);
  }
  return {
    asIs: true,
    keys: Object.keys(shape),
    ...(needsKeys.length ? { needsKeys } : {}),
    ...(numberKeys.length ? { numberKeys } : {}),
  };
}
