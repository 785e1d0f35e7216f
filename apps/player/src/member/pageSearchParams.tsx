import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createSearchParams, useSearchParams, type SetURLSearchParams } from 'react-router';

type SearchState = readonly [URLSearchParams, SetURLSearchParams];

const LocalSearch = createContext<SearchState | null>(null);

/**
 * A member page's query parameters (a tab, a chosen promotion): the address's on the route (`/member/<page>?tab=…`),
 * or the local ones of the popup the page is shown in, so a page open over another page never changes that page's
 * address. Same shape as react-router's `useSearchParams` (the options of a change apply to the address only).
 */
export function usePageSearchParams(): SearchState {
  const local = useContext(LocalSearch);
  const route = useSearchParams();
  return local ?? route;
}

/** Gives the pages inside it query parameters of their own, kept in state (see `usePageSearchParams`). */
export function LocalSearchParams({ initial, children }: { initial?: string; children: ReactNode }) {
  const [params, setParams] = useState(() => createSearchParams(initial));
  const set = useCallback<SetURLSearchParams>(
    (next) => setParams((prev) => createSearchParams(typeof next === 'function' ? next(prev) : next)),
    [],
  );
  const value = useMemo<SearchState>(() => [params, set], [params, set]);
  return <LocalSearch.Provider value={value}>{children}</LocalSearch.Provider>;
}
