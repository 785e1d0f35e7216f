import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated as it changes. `unknown` is the answer where the browser (or a test
 * environment) has no matchMedia, and on a server render; and while hydrating, unless `hydrateWithClientValue` (for a
 * part that shows `useSettled`'s value: a hydrating value that differs from the browser's is an urgent update right
 * after the part hydrates).
 */
export function useMediaQuery(
  query: string,
  unknown: boolean,
  { hydrateWithClientValue = false }: { hydrateWithClientValue?: boolean } = {},
): boolean {
  const subscribe = useCallback(
    (change: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? unknown
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, hydrateWithClientValue ? read : () => unknown);
}
