/** Where the session token lives. The spec keeps it in sessionStorage under `token`. */
export type TokenStorage = {
  get(): string | null;
  set(token: string): void;
  clear(): void;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Token in a Web Storage (default: sessionStorage, key `token`). */
export function webTokenStorage(
  storage: KeyValueStorage = globalThis.sessionStorage,
  key = 'token',
): TokenStorage {
  return {
    get: () => storage.getItem(key),
    set: (token) => storage.setItem(key, token),
    clear: () => storage.removeItem(key),
  };
}

/** Token in memory (tests, server-side use). */
export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    get: () => token,
    set: (t) => {
      token = t;
    },
    clear: () => {
      token = null;
    },
  };
}

/** A Storage-compatible map in memory (tests, or when sessionStorage is unavailable). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}
