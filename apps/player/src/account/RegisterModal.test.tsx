import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RULES, fakePlatform, featureTree, renderAccount } from './testing/fakePlatform.tsx';

const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input' });

async function openRegister(path = '/register') {
  const Harness = renderAccount(null, path);
  render(<Harness />);
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await within(dialog).findByRole('tab', { name: 'Username' });
  return dialog;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('registration popup', () => {
  it('is built from the field rules: rule messages with min and max, the catalogue words, terms and age', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openRegister();
    expect(within(dialog).queryByLabelText(/^E-mail/)).not.toBeInTheDocument();
    expect(field(dialog, /^Real name/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByText('Items marked with * are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm you are 21 years old')).toBeInTheDocument();
    await user.type(field(dialog, /^Username/), '9lives');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc12');
    await user.type(field(dialog, /^Mobile number/), '12');
    await user.type(field(dialog, /^Real name/), 'Ann 2');
    expect(
      within(dialog).getByText('Please enter 4 to 16 letters or digits, starting with a letter'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number format is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByText('Real name format is incorrect')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
  });

  it('checks the invitation code, reads ?referralCode= and registers once, then goes to /', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openRegister('/register?referralCode=FRIEND42');
    expect(field(dialog, /^Referral code/)).toHaveValue('FRIEND42');
    await user.type(field(dialog, /^Username/), 'lucky7');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc123');
    await user.type(field(dialog, /^Invitation code/), 'BAD1');
    await user.tab();
    expect(await within(dialog).findByText('Invalid invitation code')).toBeInTheDocument();
    await user.clear(field(dialog, /^Invitation code/));
    await user.type(field(dialog, /^Invitation code/), 'GOOD1');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm I am 21 years old or older' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument());
    const sent = platform.callsTo('PUT /wps/member/register');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      username: 'lucky7',
      password: 'abc123',
      confirmPassword: 'abc123',
      affiliateCode: 'GOOD1',
      referralCode: 'FRIEND42',
      registerMethod: 'WEB',
    });
    expect(sessionStorage.getItem('token')).toBe('new-1');
    // The move off /login (or /register) is its own update after the popup closes: wait for it as the user would.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  describe("an agent's or a friend's link", () => {
    const hidden = {
      ...RULES,
      affiliateCode: { ...RULES.affiliateCode, show: false },
      referralCode: { ...RULES.referralCode, show: false },
    };
    async function fillAndSubmit(dialog: HTMLElement) {
      const user = userEvent.setup();
      await user.type(field(dialog, /^Username/), 'lucky7');
      await user.type(field(dialog, /^Password/), 'abc123');
      await user.type(field(dialog, /^Confirm password/), 'abc123');
      await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
      await user.click(
        within(dialog).getByRole('checkbox', { name: 'I confirm I am 21 years old or older' }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
      return user;
    }

    it('registers under the agent of /register?affiliateCode= when the form shows no invitation field', async () => {
      const platform = fakePlatform();
      platform.on('GET /wps/system/setting/register', () => ({ success: true, value: hidden }));
      const dialog = await openRegister('/register?affiliateCode=GOOD1');
      expect(JSON.parse(localStorage.getItem('reg_info') ?? '{}')).toEqual({ affiliateCode: 'GOOD1' });
      await fillAndSubmit(dialog);
      await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1));
      expect(platform.callsTo('GET /wps/agent/affiliate')[0]?.query.get('code')).toBe('GOOD1');
      expect(platform.callsTo('PUT /wps/member/register')[0]?.body).toMatchObject({
        affiliateCode: 'GOOD1',
        registerUrl: window.location.href,
        domain: 'localhost',
        registerMethod: 'WEB',
      });
      // The invitation has been used.
      await waitFor(() => expect(localStorage.getItem('reg_info')).toBeNull());
    });

    it("fills a shown invitation field from the link, and keeps a link's codes for a later visit", async () => {
      const platform = fakePlatform();
      const dialog = await openRegister('/live?affiliateCode=GOOD1&r=FRIEND42');
      expect(field(dialog, /^Invitation code/)).toHaveValue('GOOD1');
      expect(field(dialog, /^Referral code/)).toHaveValue('FRIEND42');
      await fillAndSubmit(dialog);
      await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1));
      expect(platform.callsTo('PUT /wps/member/register')[0]?.body).toMatchObject({
        affiliateCode: 'GOOD1',
        referralCode: 'FRIEND42',
      });
    });

    it('a visitor back without the link still registers under its agent', async () => {
      localStorage.setItem('reg_info', JSON.stringify({ affiliateCode: 'GOOD1' }));
      const platform = fakePlatform();
      platform.on('GET /wps/system/setting/register', () => ({ success: true, value: hidden }));
      const dialog = await openRegister('/register');
      await fillAndSubmit(dialog);
      await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1));
      expect(platform.callsTo('PUT /wps/member/register')[0]?.body).toMatchObject({ affiliateCode: 'GOOD1' });
    });

    it('an invalid link code says invitation_code_error, and the visitor may go on without it', async () => {
      const platform = fakePlatform();
      platform.on('GET /wps/system/setting/register', () => ({ success: true, value: hidden }));
      const dialog = await openRegister('/register?affiliateCode=BAD1');
      const user = await fillAndSubmit(dialog);
      expect(await within(dialog).findByText('Invalid invitation code')).toBeInTheDocument();
      expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Continue without the invitation code' }));
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1));
      expect(platform.callsTo('PUT /wps/member/register')[0]?.body).not.toHaveProperty('affiliateCode');
    });
  });

  it('registration by mobile asks for the SMS code with the 60 s per minute countdown', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    const dialog = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    expect(within(dialog).queryByLabelText(/^Username/)).not.toBeInTheDocument();
    await user.type(field(dialog, /^Mobile number/), '0891234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /120/ })).toBeDisabled();
    expect(platform.callsTo('POST /wps/verification/sms/register')[0]?.body).toEqual({
      mobileNo: '0891234567',
    });
    await user.type(field(dialog, /^SMS code/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByText('Please enter a valid verification code')).toBeInTheDocument();
  });

  it('by mobile: no password where the mobile-number password is off, the password fields where it is on', async () => {
    const platform = fakePlatform();
    const user = userEvent.setup();
    let dialog = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/No password is needed/)).toBeInTheDocument();
    await user.type(field(dialog, /^Mobile number/), '0891234567');
    await user.type(field(dialog, /^SMS code/), '123456');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /I confirm I am 21/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(platform.callsTo('PUT /wps/member/register/mobile')).toHaveLength(1));
    const sent = platform.callsTo('PUT /wps/member/register/mobile')[0]?.body;
    expect(sent).toMatchObject({ mobileNum: '0891234567', verificationCode: '123456' });
    expect(sent).not.toHaveProperty('password');
    expect(sent).not.toHaveProperty('confirmPassword');
    cleanup();

    const on = fakePlatform();
    on.on('GET /wps/system/status', () => ({
      success: true,
      value: {
        maintenance: false,
        regionRestriction: false,
        whitelabel: featureTree({ mobilePasswordOnRegister: true }),
      },
    }));
    dialog = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    expect(field(dialog, /^Password/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/No password is needed/)).not.toBeInTheDocument();
  });

  it("shows and sends the profile fields the tenant turns on, with the tenant's minimum age", async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/system/status', () => ({
      success: true,
      value: { maintenance: false, regionRestriction: false, whitelabel: featureTree({}), minimumAge: 18 },
    }));
    platform.on('GET /wps/system/setting/register', () => ({
      success: true,
      value: {
        ...RULES,
        nationality: {
          acceptedPattern: '^[\\p{L}\\p{M} ]+$',
          minLength: 2,
          maxLength: 60,
          patternId: 14,
          show: true,
          required: true,
        },
        occupation: { acceptedPattern: '', minLength: 2, maxLength: 100, patternId: 1, show: false },
      },
    }));
    const user = userEvent.setup();
    const dialog = await openRegister();
    expect(within(dialog).queryByLabelText(/^Occupation/)).not.toBeInTheDocument();
    const nationality = field(dialog, /^Nationality/);
    await user.type(field(dialog, /^Username/), 'lucky7');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm I am 18 years old or older' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    // Required and empty: not sent.
    expect(within(dialog).getByText('Items marked with * are required')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(0);
    await user.type(nationality, 'Thai');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(platform.callsTo('PUT /wps/member/register')).toHaveLength(1));
    expect(platform.callsTo('PUT /wps/member/register')[0]?.body).toMatchObject({
      username: 'lucky7',
      nationality: 'Thai',
    });
  });

  it('shows the server refusal next to its field and as given', async () => {
    const platform = fakePlatform();
    platform.on('PUT /wps/member/register', () => ({
      success: false,
      errorCode: 'USERNAME_TAKEN',
      message: 'username: this username is already taken',
      value: { field: 'username' },
      status: 400,
    }));
    const user = userEvent.setup();
    const dialog = await openRegister();
    await user.type(field(dialog, /^Username/), 'demo1');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm I am 21 years old or older' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findAllByText('This username is already taken')).toHaveLength(2);
  });
});
