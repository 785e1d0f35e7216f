import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contract/define.ts';
import * as envelope from '../contract/envelope.ts';
import { ERROR_KEYS } from './errors.ts';
import { createInterpret } from './interpret.ts';
import { memoryStorage, memoryTokenStorage } from './tokenStorage.ts';

const member = defineCall('dev.interpretMember', 'dev', {
  method: 'GET',
  path: '/wps/test/member',
  auth: 'token',
  audience: 'member',
  encrypted: false,
  body: 'none',
  source: 'ours',
  sessionCache: true,
  request: z.object({}),
  response: z.object({ id: z.number(), account: z.string() }),
  description: 'test',
});

function setup(development = true) {
  const tokenStorage = memoryTokenStorage('tok');
  const onSessionEnded = vi.fn();
  const cache = memoryStorage();
  const config = { baseUrl: '', merchant: 'm', language: 'EN', tokenStorage, onSessionEnded };
  const interpret = createInterpret(config, development, cache);
  const answer = (status: number, body: unknown, key?: string) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return interpret(member, envelope, { response: new Response(text, { status }), text }, 'tok', key);
  };
  return { answer, tokenStorage, onSessionEnded, cache };
}

describe('the answer envelope', () => {
  it('gives the parsed value of a success, and keeps it under the cache key of a sessionCache call', () => {
    const { answer, cache } = setup();
    const result = answer(200, { success: true, value: { id: 7, account: 'alice', extra: 1 } }, 'k');
    expect(result).toEqual({ ok: true, value: { id: 7, account: 'alice' } });
    expect(JSON.parse(cache.getItem('k')!)).toEqual({ id: 7, account: 'alice', extra: 1 });
  });

  it('reads a missing `success` from the HTTP status', () => {
    const { answer } = setup();
    expect(answer(200, { value: { id: 1, account: 'a' } }).ok).toBe(true);
    const failed = answer(503, { message: 'down' });
    expect(failed).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'server', code: 'HTTP_503', message: 'down', status: 503 }),
    });
  });

  it("gives a refusal's code, message and value (details)", () => {
    const { answer, cache } = setup();
    const result = answer(
      200,
      { success: false, errorCode: 'INVALID_CAPTCHA', message: 'wrong', value: { captchaRequired: true } },
      'k',
    );
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'server',
        code: 'INVALID_CAPTCHA',
        message: 'wrong',
        messageKey: ERROR_KEYS.server,
        status: 200,
        call: 'dev.interpretMember',
        details: { captchaRequired: true },
      },
    });
    expect(cache.length).toBe(0);
  });

  it('names the call and field of an answer that does not match the schema (development only)', () => {
    const bad = { success: true, value: { id: 'seven', account: 'a' } };
    const dev = setup(true).answer(200, bad);
    expect(!dev.ok && dev.error).toMatchObject({
      kind: 'schema',
      code: 'SCHEMA',
      message:
        'dev.interpretMember: unexpected answer at value.id: Invalid input: expected number, received string',
      issues: [{ path: 'value.id' }],
    });
    const prod = setup(false).answer(200, bad);
    expect(!prod.ok && prod.error.message).toBe('Unexpected answer from the server');
  });

  it('tells an answer that is not JSON: a schema error on 2xx, the HTTP error otherwise', () => {
    const { answer } = setup();
    const ok = answer(200, '<html>');
    expect(!ok.ok && ok.error).toMatchObject({
      kind: 'schema',
      message: 'dev.interpretMember: answer is not JSON',
    });
    const bad = answer(502, 'Bad gateway');
    expect(!bad.ok && bad.error).toMatchObject({ kind: 'server', code: 'HTTP_502', message: 'Bad gateway' });
  });

  it('ends the session on HTTP 401 and on a session-ended code, once', () => {
    const { answer, tokenStorage, onSessionEnded, cache } = setup();
    cache.setItem('wl:api:x', '1');
    const result = answer(401, '');
    expect(!result.ok && result.error).toMatchObject({ kind: 'session', status: 401 });
    expect(tokenStorage.get()).toBeNull();
    expect(cache.length).toBe(0);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // The token sent is no longer the stored one: the session has already ended.
    const again = answer(200, { success: false, errorCode: 'CUSTOMER_NOT_LOGIN', message: 'bye' });
    expect(!again.ok && again.error).toMatchObject({ kind: 'session', code: 'CUSTOMER_NOT_LOGIN' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('passes a transport error through', () => {
    const { tokenStorage } = setup();
    const interpret = createInterpret(
      { baseUrl: '', merchant: 'm', language: 'EN', tokenStorage },
      true,
      null,
    );
    const error = {
      ok: false as const,
      error: { kind: 'timeout' as const, message: 't', call: 'x', messageKey: 'k' },
    };
    expect(interpret(member, envelope, error, null, undefined)).toBe(error);
  });
});
