/**
 * Identical reads in flight share one request: the first caller starts it, the others get its promise
 * until it settles. A shared request is not cancelled by one caller's signal: the others still wait for it.
 */
export function createDedupe<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return (key: string, start: () => Promise<T>): Promise<T> => {
    const existing = inFlight.get(key);
    if (existing) return existing;
    const promise = start().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
