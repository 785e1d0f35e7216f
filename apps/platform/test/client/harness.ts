/**
 * Starts the real platform (in-process, in-memory database from the run's snapshot, or a PostgreSQL copy)
 * on a random local port, so the real @wl/api client talks HTTP to it exactly as a browser would.
 */
import type { AddressInfo } from 'node:net';
import { createApiClient, memoryStorage, memoryTokenStorage, type ApiClientConfig } from '@wl/api/client';
import { getCall, type PathOverrides } from '@wl/api/contract';
import { beforeAll } from 'vitest';
import type { BuildAppOptions } from '../../src/app.ts';
import { handlers } from '../../src/areas/index.ts';
import { mountCalls } from '../../src/http/mount.ts';
import { GOLD, usePlatform } from '../helpers.ts';

export type FetchLog = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}[];

/** A fetch that records each request (method, path, headers, body) and then really sends it. */
export function recordingFetch(log: FetchLog): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    log.push({
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      headers,
      body: typeof init?.body === 'string' ? init.body : init?.body?.toString(),
    });
    return fetch(input, init);
  };
}

/**
 * `pathOverrides`: extra routes for a tenant's path overrides, mounted with the platform's own
 * `mountCalls` and handlers (the platform does not read tenants' `api.pathOverrides` yet).
 */
export function useListeningPlatform(options: BuildAppOptions & { pathOverrides?: PathOverrides } = {}) {
  const { pathOverrides, ...buildOptions } = options;
  const t = usePlatform(buildOptions);
  const ctx = { t, baseUrl: '' };
  beforeAll(async () => {
    const extra = Object.entries(pathOverrides ?? {}).map(([name, path]) => {
      const call = getCall(name);
      if (!call || !path) throw new Error(`no call ${name}`);
      return { ...call, path };
    });
    if (extra.length) mountCalls(t.app, t.app.platform, handlers, extra);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  return ctx;
}

/** A real client for the platform, recording its requests. */
export function clientFor(baseUrl: string, overrides: Partial<ApiClientConfig> = {}) {
  const log: FetchLog = [];
  const client = createApiClient({
    baseUrl,
    merchant: GOLD,
    language: 'EN',
    tokenStorage: memoryTokenStorage(),
    cacheStorage: memoryStorage(),
    fetch: recordingFetch(log),
    ...overrides,
  });
  return { client, log };
}
