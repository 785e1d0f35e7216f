import type { CallDef } from './define.ts';
import type { CallName } from './registry.ts';

/** A tenant's path overrides: call name -> path (older and newer brands use different service names). */
export type PathOverrides = Partial<Record<CallName | (string & {}), string>>;

/** The path of a call for a tenant: its override if any, else the registry path. */
export function resolvePath(call: Pick<CallDef, 'name' | 'path'>, overrides?: PathOverrides | null): string {
  const override = overrides?.[call.name];
  return override && override.length > 0 ? override : call.path;
}

/**
 * Fill `{param}` segments of a path from the request. Returns the path and the request without the
 * used params. Values are URI-encoded.
 */
export function fillPath(path: string, request: unknown): { path: string; rest: unknown } {
  if (!path.includes('{')) return { path, rest: request };
  const rest: Record<string, unknown> = { ...((request ?? {}) as Record<string, unknown>) };
  const filled = path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = rest[key];
    if (v === undefined || v === null || v === '')
      throw new Error(`path parameter {${key}} missing for ${path}`);
    delete rest[key];
    return encodeURIComponent(String(v));
  });
  return { path: filled, rest };
}
