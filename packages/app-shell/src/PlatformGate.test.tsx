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
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        );
      }
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The platform by path: each path's answer (the paths not named are refused, as when the platform is down). */
function platformByPath(answers: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      calls.push(path);
      const answer = answers[path] ?? 'refused';
      if (answer === 'refused' || answer === 'hang') throw new TypeError('Failed to fetch');
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const contexts: AppContext[] = [];
const support = { email: 'help@test.example', phone: '+66 2 555 0100', chatUrl: 'https://test.example/chat' };

function renderGate({ language = 'EN' as 'EN' | 'TY' } = {}) {
  // A short timeout: the hanging platform's test waits 100 ms, not the 20 s of a real visit.
  const context = createAppContext(testTenant({ defaultLanguage: language, support }), {
    strings: resources,
    timeoutMs: 100,
  });
  contexts.push(context);
  const view = render(
    <AppProviders context={context}>
      <PlatformGate>
        <h1>The lobby</h1>
      </PlatformGate>
    </AppProviders>,
  );
  const permission = () =>
    siteApi.endpoints.sitePermission.select(undefined)(context.apiStore.store.getState() as never);
  return { ...view, permission };
}

afterEach(() => {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
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
    expect(within(contacts).getByRole('link', { name: 'E-mail: help@test.example' })).toHaveAttribute(
      'href',
      'mailto:help@test.example',
    );
    expect(within(contacts).getByRole('link', { name: 'Phone: +66 2 555 0100' })).toHaveAttribute(
      'href',
      'tel:+6625550100',
    );
    expect(within(contacts).getByRole('link', { name: 'Live chat' })).toHaveAttribute(
      'href',
      'https://test.example/chat',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The lobby' })).toBeInTheDocument();
    expect(calls.filter((p) => p === '/wps/system/status')).toHaveLength(2);
  });

  it('says it cannot reach the servers when the platform is down, in Thai for a Thai site', async () => {
    platform('refused');
    renderGate({ language: 'TY' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ของเราได้' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'อีเมล: help@test.example' })).toBeInTheDocument();
  });

  it("treats a gateway's error page (platform down behind nginx) as unreachable", async () => {
    platform({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' });
    renderGate();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't reach our servers" }),
    ).toBeInTheDocument();
  });

  it('says it is taking too long when the platform does not answer in time, and keeps saying so while a retry waits', async () => {
    platform('hang');
    renderGate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is taking too long' }),
    ).toBeInTheDocument();
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

describe('domain failover', () => {
  const ROUTES = {
    mainDomain: 'www.brand.example',
    domainList: [
      { domainName: 'www.brand.example' },
      { domainName: 'localhost:3000' },
      { domainName: 'bad name' },
      { domainName: 'b.brand.example' },
    ],
  };
  const OTHER_ADDRESSES = 'Or open this site at another address';

  it("offers the brand's other domains kept from an earlier visit in this session, on the same page, when the platform is down", async () => {
    // An earlier visit in this tab: the platform answered, with the domain routes in the permission.
    platformByPath({
      '/wps/system/status': envelope(200, {
        success: true,
        value: { maintenance: false, regionRestriction: false, domainRoute: ROUTES },
      }),
    });
    const first = renderGate();
    await vi.waitFor(() => expect(first.permission().isSuccess).toBe(true));
    await vi.waitFor(() => expect(sessionStorage.getItem('wl:domainRoutes')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'The lobby' })).toBeInTheDocument();
    first.unmount();
    for (const context of contexts.splice(0)) context.apiStore.dispose();
    // A reload on a deep link, and the platform cannot be reached from this domain (the domain routes call neither).
    window.history.replaceState(null, '', '/member/depositv2?page=deposit&r=7#top');
    const calls = platformByPath({});
    renderGate();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't reach our servers" }),
    ).toBeInTheDocument();
    const others = await screen.findByRole('region', { name: OTHER_ADDRESSES });
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Try www.brand.example', 'http://www.brand.example/member/depositv2?page=deposit&r=7#top'],
      ['Try b.brand.example', 'http://b.brand.example/member/depositv2?page=deposit&r=7#top'],
    ]);
    expect(calls).toContain('/wps/system/domainRoute');
    // The page itself is as before: the retry and the contacts.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact customer service' })).toBeInTheDocument();
  });

  it('offers the domains of the domain routes call when it answers, in Thai for a Thai site', async () => {
    platformByPath({
      '/wps/system/status': { status: 502, body: '<html><body>502 Bad Gateway</body></html>' },
      '/wps/system/domainRoute': envelope(200, {
        success: true,
        value: { domainList: [{ domainName: 'https://c.brand.example' }] },
      }),
    });
    renderGate({ language: 'TY' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ของเราได้' }),
    ).toBeInTheDocument();
    const others = await screen.findByRole('region', { name: 'หรือเปิดเว็บไซต์นี้ที่ที่อยู่อื่น' });
    expect(within(others).getByRole('link', { name: 'ลองใช้ c.brand.example' })).toHaveAttribute(
      'href',
      'https://c.brand.example/',
    );
  });

  it('offers nothing when no other domain is known', async () => {
    sessionStorage.setItem(
      'wl:domainRoutes',
      JSON.stringify({ domainList: [{ domainName: 'localhost' }], mainDomain: 'not a domain' }),
    );
    platformByPath({});
    const { container } = renderGate();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't reach our servers" }),
    ).toBeInTheDocument();
    const context = contexts[0]!;
    await vi.waitFor(() =>
      expect(
        siteApi.endpoints.siteDomainRoute.select({})(context.apiStore.store.getState() as never).isError,
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: OTHER_ADDRESSES })).not.toBeInTheDocument();
    expect(container.querySelectorAll('a[href^="http://"]')).toHaveLength(0);
  });

  it('does not move a visitor on a domain outside the routes when the platform answers', async () => {
    window.history.replaceState(null, '', '/games?type=slots');
    const calls = platformByPath({
      '/wps/system/status': envelope(200, {
        success: true,
        value: {
          maintenance: false,
          regionRestriction: false,
          mainDomain: 'www.brand.example',
          domainRoute: ROUTES,
        },
      }),
    });
    const { permission } = renderGate();
    await vi.waitFor(() => expect(permission().isSuccess).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'The lobby' })).toBeInTheDocument();
    expect(window.location.href).toBe('http://localhost:3000/games?type=slots');
    expect(calls).not.toContain('/wps/system/domainRoute');
  });
});

describe('bootFailureOf', () => {
  const error = (kind: string, code?: string) => ({
    kind,
    code,
    call: 'site.permission',
    message: '',
    messageKey: 'errors:server',
  });
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
