import { HEADERS } from '@wl/api';

/**
 * The app's fetch (docs/decisions/0010): a request a prerendered page's head script has already sent (the page's
 * first calls, `@wl/tenant`'s PAGE_HEAD_SCRIPT), with the same URL and the same session token, takes that answer, once;
 * any other request is sent. The page's calls are not made twice, and their answers come before the app has loaded.
 */
export function earlyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sent = typeof window === 'undefined' ? undefined : window.__wlFetch;
  if (sent && typeof input === 'string' && (init?.method ?? 'GET') === 'GET') {
    const url = new URL(input, window.location.href).href;
    const early = sent[url];
    const token = (init?.headers as Record<string, string> | undefined)?.[HEADERS.authorization] ?? '';
    if (early && early[1] === token) {
      delete sent[url];
      return abortable(early[0], init?.signal);
    }
  }
  return globalThis.fetch(input, init);
}

/** The early answer, or the client's abort (its timeout) when that comes first. */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
