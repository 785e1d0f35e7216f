import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderAccount } from './testing/fakePlatform.tsx';

/**
 * Human verification in the login popup (GEETEST3 on in the whitelabel tree). The ALTCHA widget itself (a web
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
