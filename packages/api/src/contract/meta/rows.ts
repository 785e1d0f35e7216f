import type { CallMeta } from '../define.ts';

/**
 * A call's row as `gen:meta` writes it, without what its key and route say: the name and the area come from the key,
 * the method and the path from `'METHOD /path'`, the kind from the method (GET: query, else mutation) unless the row
 * names it, `auth` is 'token', `encrypted` false and `body` 'none' for a GET and 'json' otherwise, unless the row
 * says otherwise. The first screen downloads these
 * rows for the areas it uses, so each byte they do not repeat is one the player does not wait for.
 */
type Row = Omit<CallMeta, 'name' | 'area' | 'method' | 'path' | 'kind' | 'auth' | 'encrypted' | 'body'> &
  Partial<Pick<CallMeta, 'kind' | 'auth' | 'encrypted' | 'body'>>;

/** An area's rows, whole: what `CallMeta` says of each call. */
export function metaRows<K extends string>(
  area: CallMeta['area'],
  table: { readonly [N in K]: readonly [route: string, row: Row] },
): { readonly [N in K]: CallMeta } {
  const out = {} as Record<K, CallMeta>;
  for (const name of Object.keys(table) as K[]) {
    const [route, row] = table[name];
    const space = route.indexOf(' ');
    const method = route.slice(0, space) as CallMeta['method'];
    out[name] = {
      name,
      area,
      kind: method === 'GET' ? 'query' : 'mutation',
      method,
      path: route.slice(space + 1),
      auth: 'token',
      encrypted: false,
      body: method === 'GET' ? 'none' : 'json',
      ...row,
    };
  }
  return out;
}
