import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { siteApi } from '@wl/api/site';
import { resources } from '@wl/i18n';
import { AppProviders, createAppContext, type AppContext } from './AppProviders.tsx';
import { PlatformGate, bootFailureOf } from './PlatformGate.tsx';
import { testTenant } from './testing/tenant.ts';

type Answer = { status: number; body: string } | 'refused' | 'hang';

const envelope = (status: number, value: object) => ({ status, body: JSON.stringify(value) });
const PERMISSION = envelope(200, { success: true, value: { maintenance: false, regionRestriction: false } });
const UNKNOWN_MERCHANT = envelope(400, {
  success: false,
  value: null,
  message: 'Unknown merchant TEST01',
  errorCode: 'NOT_FOUND_MERCHANT_IN_HEADER',
});

/** The platform as the page's fetch sees it: each call takes the next answer of the list (the last one repeats). */
function platform(...answers: Answer[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new URL(String(input)).pathname);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === 'refused') throw new TypeError('Failed to fetch');
      if (answer === 'hang') {
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
        );
      }
      return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const contexts: AppContext[] = [];
const support = { email: 'help@test.example', phone: '+66 2 555 0100', chatUrl: 'https://test.example/chat' };

function renderGate({ language = 'EN' as 'EN' | 'TY' } = {}) {
  // A short timeout: the hanging platform's test waits 100 ms, not the 20 s of a real visit.
  const context = createAppContext(testTenant({ defaultLanguage: language, support }), { strings: resources, timeoutMs: 100 });
  contexts.push(context);
  const view = render(
    <AppProviders context={context}>
      <PlatformGate>
        <h1>The lobby</h1>
      </PlatformGate>
    </AppProviders>,
  );
  const permission = () => siteApi.endpoints.sitePermission.select(undefined)(context.apiStore.store.getState() as never);
  return { ...view, permission };
}

afterEach(() => {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the boot check', () => {
  it('says the site is not set up when the platform does not know its merchant, with the contacts, and retries', async () => {
    const calls = platform(UNKNOWN_MERCHANT, PERMISSION);
    renderGate();
    const heading = await screen.findByRole('heading', { level: 1, name: 'This site is not set up yet' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('alert').textContent).toMatch(/contact customer service/);
    expect(screen.queryByText('The lobby')).not.toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contact customer service' });
    expect(within(contacts).getByRole('link', { name: 'E-mail: help@test.example' })).toHaveAttribute('href', 'mailto:help@test.example');
    expect(within(contacts).getByRole('link', { name: 'Phone: +66 2 555 0100' })).toHaveAttribute('href', 'tel:+6625550100');
    expect(within(contacts).getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://test.example/chat');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The lobby' })).toBeInTheDocument();
    expect(calls.filter((p) => p === '/wps/system/status')).toHaveLength(2);
  });

  it('says it cannot reach the servers when the platform is down, in Thai for a Thai site', async () => {
    platform('refused');
    renderGate({ language: 'TY' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ของเราได้' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'อีเมล: help@test.example' })).toBeInTheDocument();
  });

  it("treats a gateway's error page (platform down behind nginx) as unreachable", async () => {
    platform({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' });
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: "We can't reach our servers" })).toBeInTheDocument();
  });

  it('says it is taking too long when the platform does not answer in time, and keeps saying so while a retry waits', async () => {
    platform('hang');
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'This is taking too long' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again', busy: true })).toBeInTheDocument();
    expect(screen.queryByText('The lobby')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again', busy: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This is taking too long' })).toBeInTheDocument();
  });

  it('shows the site while the check is on its way and when the platform answers, or refuses for another reason', async () => {
    platform(envelope(404, { success: false, value: null, message: 'no such call', errorCode: 'NOT_FOUND' }));
    const { permission } = renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'The lobby' })).toBeInTheDocument();
    await vi.waitFor(() => expect(permission().isError).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'The lobby' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('bootFailureOf', () => {
  const error = (kind: string, code?: string) => ({ kind, code, call: 'site.permission', message: '', messageKey: 'errors:server' });
  it('names the three cases and nothing else', () => {
    expect(bootFailureOf(error('server', 'NOT_FOUND_MERCHANT_IN_HEADER'))).toBe('merchantUnknown');
    expect(bootFailureOf(error('network', 'NETWORK'))).toBe('unreachable');
    expect(bootFailureOf(error('server', 'HTTP_503'))).toBe('unreachable');
    expect(bootFailureOf(error('timeout', 'TIMEOUT'))).toBe('timeout');
    expect(bootFailureOf(error('server', 'HTTP_504'))).toBe('timeout');
    expect(bootFailureOf(error('network', 'ABORTED'))).toBeNull();
    expect(bootFailureOf(error('server', 'SYSTEM_MAINTENANCE'))).toBeNull();
    expect(bootFailureOf(error('schema', 'SCHEMA'))).toBeNull();
    expect(bootFailureOf(error('session', 'CUSTOMER_NOT_LOGIN'))).toBeNull();
    expect(bootFailureOf(new Error('x'))).toBeNull();
  });
});
