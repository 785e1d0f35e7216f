import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccountActions } from './useAccountActions.ts';
import { fakePlatform, renderAccount } from './testing/fakePlatform.tsx';

const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input' });

function Buttons() {
  const { openLogin, openChangePassword } = useAccountActions();
  return (
    <>
      <button onClick={openLogin}>login</button>
      <button onClick={openChangePassword}>change password</button>
    </>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('by e-mail: the rule message, the server answer as given, then the confirmation', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const Harness = renderAccount(<Buttons />, '/login');
    render(<Harness />);
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Log in' })).findByRole('button', {
        name: 'Forgot password?',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(await within(dialog).findByRole('tab', { name: 'E-mail' }));
    await user.type(field(dialog, /^Username/), 'demo');
    await user.type(field(dialog, /^E-mail/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(
      within(dialog).getByText('Please enter a valid email address (6 to 60 characters)'),
    ).toBeInTheDocument();
    await user.clear(field(dialog, /^E-mail/));
    await user.type(field(dialog, /^E-mail/), 'demo@example.com');
    platform.on('POST /wps/member/password/email', () => ({
      success: false,
      errorCode: 'UNKNOWN_ACCOUNT',
      message: 'Username/Email does not exist',
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(await within(dialog).findByText('Username/Email does not exist')).toBeInTheDocument();
    platform.on('POST /wps/member/password/email', () => ({ success: true, value: null }));
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(
      await within(dialog).findByText('We sent a reset link to demo@example.com. Please check your mailbox.'),
    ).toBeInTheDocument();
  });

  it('by phone: sets the new password with the code and logs in at /', async () => {
    const platform = fakePlatform({ emailReset: false });
    const user = userEvent.setup();
    const Harness = renderAccount(<Buttons />, '/login');
    render(<Harness />);
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Log in' })).findByRole('button', {
        name: 'Forgot password?',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await waitFor(() => expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument());
    await user.type(field(dialog, /^Mobile number/), '0812345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /60/ })).toBeDisabled();
    await user.type(field(dialog, /^SMS code/), '123456');
    await user.type(field(dialog, /^New password/), 'abc123');
    await user.type(field(dialog, /^Confirm new password/), 'abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument(),
    );
    expect(platform.callsTo('POST /wps/member/password/verification')[0]?.body).toEqual({
      mobileNum: '0812345678',
      verificationCode: '123456',
      newPassword: 'abc123',
    });
    expect(sessionStorage.getItem('token')).toBe('reset-1');
  });
});

describe('change password from the member centre', () => {
  it('needs the old password, and says so in words when the session has ended', async () => {
    sessionStorage.setItem('token', 'tok-1');
    const platform = fakePlatform();
    const user = userEvent.setup();
    const Harness = renderAccount(<Buttons />, '/member');
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(3);
    await user.type(field(dialog, /^Current password/), 'demo1234');
    await user.type(field(dialog, /^New password/), 'abc123');
    await user.type(field(dialog, /^Confirm new password/), 'abc123');
    platform.on('POST /wps/member/password', () => ({
      success: false,
      errorCode: 'CUSTOMER_NOT_LOGIN',
      message: 'customer not login or login timeout',
      status: 401,
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('You are not logged in, please login')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/password')[0]?.body).toEqual({
      oldPassword: 'demo1234',
      newPassword: 'abc123',
      confirmNewPassword: 'abc123',
    });
  });
});

describe('a pending forced change', () => {
  it('reopens the change-password popup when the session still has to change its password (after a reload)', async () => {
    sessionStorage.setItem('token', 'tok-1');
    const platform = fakePlatform();
    platform.on('GET /wps/session/loginInfo', () => ({
      success: true,
      value: { firstTimeLogin: true, passwordExpired: false, isAgent: false, isTrial: false },
    }));
    const Harness = renderAccount(<Buttons />, '/');
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText(/temporary password/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('opens the forced change when the agent login (same tab) asks for it', async () => {
    sessionStorage.setItem('token', 'tok-1');
    sessionStorage.setItem('wl:changePassword', 'firstLogin');
    const platform = fakePlatform();
    // A gateway that does not flag the default password itself: the agent login's own check asked for the change.
    platform.on('GET /wps/session/loginInfo', () => ({
      success: true,
      value: { firstTimeLogin: false, passwordExpired: false, isAgent: true, isTrial: false },
    }));
    const Harness = renderAccount(<Buttons />, '/');
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // Asked once: the key is gone.
    expect(sessionStorage.getItem('wl:changePassword')).toBeNull();
  });

  it('a link cannot ask for it', async () => {
    sessionStorage.setItem('token', 'tok-1');
    const platform = fakePlatform();
    platform.on('GET /wps/session/loginInfo', () => ({
      success: true,
      value: { firstTimeLogin: false, passwordExpired: false, isAgent: true, isTrial: false },
    }));
    const Harness = renderAccount(<Buttons />, '/?changePassword=firstLogin');
    render(<Harness />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a visitor who is not logged in is not asked', async () => {
    fakePlatform();
    sessionStorage.setItem('wl:changePassword', 'firstLogin');
    const Harness = renderAccount(<Buttons />, '/');
    render(<Harness />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
