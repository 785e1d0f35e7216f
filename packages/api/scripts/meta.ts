import { AREAS, type CallDef, type CallMeta } from '../src/contract/define.ts';
import { allCalls } from '../src/contract/registry.ts';
import { requestAsIs } from './asIs.ts';

/**
 * Where the generated tables live, relative to the package: one module per area (`<area>.generated.ts`), so that a
 * lazy area's rows travel in its own chunk. One module with every area's rows was shared by the first screen and the
 * lazy areas, so the bundler put all of it (36 KB) in the first screen's entry.
 */
export const META_DIR = 'src/contract/meta';
const metaFileOf = (area: string): string => `${META_DIR}/${area}.generated.ts`;

/** The fields of a call the client needs at request time, in the order they are written. */
const FIELDS = [
  'name',
  'area',
  'kind',
  'method',
  'path',
  'moduleId',
  'auth',
  'audience',
  'encrypted',
  'body',
  'sessionCache',
  'requestAsIs',
  'requestKeys',
  'requestNeedsKeys',
  'requestNumberKeys',
] as const satisfies readonly (keyof CallMeta)[];

const DERIVED = ['requestAsIs', 'requestKeys', 'requestNeedsKeys', 'requestNumberKeys'] as const;
type Derived = (typeof DERIVED)[number];
const isDerived = (f: string): f is Derived => (DERIVED as readonly string[]).includes(f);

type Literal = string | boolean | readonly string[];
const quote = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const literal = (v: Literal): string =>
  typeof v === 'string' ? quote(v) : Array.isArray(v) ? `[${v.map(quote).join(', ')}]` : String(v);

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
    // The audience goes without saying where it is the default of the call's auth (see `audienceOf`).
    if (
      v === undefined ||
      (f === 'sessionCache' && v === false) ||
      (f === 'audience' && v === (call.auth === 'token' ? 'member' : 'anyone'))
    )
      continue;
    out[f] = v;
  }
  return out as CallMeta;
}

/**
 * Areas whose rows are written in two modules: the calls the first screen makes stay in `<area>.generated.ts`, the
 * others go to a module of their own that only the lazy chunks making them import (the session's forms: login,
 * registration, recovery, third-party login, phone and human verification live in the login and register popups and
 * the agent login; the first screen only keeps the session alive, reads the login info and logs out). Every row
 * counts against the player's 200 KB first screen.
 */
export const SPLIT_META = {
  session: {
    file: 'session-forms',
    constName: 'sessionFormsMeta',
    firstScreen: new Set(['session.touch', 'session.loginInfo', 'session.logout']),
  },
} as const satisfies Partial<
  Record<(typeof AREAS)[number], { file: string; constName: string; firstScreen: ReadonlySet<string> }>
>;

const HEADER = [
  '// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).',
  '// Plain data: what the client needs of each call at request time, without the zod schemas, which each',
  '// area loads lazily (src/client/lazyCalls.ts).',
  "import { metaRows } from './rows.ts';",
  '',
];

function rowLine(call: CallDef): string {
  const meta = metaOf(call) as Record<string, Literal>;
  // What metaRows fills in from the key, the route and its defaults is not written (see src/contract/meta/rows.ts).
  const implied: Record<string, Literal> = {
    name: call.name,
    area: call.area,
    method: call.method,
    path: call.path,
    kind: call.method === 'GET' ? 'query' : 'mutation',
    auth: 'token',
    encrypted: false,
    body: call.method === 'GET' ? 'none' : 'json',
  };
  const fields = FIELDS.filter((f) => f in meta && meta[f] !== implied[f]).map(
    (f) => `${f}: ${literal(meta[f]!)}`,
  );
  return `  ${quote(call.name)}: [${quote(`${call.method} ${call.path}`)}, { ${fields.join(', ')} }],`;
}

const table = (constName: string, area: string, calls: readonly CallDef[]): string =>
  `${[...HEADER, `export const ${constName} = metaRows('${area}', {`, ...calls.map(rowLine), '});'].join('\n')}\n`;

/** The text of `meta/<area>.generated.ts` for each area: its `<area>Meta` constant (and a split area's second module). */
export function renderMeta(calls: readonly CallDef[] = allCalls): Record<string, string> {
  const files: Record<string, string> = {};
  const index = [
    "// Generated by `pnpm --filter @wl/api gen:meta`: every area's rows, for tests and tools (apps import an area's own module).",
  ];
  for (const area of AREAS) {
    const own = calls.filter((c) => c.area === area);
    const split = (SPLIT_META as Partial<Record<string, (typeof SPLIT_META)['session']>>)[area];
    if (!split) {
      files[metaFileOf(area)] = table(`${area}Meta`, area, own);
      index.push(`export { ${area}Meta } from './${area}.generated.ts';`);
      continue;
    }
    const first = own.filter((c) => split.firstScreen.has(c.name));
    files[metaFileOf(area)] = table(`${area}Meta`, area, first);
    files[metaFileOf(split.file)] = table(
      split.constName,
      area,
      own.filter((c) => !split.firstScreen.has(c.name)),
    );
    index.push(
      `import { ${area}Meta as ${area}FirstScreen } from './${area}.generated.ts';`,
      `import { ${split.constName} } from './${split.file}.generated.ts';`,
      `export { ${split.constName} };`,
      `export const ${area}Meta = { ...${area}FirstScreen, ...${split.constName} };`,
    );
  }
  files[`${META_DIR}/index.ts`] = [...index, ''].join('\n');
  return files;
}
