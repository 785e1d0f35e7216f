import type { BodyKind } from '../contract/define.ts';

/** Encoding of requests: query strings, JSON, form and multipart bodies. */

export function toQueryString(data: unknown): string {
  if (data === null || data === undefined || typeof data !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v !== undefined && v !== null) params.append(key, scalar(v));
    } else params.append(key, scalar(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function scalar(v: unknown): string {
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function toFormBody(data: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.append(key, scalar(value));
  }
  return params;
}

function toMultipartBody(data: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) form.append(key, v instanceof Blob ? v : scalar(v));
  }
  return form;
}

/** The body of a call that is not encrypted (form, multipart or JSON); its Content-Type is added to `headers`. */
export function plainBody(kind: BodyKind, data: unknown, headers: Record<string, string>): BodyInit {
  if (kind === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return toFormBody(data);
  }
  if (kind === 'multipart') return toMultipartBody(data);
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(data ?? {});
}

/** A stable JSON string (sorted keys) for cache and de-duplication keys. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

export function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
