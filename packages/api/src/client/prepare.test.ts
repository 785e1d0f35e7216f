import { describe, expect, it } from 'vitest';
import type { CallMeta } from '../contract/define.ts';
import type { ApiClientConfig } from './config.ts';
import { createPrepare, isResult, type Prepared } from './prepare.ts';
import { memoryTokenStorage } from './tokenStorage.ts';
import { plainBody } from './wire.ts';

const meta = (over: Partial<CallMeta>): CallMeta => ({
  name: 'dev.item',
  area: 'dev',
  kind: 'query',
  method: 'GET',
  path: '/wps/item/{id}',
  auth: 'optional',
  encrypted: false,
  body: 'none',
  ...over,
});

function prepared(call: CallMeta, data: unknown, over: Partial<ApiClientConfig> = {}): Prepared {
  const prepare = createPrepare({
    baseUrl: () => 'https://api.test/',
    merchant: 'gold',
    language: () => 'TY',
    tokenStorage: memoryTokenStorage('tok'),
    deviceId: () => 'dev-1',
    extraHeaders: { 'X-Real-UA': 'ua' },
    ...over,
  });
  const p = prepare(call, data);
  if (isResult(p)) throw new Error(JSON.stringify(p));
  return p;
}

describe('the wire form of a request', () => {
  it('fills the path, puts the rest of a GET in the query and writes the headers', () => {
    const p = prepared(meta({ moduleId: 'MOD1', sessionCache: true }), {
      id: 7,
      tags: ['a', 'b'],
      skip: null,
    });
    expect(p.url).toBe('https://api.test/wps/item/7?tags=a&tags=b');
    expect(p.inQuery).toBe(true);
    expect(p.headers).toEqual({
      Accept: 'application/json',
      Merchant: 'gold',
      Language: 'TY',
      Device: 'web',
      'X-Gateway-Version': '3',
      'X-Real-UA': 'ua',
      ModuleId: 'MOD1',
      Authorization: 'tok',
      'X-Device-Id': 'dev-1',
    });
    expect(p.sentToken).toBe('tok');
    expect(p.storeKey).toBe('wl:api:gold|TY|GET https://api.test/wps/item/7?tags=a&tags=b|');
    expect(p.dedupKey).toBe('gold|TY|GET https://api.test/wps/item/7?tags=a&tags=b||tok');
  });

  it('keeps the body of a POST for the transport, with a stable key, and uses a path override', () => {
    const call = meta({ method: 'POST', body: 'json', path: '/wps/item', auth: 'none', kind: 'mutation' });
    const p = prepared(call, { b: 1, a: 2 }, { pathOverrides: { 'dev.item': '/wps/relay/ITEM' } });
    expect(p.url).toBe('https://api.test/wps/relay/ITEM');
    expect(p.inQuery).toBe(false);
    expect(p.rest).toEqual({ b: 1, a: 2 });
    expect(p.headers['Authorization']).toBeUndefined();
    expect(p.sentToken).toBeNull();
    expect(p.storeKey).toBeUndefined();
    expect(p.dedupKey).toBe('gold|TY|POST https://api.test/wps/relay/ITEM|{"a":2,"b":1}|');
  });

  it('refuses a missing path parameter and a token call without a token', () => {
    const prepare = createPrepare({
      baseUrl: '',
      merchant: 'm',
      language: 'EN',
      tokenStorage: memoryTokenStorage(),
    });
    const missing = prepare(meta({}), {});
    expect(isResult(missing) && !missing.ok && missing.error).toMatchObject({
      kind: 'schema',
      code: 'SCHEMA',
    });
    const loggedOut = prepare(meta({ auth: 'token' }), { id: 1 });
    expect(isResult(loggedOut) && !loggedOut.ok && loggedOut.error).toMatchObject({
      kind: 'session',
      code: 'CUSTOMER_NOT_LOGIN',
    });
  });

  it('encodes form, multipart and JSON bodies with their content type', async () => {
    const headers: Record<string, string> = {};
    expect(String(plainBody('form', { a: 'x y', n: null, o: { k: 1 } }, headers))).toBe(
      'a=x+y&o=%7B%22k%22%3A1%7D',
    );
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const multipartHeaders: Record<string, string> = {};
    const form = plainBody('multipart', { file: new Blob(['hi']), tags: ['a', 'b'] }, multipartHeaders);
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).getAll('tags')).toEqual(['a', 'b']);
    expect(await ((form as FormData).get('file') as Blob).text()).toBe('hi');
    expect(multipartHeaders).toEqual({});
    const jsonHeaders: Record<string, string> = {};
    expect(plainBody('json', undefined, jsonHeaders)).toBe('{}');
    expect(jsonHeaders['Content-Type']).toBe('application/json');
  });
});
