import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccountActions } from './useAccountActions.ts';
import { fakePlatform, platformKeyPair, renderAccount } from './testing/fakePlatform.tsx';
import { FREEPLAY_RANDOM, createWebCryptoDecryption, unseal } from '@wl/api/crypto';

function Buttons() {
  const actions = useAccountActions();
  return (
    <>
      <button onClick={actions.openLogin}>open login</button>
      <button onClick={() => actions.guard('deposit')}>deposit</button>
      <button onClick={actions.confirmLogout}>sign out</button>
    </>
  );
}

const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input' });

async function openLogin(path = '/login') {
  const Harness = renderAccount(<Buttons />, path);
  render(<Harness />);
  return screen.findByRole('dialog', { name: 'Log in' });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('login popup', () => {
  it('opens at /login, shows field errors and the summary, and sends nothing while invalid', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the username and password')).toBeInTheDocument();
    expect(await within(dialog).findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(0);
  });

  it('logs in once on a double click, stores the token, closes and leaves /login for /', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/session/login')[0]?.body).toMatchObject({
      type: 'username',
      username: 'demo',
      password: 'demo1234',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    // The move off /login (or /register) is its own update after the popup closes: wait for it as the user would.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    await waitFor(() => expect(platform.callsTo('GET /wps/session/loginInfo')).toHaveLength(1));
  });

  it('shows a server message as given, the network words when there is no answer, and the non-member words', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'x1');
    platform.on('POST /wps/session/login', () => ({
      success: false,
      errorCode: 'RISK_HOLD',
      message: 'Account held by the risk team',
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Account held by the risk team')).toBeInTheDocument();
    platform.on('POST /wps/session/login', () => 'network');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Network link is abnormal, please try again')).toBeInTheDocument();
    platform.on('POST /wps/session/login', () => ({
      success: false,
      errorCode: 'NON_MEMBER',
      message: 'Non-member account unable to login',
      status: 403,
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Non-member account unable to login')).toBeInTheDocument();
  });

  it('turns the captcha on when a failed login carries the flag, and then requires it', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'wrong1');
    platform.on('POST /wps/session/login', () => ({
      success: false,
      errorCode: 'PASSWORD_INCORRECT',
      message: 'Incorrect username or password',
      value: { captchaRequired: true },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const captcha = await within(dialog).findByLabelText(/^Captcha/, { selector: 'input' });
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the captcha')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1);
    await user.type(captcha, 'AB12');
    platform.on('POST /wps/session/login', () => ({ success: true, value: { token: 'tok-2' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/session/login')).toHaveLength(2));
    expect(platform.callsTo('POST /wps/session/login')[1]?.body).toMatchObject({ captcha: 'AB12' });
  });

  it('SMS tab: checks mobile and code, sends once on a double click and counts down 60 s per minute of validity', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('tab', { name: 'SMS code' }));
    await user.type(field(dialog, /^Mobile number/), '12ab');
    await user.type(field(dialog, /^SMS code/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid verification code')).toBeInTheDocument();
    await user.clear(field(dialog, /^Mobile number/));
    await user.type(field(dialog, /^Mobile number/), '0812345678');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /120/ })).toBeDisabled();
    expect(platform.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '0812345678',
    });
    // The login goes as the gateway takes an SMS login: the mobile as the username, the code as the password.
    await user.clear(field(dialog, /^SMS code/));
    await user.type(field(dialog, /^SMS code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1));
    expect(platform.callsTo('POST /wps/session/login')[0]?.body).toMatchObject({
      type: 'sms',
      username: '0812345678',
      password: '123456',
    });
    expect(platform.callsTo('POST /wps/session/login')[0]?.body).not.toHaveProperty('mobileNum');
  });

  it('SMS send refused: the server words in a warning dialog; too many requests blocks sending for 5 minutes', async () => {
    const platform = fakePlatform();
    platform.on('POST /wps/verification/sms/noLogin', () => ({
      success: false,
      errorCode: 'UNKNOWN_SMS',
      message: 'mobileNum: no account uses this mobile number',
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('tab', { name: 'SMS code' }));
    await user.type(field(dialog, /^Mobile number/), '0812345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    let warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(within(warning).getByText('mobileNum: no account uses this mobile number')).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    platform.on('POST /wps/verification/sms/noLogin', () => ({
      success: false,
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please try again after 5 minutes.',
      status: 429,
    }));
    await new Promise((r) => setTimeout(r, 1100));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(
      within(warning).getByText('Too many requests, please try again after 5 minutes.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /(300|299)/ })).toBeDisabled();
  });

  it('keeps the username, never the password, for one day when asked to remember', async () => {
    fakePlatform();
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    // The browser's password manager keeps the password (autocomplete), not the site in plain text.
    expect(field(dialog, /^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(field(dialog, /^Username/)).toHaveAttribute('autocomplete', 'username');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me for one day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localStorage.getItem('wl:rememberLogin')).not.toBeNull());
    const stored = localStorage.getItem('wl:rememberLogin') as string;
    expect(JSON.parse(stored)).toMatchObject({ username: 'demo' });
    expect(stored).not.toContain('demo1234');
  });

  it('fills the remembered username for a day, and erases a password an older build kept', async () => {
    fakePlatform();
    localStorage.setItem(
      'wl:rememberLogin',
      JSON.stringify({
        username: 'demo',
        password: 'demo1234',
        mobile: '',
        savedAt: Date.now() - 23 * 3600_000,
      }),
    );
    const first = await openLogin();
    expect(field(first, /^Username/)).toHaveValue('demo');
    expect(field(first, /^Password/)).toHaveValue('');
    expect(localStorage.getItem('wl:rememberLogin')).not.toContain('demo1234');
  });

  it('does not fill details remembered more than a day ago', async () => {
    fakePlatform();
    localStorage.setItem(
      'wl:rememberLogin',
      JSON.stringify({
        username: 'demo',
        password: 'demo1234',
        mobile: '',
        savedAt: Date.now() - 25 * 3600_000,
      }),
    );
    const dialog = await openLogin();
    expect(field(dialog, /^Username/)).toHaveValue('');
    expect(localStorage.getItem('wl:rememberLogin')).toBeNull();
  });

  it('opens the change-password popup after a login flagged as first login, without asking the old password', async () => {
    const platform = fakePlatform();
    platform.on('POST /wps/session/login', () => ({
      success: true,
      value: { token: 'tok-3', firstTimeLogin: true, passwordExpired: false },
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'newbie');
    await user.type(field(dialog, /^Password/), '{{secret}');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText(/temporary password/)).toBeInTheDocument();
    expect(within(change).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('firstLogin')).toBe('1');
    await user.type(field(change, /^New password/), 'abc123');
    await user.type(field(change, /^Confirm new password/), 'abc124');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(within(change).getByText('Confirmation password is not correct.')).toBeInTheDocument();
    await user.clear(field(change, /^New password/));
    await user.type(field(change, /^New password/), 'abc');
    expect(
      within(change).getByText('Please enter 6 to 20 characters with both letters and digits'),
    ).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/password/firstLogin')).toHaveLength(0);
  });
});

describe('role guard and logout', () => {
  it('opens the login popup for a guest and tells a trial user a real account is needed', async () => {
    // jsdom's crypto has no subtle: the browser's Web Crypto is Node's here.
    vi.stubGlobal('crypto', webcrypto);
    const platform = fakePlatform();
    const user = userEvent.setup();
    const Harness = renderAccount(<Buttons />, '/');
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    platform.on('GET /wps/member/info', () => ({
      success: true,
      value: { id: 9, account: 'trial9', type: 4 },
    }));
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    // The encrypted random string: a fresh nonce and its time, which only the platform's private key opens.
    const { random } = platform.callsTo('POST /wps/session/login/freeplay')[0]!.body as { random: string };
    const opened = await unseal(createWebCryptoDecryption(await platformKeyPair()), random, FREEPLAY_RANDOM);
    expect(opened).toMatchObject({ nonce: expect.stringMatching(/^[A-Za-z0-9+/]{22}==$/) });
    expect(random).not.toContain((opened as { nonce: string }).nonce);
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'deposit' }));
    const notice = await screen.findByRole('dialog', { name: 'Notice' });
    expect(
      within(notice).getByText('This needs a real account. Please register or log in with your own account.'),
    ).toBeInTheDocument();
  });

  it('asks before signing out, calls logout and keeps only merchant and merchantCode', async () => {
    const platform = fakePlatform();
    sessionStorage.setItem('token', 'tok-9');
    sessionStorage.setItem('other', 'x');
    const user = userEvent.setup();
    const Harness = renderAccount(<Buttons />, '/promotions');
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(platform.callsTo('DELETE /wps/session/logout')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(Object.keys({ ...sessionStorage }).sort()).toEqual(['merchant', 'merchantCode']);
  });
});

describe('login from an unregistered IP', () => {
  const HELD = {
    success: false,
    errorCode: 'LOGIN_IP_VERIFICATION_REQUIRED',
    message: 'Login from an unregistered IP requires extra verification',
    value: {
      verificationRequired: true,
      verificationToken: 'vt-1',
      methods: ['mobile', 'email', 'bankAccountName', 'google'],
      mobile: '081****678',
      email: 'de***@mail.example',
      expiresInSeconds: 600,
    },
  };

  async function heldLogin() {
    const platform = fakePlatform();
    platform.on('POST /wps/session/login', () => HELD);
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText(
        'Login from an unregistered IP requires extra verification. Choose how to verify.',
      ),
    ).toBeInTheDocument();
    return { platform, user, dialog };
  }

  it('asks for the extra step without a token, sends the e-mail code and completes the login with it', async () => {
    const { platform, user, dialog } = await heldLogin();
    expect(sessionStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(field(dialog, /^Code sent to your mobile/)).toHaveFocus());
    expect(within(dialog).getByRole('tablist', { name: 'Verify with' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'E-mail code' }));
    expect(await within(dialog).findByText('The code goes to de***@mail.example')).toBeInTheDocument();
    platform.on('POST /wps/session/login/verification/send', () => ({
      success: true,
      value: { expiredMinutes: 2, recipient: 'de***@mail.example' },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /120/ })).toBeDisabled();
    expect(platform.callsTo('POST /wps/session/login/verification/send')[0]?.body).toEqual({
      verificationToken: 'vt-1',
      method: 'email',
    });
    // Nothing typed: the error is next to the field and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('Input cannot be empty')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/session/login/verification')).toHaveLength(0);
    platform.on('POST /wps/session/login/verification', () => ({
      success: true,
      value: { token: 'tok-ip', firstTimeLogin: false, passwordExpired: false },
    }));
    await user.type(field(dialog, /^Code sent to your e-mail/), '246810');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(platform.callsTo('POST /wps/session/login/verification')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/session/login/verification')[0]?.body).toMatchObject({
      username: 'demo',
      verificationToken: 'vt-1',
      method: 'email',
      code: '246810',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-ip');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows a wrong answer next to the field and keeps what was typed for each method', async () => {
    const { platform, user, dialog } = await heldLogin();
    platform.on('POST /wps/session/login/verification', (c) =>
      c.body.method === 'google'
        ? {
            success: false,
            errorCode: 'INVALID_GA_CODE',
            message: 'code: The authenticator code is not correct',
            status: 400,
            value: { field: 'code' },
          }
        : {
            success: false,
            errorCode: 'BANK_ACCOUNT_NAME_INCORRECT',
            message: 'code: The bank account name is not correct',
            status: 400,
            value: { field: 'code' },
          },
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Authenticator app' }));
    await user.type(field(dialog, /^Authenticator code/), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('Please enter a valid verification code')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/session/login/verification')).toHaveLength(0);
    await user.clear(field(dialog, /^Authenticator code/));
    await user.type(field(dialog, /^Authenticator code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('The authenticator code is not correct')).toBeInTheDocument();
    expect(field(dialog, /^Authenticator code/)).toHaveValue('123456');
    await user.click(within(dialog).getByRole('tab', { name: 'Bank account name' }));
    await user.type(field(dialog, /^Bank account name/), 'Somchai');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(dialog).findByText('The bank account name is not correct')).toBeInTheDocument();
    expect(field(dialog, /^Bank account name/)).toHaveValue('Somchai');
    await user.click(within(dialog).getByRole('tab', { name: 'Authenticator app' }));
    expect(field(dialog, /^Authenticator code/)).toHaveValue('123456');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('an expired verification goes back to the login form with the username kept', async () => {
    const { platform, user, dialog } = await heldLogin();
    platform.on('POST /wps/session/login/verification', () => ({
      success: false,
      errorCode: 'VALIDATION_EXPIRED_CODE',
      message: 'The verification has expired, please log in again.',
      value: { loginAgain: true },
    }));
    await user.type(field(dialog, /^Code sent to your mobile/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(
      await within(dialog).findByText('The verification has expired, please log in again.'),
    ).toBeInTheDocument();
    expect(field(dialog, /^Username/)).toHaveValue('demo');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText(
        'Login from an unregistered IP requires extra verification. Choose how to verify.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to log in' }));
    expect(await within(dialog).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('login and forgot-password banners (w_login, w_forget)', () => {
  const NOTICES = 'GET /wps/relay/MCSFE_getListAnnouncements';
  const notices = (banners: { url: string; groupName: string; title?: string; link?: string }[]) => ({
    success: true,
    value: { banners, player: [], popup: [], promotion: [] },
  });

  it("shows the tenant's w_login banner on the login popup and w_forget on the forgot one, each following its link", async () => {
    const platform = fakePlatform();
    platform.on(NOTICES, () =>
      notices([
        { url: '/assets/banners/x/w_home-1.svg', groupName: 'w_home', title: 'Welcome bonus' },
        { url: '/assets/banners/x/w_login-1.svg', groupName: 'w_login', title: 'Welcome back', link: '' },
        {
          url: 'https://cdn.example/w_forget-1.svg',
          groupName: 'w_forget',
          title: 'Forgot your password?',
          link: '/help#term',
        },
      ]),
    );
    const user = userEvent.setup();
    const dialog = await openLogin();
    const banner = await within(dialog).findByRole('img', { name: 'Welcome back' });
    await waitFor(() => expect(banner).toHaveAttribute('src', '/assets/banners/x/w_login-1.svg'));
    expect(banner).toHaveAttribute('loading', 'lazy');
    // No link: a plain image, not a button; only its own group's banner.
    expect(banner.closest('button')).toBeNull();
    expect(within(dialog).queryByRole('img', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    // The form is there beside it.
    expect(field(dialog, /^Username/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    const forgotBanner = within(forgot).getByRole('img', { name: 'Forgot your password?' });
    expect(forgotBanner).toHaveAttribute('src', 'https://cdn.example/w_forget-1.svg');
    expect(within(forgot).queryByRole('img', { name: 'Welcome back' })).not.toBeInTheDocument();
    await user.click(within(forgot).getByRole('button', { name: 'Forgot your password?' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/help'));
    expect(platform.callsTo(NOTICES)).toHaveLength(1);
  });

  it('shows nothing (no empty box) when the tenant has no login or forgot banner', async () => {
    const platform = fakePlatform();
    platform.on(NOTICES, () =>
      notices([{ url: '/assets/banners/x/w_home-1.svg', groupName: 'w_home', title: 'Welcome bonus' }]),
    );
    const user = userEvent.setup();
    const dialog = await openLogin();
    await waitFor(() => expect(platform.callsTo(NOTICES)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByTestId('banner-w_login')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(forgot).queryByTestId('banner-w_forget')).not.toBeInTheDocument();
  });

  it('the notices failing leaves the login form as it is', async () => {
    const platform = fakePlatform();
    platform.on(NOTICES, () => ({ success: false, errorCode: 'DOWN', message: 'down', status: 500 }));
    const dialog = await openLogin();
    await waitFor(() => expect(platform.callsTo(NOTICES).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByTestId('banner-w_login')).not.toBeInTheDocument();
    expect(field(dialog, /^Username/)).toBeInTheDocument();
  });
});
