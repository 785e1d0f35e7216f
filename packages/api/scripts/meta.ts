import { AREAS, type CallDef, type CallMeta } from '../src/contract/define.ts';
import { allCalls } from '../src/contract/registry.ts';
import { requestAsIs } from './asIs.ts';

/** Where the generated table lives, relative to the package. */
export const META_FILE = 'src/contract/meta.generated.ts';

/** The fields of a call the client needs at request time, in the order they are written. */
const FIELDS = ['name', 'area', 'kind', 'method', 'path', 'moduleId', 'auth', 'encrypted', 'body', 'sessionCache', 'requestAsIs', 'requestKeys', 'requestNeedsKeys', 'requestNumberKeys'] as const satisfies readonly (keyof CallMeta)[];

const DERIVED = ['requestAsIs', 'requestKeys', 'requestNeedsKeys', 'requestNumberKeys'] as const;
type Derived = (typeof DERIVED)[number];
const isDerived = (f: string): f is Derived => (DERIVED as readonly string[]).includes(f);

type Literal = string | boolean | readonly string[];
const quote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const literal = (v: Literal): string => (typeof v === 'string' ? quote(v) : Array.isArray(v) ? `[${v.map(quote).join(', ')}]` : String(v));

/**
 * `metaOf(call)`: the call without its schemas, source or description, plus what the client may do
 * before the schemas arrive: `requestAsIs` (parsing the request can never change what is sent, see
 * scripts/asIs.ts) and `requestKeys` (the keys of the request object, in the order parsing writes them),
 * with the conditions on the argument: `requestNeedsKeys` (keys with a default, which must be given) and
 * `requestNumberKeys` (qint/qnum keys, which must be numbers when given).
 */
export function metaOf(call: CallDef): CallMeta {
  const asIs = requestAsIs(call.request);
  const derived: Partial<CallMeta> = asIs.asIs
    ? {
        requestAsIs: true,
        ...(asIs.keys ? { requestKeys: asIs.keys } : {}),
        ...(asIs.needsKeys ? { requestNeedsKeys: asIs.needsKeys } : {}),
        ...(asIs.numberKeys ? { requestNumberKeys: asIs.numberKeys } : {}),
      }
    : {};
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const v = isDerived(f) ? derived[f] : call[f];
    if (v === undefined || (f === 'sessionCache' && v === false)) continue;
    out[f] = v;
  }
  return out as CallMeta;
}

/** The text of `meta.generated.ts`: one `<area>Meta` constant per area (so a bundle keeps only the areas it imports). */
export function renderMeta(calls: readonly CallDef[] = allCalls): string {
  const lines = [
    '// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).',
    '// Plain data: what the client needs of each call at request time, without the zod schemas, which each',
    '// area loads lazily (src/client/lazyCalls.ts).',
    "import type { CallMeta } from './define.ts';",
  ];
  for (const area of AREAS) {
    lines.push('', `export const ${area}Meta = {`);
    for (const call of calls.filter((c) => c.area === area)) {
      const meta = metaOf(call) as Record<string, Literal>;
      const fields = FIELDS.filter((f) => f in meta).map((f) => `${f}: ${literal(meta[f]!)}`);
      lines.push(`  ${quote(call.name)}: { ${fields.join(', ')} },`);
    }
    lines.push('} as const satisfies Readonly<Record<string, CallMeta>>;');
  }
  return `${lines.join('\n')}\n`;
}
