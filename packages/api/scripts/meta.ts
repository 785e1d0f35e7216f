import { AREAS, type CallDef, type CallMeta } from '../src/contract/define.ts';
import { allCalls } from '../src/contract/registry.ts';

/** Where the generated table lives, relative to the package. */
export const META_FILE = 'src/contract/meta.generated.ts';

/** The fields of a call the client needs at request time, in the order they are written. */
const FIELDS = ['name', 'area', 'kind', 'method', 'path', 'moduleId', 'auth', 'encrypted', 'body', 'sessionCache'] as const satisfies readonly (keyof CallMeta)[];

const quote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const literal = (v: string | boolean): string => (typeof v === 'string' ? quote(v) : String(v));

/** `metaOf(call)`: the call without its schemas, source or description. */
export function metaOf(call: CallDef): CallMeta {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const v = call[f];
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
      const meta = metaOf(call) as Record<string, string | boolean>;
      const fields = FIELDS.filter((f) => f in meta).map((f) => `${f}: ${literal(meta[f]!)}`);
      lines.push(`  ${quote(call.name)}: { ${fields.join(', ')} },`);
    }
    lines.push('} as const satisfies Readonly<Record<string, CallMeta>>;');
  }
  return `${lines.join('\n')}\n`;
}
