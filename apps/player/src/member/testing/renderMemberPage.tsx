import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders, createAppContext, testTenant, type AppContext } from '@wl/app-shell';
import { resources } from '@wl/i18n';
import { playerReducers } from '../../app/store.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const contexts: AppContext[] = [];

/**
 * A member centre page in the app's providers (tenant, store, i18n with every namespace, theme) and a router at
 * `path`, logged in unless `guest`; `beside` renders next to it (a header badge...). The page's address shows in
 * the `location` test id. Each test's stores are disposed by `disposeMemberPages` (after each test).
 */
export function renderMemberPage(
  Page: ComponentType,
  options: { path?: string; beside?: ReactNode; guest?: boolean } = {},
) {
  if (!options.guest) sessionStorage.setItem('token', 'tok-1');
  return function Harness() {
    const context = useMemo(() => {
      const made = createAppContext(testTenant(), { reducers: playerReducers, strings: resources });
      contexts.push(made);
      return made;
    }, []);
    return (
      <AppProviders context={context}>
        <MemoryRouter initialEntries={[options.path ?? '/member/page']}>
          <Suspense fallback={<p>loading page</p>}>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </Suspense>
          {options.beside}
          <Where />
        </MemoryRouter>
      </AppProviders>
    );
  };
}

/** Dispose the stores made by renderMemberPage. */
export function disposeMemberPages() {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
}

/** Each test of a member page file starts with empty storage, and ends with its stores disposed and `fetch` restored. */
export function isolateMemberPageTests() {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    disposeMemberPages();
    vi.unstubAllGlobals();
  });
}
