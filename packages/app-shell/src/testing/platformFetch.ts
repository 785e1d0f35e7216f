/** What a test's stand-in platform does with a call: answer it, refuse the connection, or never answer. */
export type PlatformAnswer = Response | 'refused' | 'hang';

/**
 * A `fetch` for component tests where every call of the page gets `answer()`; a hanging call ends only when the
 * client aborts it (its timeout). The paths asked for are pushed to `paths`. Stub it with
 * `vi.stubGlobal('fetch', vi.fn(platformFetch(answer)))`.
 */
export function platformFetch(answer: () => PlatformAnswer, paths: string[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    paths.push(new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname);
    const a = answer();
    if (a === 'refused') throw new TypeError('Failed to fetch');
    if (a === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      );
    }
    return a;
  };
}
