import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, featureTree, renderAccount } from './testing/fakePlatform.tsx';

/**
 * Human verification in the login, register and forgot-password popups (GEETEST3 on in the whitelabel tree). The ALTCHA widget itself (a web
 * component running proof-of-work workers) does not run in jsdom: it stands in here as a widget that says it is
 * verifying and is solved (or fails) when the test says so, through the same `onState` the real one calls.
 */
let solved = 0;
vi.mock('../../../../packages/app-shell/src/account/AltchaWidget.tsx', () => ({
  default: function FakeAltcha({ onState }: { onState: (state: string, payload: string | null) => void }) {
    useEffect(() => onState('verifying', null), [onState]);
    return (
      <div>
        <p role="status">Verifying you are human…</p>
        <button type="button" onClick={() => onState('verified', `PAYLOAD-${++solved}`)}>
          test: solve
        </button>
        <button type="button" onClick={() => onState('error', null)}>
          test: fail
        </button>
      </div>
    );
  },
}));

const permission = (geetest: boolean) => ({
  success: true,
  value: {
    maintenance: false,
    regionRestriction: false,
    whitelabel: [
      { modId: 'SITE', enabled: '1', childrenNodes: [{ modId: 'GEETEST3', enabled: geetest ? '1' : '0' }] },
    ],
  },
});

/** The fake platform's feature toggles (by default: register by username, reset by e-mail or phone) with GEETEST3 on. */
const withHumanCheck = (features: Parameters<typeof featureTree>[0] = {}) => {
  const tree = featureTree(features);
  tree[0]?.childrenNodes.push({ modId: 'GEETEST3', enabled: '1' });
  return { success: true, value: { maintenance: false, regionRestriction: false, whitelabel: tree } };
};

const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input' });

async function openLogin() {
  const Harness = renderAccount(null, '/login');
  render(<Harness />);
  return screen.findByRole('dialog', { name: 'Log in' });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  solved = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('human verification in the login popup', () => {
  it('with GEETEST3 on, shows the widget and sends its solution once it has one', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => permission(true));
    const user = userEvent.setup();
    const dialog = await openLogin();
    // The widget's chunk loads (its state in words), then it says it is at work.
    expect(await within(dialog).findByText('Verifying you are human…')).toBeInTheDocument();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    // Sent before the work is done: the login waits for the solution.
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'test: solve' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1));
    expect(platform.callsTo('POST /wps/session/login')[0]?.body).toMatchObject({
      username: 'demo',
      humanVerification: 'PAYLOAD-1',
    });
  });

  it('takes a new solution after a refusal, and says so in words', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => permission(true));
    platform.on('POST /wps/session/login', () => ({
      success: false,
      errorCode: 'HUMAN_CHECK_FAILED',
      message: 'This human verification has already been used: please verify again',
    }));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    await user.click(await within(dialog).findByRole('button', { name: 'test: solve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText(/The human verification did not pass/)).toBeInTheDocument();
    // The widget started again (a new challenge): the next login waits for, and sends, the next solution.
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1);
    await user.click(await within(dialog).findByRole('button', { name: 'test: solve' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/session/login')).toHaveLength(2));
    expect(platform.callsTo('POST /wps/session/login')[1]?.body).toMatchObject({
      humanVerification: 'PAYLOAD-2',
    });
  });

  it('says when the verification fails in the browser, and sends nothing', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => permission(true));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.click(await within(dialog).findByRole('button', { name: 'test: fail' }));
    expect(await within(dialog).findByText('The verification failed. Try again.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(0);
  });

  it('starts a failed widget again when the form is sent, and sends once it is solved', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => permission(true));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    await user.click(await within(dialog).findByRole('button', { name: 'test: fail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(platform.callsTo('POST /wps/session/login')).toHaveLength(0);
    await user.click(await within(dialog).findByRole('button', { name: 'test: solve' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1));
    expect(platform.callsTo('POST /wps/session/login')[0]?.body).toMatchObject({
      humanVerification: 'PAYLOAD-1',
    });
  });

  it('with GEETEST3 off, shows no widget and sends no human-verification data', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => permission(false));
    const user = userEvent.setup();
    const dialog = await openLogin();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/session/login')).toHaveLength(1));
    expect(platform.callsTo('POST /wps/session/login')[0]?.body).not.toHaveProperty('humanVerification');
    expect(within(dialog).queryByRole('button', { name: 'test: solve' })).not.toBeInTheDocument();
  });
});

describe('human verification in the register popup', () => {
  async function openRegister() {
    const Harness = renderAccount(null, '/register');
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await within(dialog).findByRole('tab', { name: 'Username' });
    return dialog;
  }
  async function fill(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
    await user.type(field(dialog, /^Username/), 'lucky7');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm I am 21 years old or older' }));
  }

  it('with GEETEST3 on, shows the widget, waits for its solution and sends it with the registration', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => withHumanCheck());
    const user = userEvent.setup();
    const dialog = await openRegister();
    expect(await within(dialog).findByText('Verifying you are human…')).toBeInTheDocument();
    await fill(dialog, user);
    // Sent before the work is done: the registration waits for the solution.
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'test: solve' }));
    await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1));
    expect(platform.callsTo('PUT /wps/member/register')[0]?.body).toMatchObject({
      username: 'lucky7',
      humanVerification: 'PAYLOAD-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument());
  });

  it("says the platform's refusal in words, and sends a new solution with the next try", async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => withHumanCheck());
    platform.on('PUT /wps/member/register', () => ({
      success: false,
      errorCode: 'HUMAN_CHECK_FAILED',
      message: 'This human verification has already been used: please verify again',
    }));
    const user = userEvent.setup();
    const dialog = await openRegister();
    await fill(dialog, user);
    await user.click(await within(dialog).findByRole('button', { name: 'test: solve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(/The human verification did not pass/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1);
    await user.click(await within(dialog).findByRole('button', { name: 'test: solve' }));
    await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(2));
    expect(platform.callsTo('PUT /wps/member/register')[1]?.body).toMatchObject({
      humanVerification: 'PAYLOAD-2',
    });
  });

  it('says when the verification fails in the browser, and sends nothing', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => withHumanCheck());
    const user = userEvent.setup();
    const dialog = await openRegister();
    await fill(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await user.click(await within(dialog).findByRole('button', { name: 'test: fail' }));
    expect(await within(dialog).findByText('The verification failed. Try again.')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
  });
});

describe('human verification in the forgot-password popup', () => {
  async function openForgot(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Forgot password?' }));
    return screen.findByRole('dialog', { name: 'Forgot password' });
  }

  it('by e-mail: shows the widget, waits for its solution and sends it with the request', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => withHumanCheck());
    const user = userEvent.setup();
    const dialog = await openForgot(user);
    await user.click(await within(dialog).findByRole('tab', { name: 'E-mail' }));
    expect(await within(dialog).findByText('Verifying you are human…')).toBeInTheDocument();
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^E-mail/), 'demo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(platform.callsTo('POST /wps/member/password/email')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'test: solve' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/member/password/email')).toHaveLength(1));
    expect(platform.callsTo('POST /wps/member/password/email')[0]?.body).toMatchObject({
      username: 'demo',
      email: 'demo@example.com',
      humanVerification: 'PAYLOAD-1',
    });
    expect(
      await within(dialog).findByText('We sent a reset link to demo@example.com. Please check your mailbox.'),
    ).toBeInTheDocument();
  });

  it("by e-mail: says the platform's refusal and a failed widget in words", async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => withHumanCheck());
    platform.on('POST /wps/member/password/email', () => ({
      success: false,
      errorCode: 'HUMAN_CHECK_FAILED',
      message: 'This human verification has expired: please verify again',
    }));
    const user = userEvent.setup();
    const dialog = await openForgot(user);
    await user.click(await within(dialog).findByRole('tab', { name: 'E-mail' }));
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^E-mail/), 'demo@example.com');
    await user.click(await within(dialog).findByRole('button', { name: 'test: solve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(await within(dialog).findByText(/The human verification did not pass/)).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/password/email')).toHaveLength(1);
    // The next try waits for a new solution; the widget failing says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    await user.click(await within(dialog).findByRole('button', { name: 'test: fail' }));
    expect(await within(dialog).findByText('The verification failed. Try again.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/password/email')).toHaveLength(1);
  });

  it('by phone: the code waits for a solution and is sent with it; a refusal is said in words', async () => {
    const platform = fakePlatform({ emailReset: false });
    platform.on('GET /wps/system/status', () => withHumanCheck({ emailReset: false }));
    platform.on('POST /wps/member/password/sms', () => ({
      success: false,
      errorCode: 'HUMAN_CHECK_FAILED',
      message: 'This human verification has already been used: please verify again',
    }));
    const user = userEvent.setup();
    const dialog = await openForgot(user);
    // No tabs: by phone only.
    await waitFor(() => expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument());
    expect(await within(dialog).findByText('Verifying you are human…')).toBeInTheDocument();
    await user.type(field(dialog, /^Mobile number/), '0812345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    // The code waits for the solution.
    expect(platform.callsTo('POST /wps/member/password/sms')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'test: solve' }));
    await waitFor(() => expect(platform.callsTo('POST /wps/member/password/sms')).toHaveLength(1));
    expect(platform.callsTo('POST /wps/member/password/sms')[0]?.body).toMatchObject({
      mobileNum: '0812345678',
      humanVerification: 'PAYLOAD-1',
    });
    // The refusal in words, in the warning dialog; no countdown, the code can be asked again.
    expect(await screen.findByText(/The human verification did not pass/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
