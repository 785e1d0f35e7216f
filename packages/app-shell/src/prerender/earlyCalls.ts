import { createApiClient, HEADERS, memoryTokenStorage, type CallName } from '@wl/api';
import type { Language } from '@wl/i18n';
import type { EarlyRequests, PublicTenantConfig } from '@wl/tenant';
import { DEVICE_ID_KEY } from '../store.ts';

/** A call the page makes as it starts, by name, with the arguments the app passes (docs/decisions/0010). */
export type FirstCall = readonly [name: CallName, args: unknown];

/**
 * A page's first calls, and which of them name the home's first banner (EarlyRequests' `banner`), or a category
 * page's first lane (its `lane`: `list` is the first vendor's game list with `vendor` for the vendor's code).
 */
export type FirstCalls = {
  calls: readonly FirstCall[];
  banner?: [notices: number, status: number];
  lane?: Omit<NonNullable<EarlyRequests['lane']>, 'list'> & { list: FirstCall };
};

/**
 * The requests of a page's first calls as the app's own client sends them for a guest (URL, headers), for the
 * page's head script to send before the framework has loaded (`@wl/tenant`'s PAGE_HEAD_SCRIPT); the app's client
 * takes their answers instead of asking again (earlyFetch). Recorded from the client itself, so that the two are the
 * same request: a client with this tenant's settings whose fetch notes the request and sends nothing.
 */
export async function earlyRequestsOf(
  { calls, banner, lane }: FirstCalls,
  tenant: PublicTenantConfig,
  language: Language,
): Promise<EarlyRequests | undefined> {
  if (calls.length === 0) return undefined;
  const requests: EarlyRequests['requests'] = [];
  // The session-storage key the client reads a call's kept answer under (a call it asks once a visit): the head
  // script reads it there too.
  let cacheKey: string | undefined;
  const client = createApiClient({
    // As the app's store has it (createAppStore): an empty base is the page's own origin, which a relative URL is.
    baseUrl: tenant.api.baseUrl || '/',
    merchant: tenant.merchantCode,
    language,
    pathOverrides: tenant.api.pathOverrides,
    tokenStorage: memoryTokenStorage(),
    cacheStorage: {
      getItem: (key) => ((cacheKey = key), null),
      setItem: () => undefined,
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    },
    development: false,
    fetch: (input, init) => {
      if ((init?.method ?? 'GET') !== 'GET') throw new Error(`${String(input)}: only reads start early`);
      requests.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
      return Promise.reject(new Error('recorded, not sent'));
    },
  });
  const record = async ([name, args]: FirstCall) => {
    const before = requests.length;
    cacheKey = undefined;
    await client.request(name, args);
    if (requests.length !== before + 1) throw new Error(`${name}: the client sent no request to start early`);
    if (cacheKey !== undefined) requests[before]!.cache = cacheKey;
  };
  for (const call of calls) await record(call);
  let list: NonNullable<EarlyRequests['lane']>['list'] | undefined;
  if (lane) {
    await record(lane.list);
    const { cache, ...request } = requests.pop()!;
    if (cache !== undefined || !request.url.includes(lane.vendor))
      throw new Error(`${lane.list[0]}: a lane's list must be asked every time, with the vendor in its URL`);
    list = request;
  }
  return {
    requests,
    token: HEADERS.authorization,
    deviceId: HEADERS.deviceId,
    deviceIdKey: DEVICE_ID_KEY,
    ...(banner ? { banner } : {}),
    ...(lane && list ? { lane: { ...lane, list } } : {}),
  };
}
