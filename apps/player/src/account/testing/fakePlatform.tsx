import { useMemo, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createAppContext, testTenant } from '@wl/app-shell';
import { FEATURE_TOGGLE_NAMES, featureModuleKey, type FeatureToggle } from '@wl/domain';
import { resources } from '@wl/i18n';
import { generateEncryptionKeyPair, publicKeyInfo, type EncryptionKeyPair } from '@wl/api/crypto';
import { accountReducer } from '../accountSlice.ts';
import { AccountModals } from '../AccountModals.tsx';

export type Call = { method: string; path: string; body: Record<string, unknown>; query: URLSearchParams };
export type Answer =
  { success: boolean; value?: unknown; message?: string; errorCode?: string; status?: number } | 'network';
/** An answer, or a promise of one: a test can hold a call's answer back to see the page meanwhile. */
type Handler = (call: Call) => Answer | Promise<Answer>;

export const FEATURES: Record<FeatureToggle, boolean> = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerificationOnRegister: true,
  thirdPartyPhoneVerification: false,
  mobilePasswordOnRegister: false,
  freePlay: true,
  forcePasswordChangeOnExpiry: true,
  mobileCodeLogin: true,
  emailReset: true,
  phoneReset: true,
  countryCode: false,
  captchaOnRegister: false,
  thirdPartyLogin: false,
};

export const RULES = {
  username: {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 4,
    maxLength: 16,
    patternId: 2,
    show: true,
    required: true,
  },
  password: {
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 6,
    show: true,
    required: true,
  },
  mobileNum: {
    acceptedPattern: '^\\d+$',
    minLength: 9,
    maxLength: 10,
    patternId: 7,
    show: true,
    required: false,
  },
  payeeName: {
    acceptedPattern: '^[\\p{L}\\p{M} ]+$',
    minLength: 2,
    maxLength: 50,
    patternId: 14,
    show: true,
    required: false,
  },
  email: { acceptedPattern: '*', minLength: 6, maxLength: 60, patternId: 4, show: false, required: false },
  affiliateCode: {
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 20,
    patternId: 5,
    show: true,
    required: false,
  },
  referralCode: {
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 20,
    patternId: 5,
    show: true,
    required: false,
  },
};

const ok = (value: unknown = null): Answer => ({ success: true, value });

/**
 * The feature toggles as the platform sends them: module keys (`FEATURE_MODULE_KEYS` of @wl/domain) under the
 * whitelabel tree's SITE node, enabled '1' or '0'. No `features` field: the sites read the tree.
 */
export function featureTree(features: Partial<typeof FEATURES> = FEATURES) {
  const toggles = { ...FEATURES, ...features };
  return [
    {
      modId: 'SITE',
      enabled: '1',
      childrenNodes: FEATURE_TOGGLE_NAMES.map((toggle) => ({
        modId: featureModuleKey(toggle),
        enabled: toggles[toggle] ? '1' : '0',
      })),
    },
  ];
}

let keyPair: Promise<EncryptionKeyPair> | undefined;
/** The fake platform's key pair (made once per test file): it answers site.encryptionKey with its public half. */
export const platformKeyPair = () => (keyPair ??= generateEncryptionKeyPair(1024));

/**
 * A stand-in for the platform in component tests: answers each call by method and path, records every call.
 * Override answers per test with `on('POST /wps/session/login', handler)`.
 */
export function fakePlatform(features: Partial<typeof FEATURES> = {}) {
  const calls: Call[] = [];
  const handlers = new Map<string, Handler>([
    [
      'GET /wps/system/status',
      () => ok({ maintenance: false, regionRestriction: false, whitelabel: featureTree(features) }),
    ],
    ['GET /wps/system/setting/register', () => ok(RULES)],
    [
      'GET /wps/system/country',
      () => ok({ countries: [{ countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' }] }),
    ],
    ['GET /wps/captcha', () => ok('data:image/svg+xml;base64,PHN2Zy8+')],
    ['GET /wps/member/info', () => ok({ id: 1, account: 'demo', nickname: 'Demo', type: 0 })],
    [
      'GET /wps/session/loginInfo',
      () => ok({ firstTimeLogin: false, passwordExpired: false, isAgent: false, isTrial: false }),
    ],
    ['POST /wps/session/login', () => ok({ token: 'tok-1', firstTimeLogin: false, passwordExpired: false })],
    ['POST /wps/session/login/freeplay', () => ok({ token: 'trial-1' })],
    ['GET /wps/system/encryptionKey', async () => ok({ ...publicKeyInfo(await platformKeyPair()) })],
    ['DELETE /wps/session/logout', () => ok()],
    [
      'GET /wps/agent/affiliate',
      (c) =>
        c.query.get('code') === 'GOOD1'
          ? ok({ valid: true })
          : {
              success: false,
              errorCode: 'invitation_code_error',
              message: 'Invalid invitation code',
              value: { valid: false },
            },
    ],
    ['PUT /wps/member/register', () => ok({ token: 'new-1' })],
    ['PUT /wps/member/register/mobile', () => ok({ token: 'new-2' })],
    ['POST /wps/verification/sms/register', () => ok({ expiredMinutes: 2 })],
    ['POST /wps/verification/sms/noLogin', () => ok({ expiredMinutes: 2 })],
    ['POST /wps/member/password/sms', () => ok({ expiredMinutes: 1 })],
    ['POST /wps/member/password/verification', () => ok({ token: 'reset-1' })],
    ['POST /wps/member/password/email', () => ok()],
    ['POST /wps/member/password/firstLogin', () => ok()],
    ['POST /wps/member/password', () => ok()],
    ['PUT /wps/feedback', () => ok()],
    ['GET /wps/system/helpCenter', () => ok([])],
  ]);
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: Record<string, unknown> = {};
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body) as Record<string, unknown>;
      } catch {
        body = Object.fromEntries(new URLSearchParams(init.body));
      }
    } else if (init?.body instanceof URLSearchParams) {
      // A form-encoded call (body 'form' in the contract), as the client sends it.
      body = Object.fromEntries(init.body);
    }
    const call = { method, path: url.pathname, body, query: url.searchParams };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer: Answer = handler
      ? await handler(call)
      : {
          success: false,
          errorCode: 'NOT_FOUND',
          message: `no fake for ${method} ${url.pathname}`,
          status: 404,
        };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status = 200, ...envelope } = answer;
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
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

/** The account popups in the app's providers (tenant, store with the account reducer, i18n, theme) at a route. */
export function renderAccount(children: ReactNode, path = '/') {
  return function Harness() {
    const context = useMemo(
      () => createAppContext(testTenant(), { reducers: { account: accountReducer }, strings: resources }),
      [],
    );
    const router = useMemo(
      () =>
        createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <>
                  {children}
                  <AccountModals />
                  <Where />
                </>
              ),
            },
          ],
          { initialEntries: [path] },
        ),
      [],
    );
    return (
      <AppProviders context={context}>
        <RouterProvider router={router} />
      </AppProviders>
    );
  };
}
