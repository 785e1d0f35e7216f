import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccountActions } from '../useAccountActions.ts';
import { RULES, fakePlatform, renderAccount } from '../testing/fakePlatform.tsx';
import { CALLBACK_MESSAGE } from './popup.ts';

function Buttons() {
  const actions = useAccountActions();
  return <button onClick={actions.openLogin}>open login</button>;
}

/** A stand-in for the provider's popup window: what the opener reads and sets of it. */
function fakePopup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    document: { title: '' },
    close() {
      this.closed = true;
    },
  };
}
type FakePopup = ReturnType<typeof fakePopup>;

function withProviders(platform: ReturnType<typeof fakePlatform>) {
  platform.on('GET /wps/session/thirdParty/providers', () => ({
    success: true,
    value: {
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'line', name: 'LINE' },
      ],
    },
  }));
  platform.on('POST /wps/session/thirdParty/start', (c) => ({
    success: true,
    value: {
      authorizationUrl: `https://idp.example/${String(c.body.provider)}/auth?state=st-1`,
      state: 'st-1',
      expiresInSeconds: 600,
    },
  }));
  return platform;
}

/** The site's callback page posting the provider's answer to the opener. */
function callback(popup: FakePopup, data: Record<string, string>, origin = location.origin) {
  const event = new MessageEvent('message', { data: { type: CALLBACK_MESSAGE, ...data }, origin });
  Object.defineProperty(event, 'source', { value: popup });
  window.dispatchEvent(event);
}

async function openLogin() {
  const Harness = renderAccount(<Buttons />, '/login');
  render(<Harness />);
  return screen.findByRole('dialog', { name: 'Log in' });
}

let popup: FakePopup | null;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  popup = fakePopup();
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('third-party login in the login popup', () => {
  it('offers no provider where the toggle is off (and does not ask for them)', async () => {
    const platform = fakePlatform();
    const dialog = await openLogin();
    expect(within(dialog).queryByRole('button', { name: /Log in with/ })).not.toBeInTheDocument();
    expect(platform.callsTo('GET /wps/session/thirdParty/providers')).toHaveLength(0);
  });

  it('logs a linked account in: popup to the provider, the callback answer, finish, token kept', async () => {
    const platform = withProviders(fakePlatform({ thirdPartyLogin: true }));
    platform.on('POST /wps/session/thirdParty/finish', () => ({
      success: true,
      value: { token: 'tp-1', firstTimeLogin: false, passwordExpired: false },
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in with Google' }));
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(await within(dialog).findByText(/Finish logging in with Google/)).toBeInTheDocument();
    await waitFor(() => expect(popup!.location.href).toBe('https://idp.example/google/auth?state=st-1'));
    expect(platform.callsTo('POST /wps/session/thirdParty/start')[0]?.body).toEqual({
      provider: 'google',
      redirectUri: `${location.origin}/oauth-callback.html`,
    });
    // A message from another origin, or for another state, is ignored.
    callback(popup!, { state: 'st-1', code: 'evil' }, 'https://evil.example');
    callback(popup!, { state: 'other', code: 'evil' });
    callback(popup!, { state: 'st-1', code: 'c-1', iss: 'https://idp.example/google' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(platform.callsTo('POST /wps/session/thirdParty/finish')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/session/thirdParty/finish')[0]?.body).toEqual({
      state: 'st-1',
      code: 'c-1',
      iss: 'https://idp.example/google',
    });
    expect(sessionStorage.getItem('token')).toBe('tp-1');
    expect(popup!.closed).toBe(true);
    // Never the forced password change after a third-party login.
    expect(screen.queryByRole('dialog', { name: /password/i })).not.toBeInTheDocument();
  });

  it('a first login asks for what the rules need, then creates the account', async () => {
    const platform = withProviders(fakePlatform({ thirdPartyLogin: true }));
    platform.on('POST /wps/session/thirdParty/finish', () => ({
      success: true,
      value: {
        detailsRequired: true,
        registrationToken: 'reg-1',
        provider: 'LINE',
        missing: ['username'],
        given: {},
        expiresInSeconds: 900,
      },
    }));
    platform.on('POST /wps/session/thirdParty/register', () => ({
      success: true,
      value: { token: 'tp-new' },
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in with LINE' }));
    await waitFor(() => expect(popup!.location.href).toContain('/line/auth'));
    callback(popup!, { state: 'st-1', code: 'c-2' });
    const form = await within(dialog).findByRole('form', { name: 'Finish creating your account' });
    expect(within(form).getByText(/You signed in with LINE/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create account and log in' }));
    expect(await within(form).findByText('Input cannot be empty')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/session/thirdParty/register')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Username/, { selector: 'input' }), 'lineuser1');
    await user.click(within(form).getByRole('checkbox', { name: /terms/i }));
    await user.click(within(form).getByRole('checkbox', { name: /years old/i }));
    await user.click(within(form).getByRole('button', { name: 'Create account and log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(platform.callsTo('POST /wps/session/thirdParty/register')[0]?.body).toMatchObject({
      registrationToken: 'reg-1',
      user: { username: 'lineuser1', acceptTerms: true },
    });
    expect(sessionStorage.getItem('token')).toBe('tp-new');
  });

  it("a first login asks for a profile field the tenant's rules require (nationality) and sends it", async () => {
    const platform = withProviders(fakePlatform({ thirdPartyLogin: true }));
    // sportsline's rule (tenants/sportsline/platform.json): nationality shown and required, letters and spaces.
    platform.on('GET /wps/system/setting/register', () => ({
      success: true,
      value: {
        ...RULES,
        nationality: {
          acceptedPattern: '/^[\\p{L}\\p{M} ]+$/u',
          minLength: 2,
          maxLength: 60,
          patternId: 14,
          show: true,
          required: true,
        },
      },
    }));
    platform.on('POST /wps/session/thirdParty/finish', () => ({
      success: true,
      value: {
        detailsRequired: true,
        registrationToken: 'reg-2',
        provider: 'LINE',
        missing: ['username', 'nationality'],
        given: {},
        expiresInSeconds: 900,
      },
    }));
    platform.on('POST /wps/session/thirdParty/register', () => ({
      success: true,
      value: { token: 'tp-nat' },
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in with LINE' }));
    await waitFor(() => expect(popup!.location.href).toContain('/line/auth'));
    callback(popup!, { state: 'st-1', code: 'c-3' });
    const form = await within(dialog).findByRole('form', { name: 'Finish creating your account' });
    const nationality = within(form).getByLabelText(/^Nationality/, { selector: 'input' });
    await user.type(within(form).getByLabelText(/^Username/, { selector: 'input' }), 'lineuser2');
    await user.click(within(form).getByRole('checkbox', { name: /terms/i }));
    await user.click(within(form).getByRole('checkbox', { name: /years old/i }));
    // The nationality is required: nothing is sent without it, nor with one the rule refuses.
    await user.click(within(form).getByRole('button', { name: 'Create account and log in' }));
    expect(await within(form).findByText('Input cannot be empty')).toBeInTheDocument();
    await user.type(nationality, 'Thai 1');
    expect(within(form).queryByText('Input cannot be empty')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create account and log in' }));
    expect(platform.callsTo('POST /wps/session/thirdParty/register')).toHaveLength(0);
    await user.clear(nationality);
    await user.type(nationality, 'Thai');
    await user.click(within(form).getByRole('button', { name: 'Create account and log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(platform.callsTo('POST /wps/session/thirdParty/register')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/session/thirdParty/register')[0]?.body).toMatchObject({
      registrationToken: 'reg-2',
      user: { username: 'lineuser2', nationality: 'Thai', acceptTerms: true },
    });
    expect(sessionStorage.getItem('token')).toBe('tp-nat');
  });

  it('popup blocked: says so, and asks the platform nothing', async () => {
    const platform = withProviders(fakePlatform({ thirdPartyLogin: true }));
    popup = null;
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in with Google' }));
    expect(
      await within(dialog).findByText('Popup blocked. Please allow popups and try again.'),
    ).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/session/thirdParty/start')).toHaveLength(0);
  });

  it('popup closed before the provider answered: login failure, nothing finished', async () => {
    const platform = withProviders(fakePlatform({ thirdPartyLogin: true }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(popup!.location.href).toContain('/google/auth'));
    popup!.closed = true;
    expect(await within(dialog).findByText('Login failure. Please try again.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/session/thirdParty/finish')).toHaveLength(0);
    // The buttons work again.
    expect(within(dialog).getByRole('button', { name: 'Log in with Google' })).toBeEnabled();
  });

  it('a login the platform cannot complete (expired, replayed, refused code): login failure', async () => {
    const platform = withProviders(fakePlatform({ thirdPartyLogin: true }));
    platform.on('POST /wps/session/thirdParty/finish', () => ({
      success: false,
      errorCode: 'INVALID_STATE',
      message: 'state: this login has expired or was already used. Please try again.',
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(popup!.location.href).toContain('/google/auth'));
    callback(popup!, { state: 'st-1', code: 'c-9' });
    expect(await within(dialog).findByText('Login failure. Please try again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a refused consent and an unknown provider get their words', async () => {
    const platform = withProviders(fakePlatform({ thirdPartyLogin: true }));
    platform.on('POST /wps/session/thirdParty/finish', () => ({
      success: false,
      errorCode: 'THIRD_PARTY_CONSENT_REFUSED',
      message: 'refused',
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(popup!.location.href).toContain('/google/auth'));
    callback(popup!, { state: 'st-1', error: 'access_denied' });
    expect(
      await within(dialog).findByText(
        'You did not allow Google to share your account, so you are not logged in.',
      ),
    ).toBeInTheDocument();

    platform.on('POST /wps/session/thirdParty/start', () => ({
      success: false,
      errorCode: 'THIRD_PARTY_UNKNOWN_PROVIDER',
      message: 'no such provider',
      status: 404,
    }));
    popup = fakePopup();
    await user.click(within(dialog).getByRole('button', { name: 'Log in with LINE' }));
    expect(
      await within(dialog).findByText(
        'This login provider is not available. Please choose another way to log in.',
      ),
    ).toBeInTheDocument();
    expect(popup.closed).toBe(true);
  });
});
