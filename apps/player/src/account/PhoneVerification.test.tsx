import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderAccount } from './testing/fakePlatform.tsx';
import { CALLBACK_MESSAGE } from './thirdParty/popup.ts';

const SEND = 'POST /wps/verification/firebase/send';
const VERIFY = 'POST /wps/verification/firebase/verify';
const REGISTER = 'PUT /wps/member/register/mobile';

const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input' });

/** The register popup on the mobile tab of a tenant with third-party phone verification on. */
async function openMobileRegister() {
  const platform = fakePlatform({ thirdPartyPhoneVerification: true, mobilePasswordOnRegister: true });
  // The provider's answer: its countdown is 1 minute whatever validity it names (accounts §8).
  platform.on(SEND, () => ({ success: true, value: { sessionInfo: 'session-1', expiredMinutes: 5 } }));
  platform.on(VERIFY, (c) =>
    c.body.code === '123456'
      ? { success: true, value: { idToken: 'id-token-1', phoneNumber: '+66 0891234567', expiresIn: 600 } }
      : {
          success: false,
          errorCode: 'INVALID_VERIFICATION_CODE',
          message: 'code: Please enter a valid verification code',
          status: 400,
        },
  );
  const Harness = renderAccount(null, '/register');
  render(<Harness />);
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }));
  return { platform, dialog, user };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A stand-in for the provider's challenge window: what the opener reads and sets of it. */
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

const CHALLENGE_PAGE = 'https://platform.example/sandbox-phone/challenge?c=ch-1';

/** The provider answers the challenge to a send without a token, and texts the code to one with the token. */
function withChallenge(platform: ReturnType<typeof fakePlatform>) {
  platform.on(SEND, (c) =>
    c.body.challengeToken === 'pass-1'
      ? { success: true, value: { sessionInfo: 'session-2', expiredMinutes: 5 } }
      : {
          success: false,
          errorCode: 'PHONE_CHALLENGE_REQUIRED',
          message: 'The verification partner asks for a check',
          value: { challengeUrl: CHALLENGE_PAGE },
        },
  );
}

/** The site's callback page posting the challenge page's answer to the opener. */
function callback(popup: FakePopup, data: Record<string, string>) {
  const event = new MessageEvent('message', {
    data: { type: CALLBACK_MESSAGE, ...data },
    origin: location.origin,
  });
  Object.defineProperty(event, 'source', { value: popup });
  window.dispatchEvent(event);
}

/** The state the opener sent the challenge page (its URL's). */
const stateOf = (popup: FakePopup) => new URL(popup.location.href).searchParams.get('state') ?? '';

describe('third-party phone verification at registration', () => {
  it("sends the provider's code with a 1-minute countdown, trades the code for the token and registers with it", async () => {
    const { platform, dialog, user } = await openMobileRegister();
    expect(within(dialog).getByText('Our verification partner sends the code by SMS.')).toBeInTheDocument();
    await user.type(field(dialog, /^Mobile number/), '0891234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /\b60\b/ })).toBeDisabled();
    expect(platform.callsTo(SEND)[0]?.body).toEqual({ mobileNum: '0891234567' });
    expect(platform.callsTo('POST /wps/verification/sms/register')).toHaveLength(0);

    // A wrong code: the provider's words under the code field, nothing registered.
    await user.type(field(dialog, /^SMS code/), '000000');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findAllByText('Please enter a valid verification code')).not.toHaveLength(0);
    expect(platform.callsTo(REGISTER)).toHaveLength(0);

    await user.clear(field(dialog, /^SMS code/));
    await user.type(field(dialog, /^SMS code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(platform.callsTo(VERIFY).at(-1)?.body).toEqual({ sessionInfo: 'session-1', code: '123456' });
    const sent = platform.callsTo(REGISTER)[0]?.body;
    expect(sent).toMatchObject({ mobileNum: '0891234567', firebaseIdToken: 'id-token-1' });
    expect(sent).not.toHaveProperty('verificationCode');
  });

  it('a refused registration keeps the proof for the number: the retry sends no new code', async () => {
    const { platform, dialog, user } = await openMobileRegister();
    let refuse = true;
    platform.on(REGISTER, () =>
      refuse
        ? ((refuse = false),
          {
            success: false,
            errorCode: 'INVALID_CAPTCHA',
            message: 'captcha: The captcha is not correct',
            status: 400,
          })
        : { success: true, value: { token: 'new-2' } },
    );
    await user.type(field(dialog, /^Mobile number/), '0891234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /\b60\b/ });
    await user.type(field(dialog, /^SMS code/), '123456');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('The captcha is incorrect, please try again')).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile number verified')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(platform.callsTo(VERIFY)).toHaveLength(1);
    expect(platform.callsTo(REGISTER)).toHaveLength(2);
  });

  it("shows the provider's refusal in words: the captcha check failed", async () => {
    const { platform, dialog, user } = await openMobileRegister();
    platform.on(SEND, () => ({
      success: false,
      errorCode: 'CAPTCHA_CHECK_FAILED',
      message: 'The captcha check failed',
    }));
    await user.type(field(dialog, /^Mobile number/), '0800000101');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(within(warning).getByText('The captcha check failed, please try again')).toBeInTheDocument();
  });

  it("shows the provider's refusal in words: an unknown error", async () => {
    const { platform, dialog, user } = await openMobileRegister();
    // As the platform answers its documented test number 0800000100 (docs/platform/phone-verification.md).
    platform.on(SEND, () => ({
      success: false,
      errorCode: 'PHONE_VERIFICATION_FAILED',
      message: 'Phone verification failed for an unknown reason',
    }));
    await user.type(field(dialog, /^Mobile number/), '0800000100');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    // §8's words for the code, not the platform's message.
    expect(within(warning).getByText('An unknown error occurred, please try again')).toBeInTheDocument();
    expect(within(warning).queryByText(/unknown reason/)).toBeNull();
  });

  it('quota exceeded (or operation not allowed): contact customer service', async () => {
    const { platform, dialog, user } = await openMobileRegister();
    platform.on(SEND, () => ({
      success: false,
      errorCode: 'QUOTA_EXCEEDED',
      message: 'The SMS quota is exceeded',
    }));
    await user.type(field(dialog, /^Mobile number/), '0800000102');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(
      within(warning).getByText(
        'Phone verification is not available right now, please contact customer service',
      ),
    ).toBeInTheDocument();
  });

  it('a code typed without sending one first is told to verify the number', async () => {
    const { platform, dialog, user } = await openMobileRegister();
    await user.type(field(dialog, /^Mobile number/), '0891234567');
    await user.type(field(dialog, /^SMS code/), '123456');
    await user.type(field(dialog, /^Password/), 'abc123');
    await user.type(field(dialog, /^Confirm password/), 'abc123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findAllByText(
        'Please verify your mobile number first: send the code and enter it',
      ),
    ).not.toHaveLength(0);
    expect(platform.callsTo(VERIFY)).toHaveLength(0);
    expect(platform.callsTo(REGISTER)).toHaveLength(0);
  });

  describe("the provider's challenge (a popup)", () => {
    it('opens the challenge page in a popup; done: sends again with its token and counts down 1 minute', async () => {
      const { platform, dialog, user } = await openMobileRegister();
      withChallenge(platform);
      const popup = fakePopup();
      vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
      await user.type(field(dialog, /^Mobile number/), '0800000200');
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(popup.location.href).toContain('/sandbox-phone/challenge'));
      expect(window.open).toHaveBeenCalledTimes(1);
      const page = new URL(popup.location.href);
      expect(page.searchParams.get('c')).toBe('ch-1');
      expect(page.searchParams.get('redirect_uri')).toBe(`${location.origin}/oauth-callback.html`);
      expect(stateOf(popup)).toMatch(/^[0-9a-f]{32}$/);
      // Another state's answer is not this challenge's.
      callback(popup, { state: 'other-state', code: 'evil' });
      callback(popup, { state: stateOf(popup), code: 'pass-1' });
      expect(await within(dialog).findByRole('button', { name: /\b60\b/ })).toBeDisabled();
      expect(platform.callsTo(SEND).map((c) => c.body)).toEqual([
        { mobileNum: '0800000200' },
        { mobileNum: '0800000200', challengeToken: 'pass-1' },
      ]);
      expect(popup.closed).toBe(true);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('popup blocked: its words in the warning; the next click opens the challenge at once', async () => {
      const { platform, dialog, user } = await openMobileRegister();
      withChallenge(platform);
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      await user.type(field(dialog, /^Mobile number/), '0800000200');
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
      expect(
        within(warning).getByText('Popup blocked. Please allow popups and try again.'),
      ).toBeInTheDocument();
      expect(platform.callsTo(SEND)).toHaveLength(1);
      await user.click(within(warning).getAllByRole('button')[0]!);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      // Popups allowed now: the click opens the challenge kept from the refusal, with no send before it.
      const popup = fakePopup();
      open.mockImplementation(() => popup as unknown as Window);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the send button's 1 s throttle
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(popup.location.href).toContain('c=ch-1'));
      expect(platform.callsTo(SEND)).toHaveLength(1);
      callback(popup, { state: stateOf(popup), code: 'pass-1' });
      expect(await within(dialog).findByRole('button', { name: /\b60\b/ })).toBeDisabled();
      expect(platform.callsTo(SEND).at(-1)?.body).toEqual({
        mobileNum: '0800000200',
        challengeToken: 'pass-1',
      });
    });

    it('popup closed before the check was done (or cancelled on it): login failure, no code sent', async () => {
      const { platform, dialog, user } = await openMobileRegister();
      withChallenge(platform);
      const popup = fakePopup();
      vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
      await user.type(field(dialog, /^Mobile number/), '0800000200');
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(popup.location.href).toContain('/sandbox-phone/challenge'));
      popup.closed = true;
      const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
      expect(within(warning).getByText('Login failure. Please try again.')).toBeInTheDocument();
      expect(platform.callsTo(SEND)).toHaveLength(1);
      expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();

      // Cancel on the challenge page: the callback page's error, the same words.
      await user.click(within(warning).getAllByRole('button')[0]!);
      const second = fakePopup();
      vi.mocked(window.open).mockImplementation(() => second as unknown as Window);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the send button's 1 s throttle
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(second.location.href).toContain('/sandbox-phone/challenge'));
      callback(second, { state: stateOf(second), error: 'access_denied' });
      const again = await screen.findByRole('alertdialog', { name: 'Warning' });
      expect(within(again).getByText('Login failure. Please try again.')).toBeInTheDocument();
      expect(second.closed).toBe(true);
      expect(platform.callsTo(SEND)).toHaveLength(2);
      expect(platform.callsTo(SEND).every((c) => !('challengeToken' in c.body))).toBe(true);
    });
  });
});
