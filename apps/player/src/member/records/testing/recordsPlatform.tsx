import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createAppContext, testTenant, type AppContext } from '@wl/app-shell';
import { resources } from '@wl/i18n';
import { playerReducers } from '../../../app/store.ts';

export type Call = { method: string; path: string; body: Record<string, unknown>; query: URLSearchParams; headers: Headers };
export type Answer = { success: boolean; value?: unknown; message?: string; errorCode?: string; status?: number } | 'network';
type Handler = (call: Call) => Answer | Promise<Answer>;

export const ok = (value: unknown = null): Answer => ({ success: true, value });
export const relay = (name: string) => `/wps/relay/${name}`;

/** A page of a report as the platform answers it. */
export const page = <T,>(list: T[], extra: Record<string, unknown> = {}) => ok({ list, pageNum: 1, pageSize: 20, total: list.length, totalPages: 1, ...extra });

/**
 * A stand-in platform for the records and messages pages: answers by method and path (the wallet balance for the
 * currency, member info for the session), records every call with its query, body and headers. Unknown calls get
 * a 404 refusal. Override per test with `on('GET /wps/relay/...', handler)`.
 */
export function recordsPlatform(overrides: Record<string, Handler> = {}) {
  const calls: Call[] = [];
  const handlers = new Map<string, Handler>(
    Object.entries({
      'GET /wps/member/info': () => ok({ id: 7, account: 'demo', nickname: 'Demo', type: 0 }),
      'GET /wps/session/loginInfo': () => ok({ firstTimeLogin: false, passwordExpired: false, isAgent: false, isTrial: false }),
      'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 100, balance: [], currency: 'THB', currencySymbol: '฿' }),
      ...overrides,
    }),
  );
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call = { method, path: url.pathname, body, query: url.searchParams, headers: new Headers(init?.headers) };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer: Answer = handler ? await handler(call) : { success: false, errorCode: 'NOT_FOUND', message: `no fake for ${method} ${url.pathname}`, status: 404 };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status = 200, ...envelope } = answer;
    return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return {
    calls,
    on: (key: string, handler: Handler) => handlers.set(key, handler),
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const contexts: AppContext[] = [];

/** A member page logged in, in the app's providers (tenant, store, i18n with every namespace, theme) and a router. */
export function renderMemberPage(Page: ComponentType, options: { path?: string; beside?: ReactNode } = {}) {
  sessionStorage.setItem('token', 'tok-1');
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

/** Dispose the stores made by renderMemberPage (after each test). */
export function disposeMemberPages() {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
}

/** Today in the device's time zone, as the records pages count it. */
export function todayLocal(): string {
  const now = Date.now();
  return new Date(now - new Date(now).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The files the page hands to the browser's download (URL.createObjectURL and the link's click stood in for). */
export function captureDownloads() {
  const files: { name: string; text: () => Promise<string> }[] = [];
  let last: Blob | undefined;
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = last;
    files.push({ name: this.download, text: () => (blob ? blob.text() : Promise.resolve('')) });
  });
  return {
    files,
    restore: () => {
      click.mockRestore();
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    },
  };
}
