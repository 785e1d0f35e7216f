import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveTo } from '../app/leave.ts';
import { renderApp } from '../app/testing.tsx';

vi.mock('../app/leave.ts', () => ({ leaveTo: vi.fn() }));

type Answer = { success: boolean; value?: unknown; message?: string; errorCode?: string; status?: number };

function fakePlatform(routes: Record<string, () => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
      calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const { status = 200, ...envelope } = routes[key]?.() ?? {
        success: false,
        errorCode: 'NOT_FOUND',
        message: key,
        status: 404,
      };
      return new Response(JSON.stringify(envelope), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('agent login', () => {
  it('refuses a non-agent with the platform words and sends nothing while the form is empty', async () => {
    const calls = fakePlatform({
      'POST /wps/session/login': () => ({
        success: false,
        errorCode: 'NON_AGENT',
        message: 'Non-agents cannot log in',
        status: 403,
      }),
    });
    window.history.pushState({}, '', '/agent');
    renderApp();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Agent back office' });
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(within(form).getByText('Please enter the username and password')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /wps/session/login')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Agent account/, { selector: 'input' }), 'demo');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Non-agents cannot log in')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /wps/session/login')?.body).toMatchObject({
      username: 'demo',
      portal: 'agent',
    });
    expect(window.location.pathname).toBe('/agent');
  });

  it('takes an agent to /agentHome with its nickname, and sends a non-agent session back to /agent', async () => {
    let type = 1;
    fakePlatform({
      'POST /wps/session/login': () => ({ success: true, value: { token: 'tok-a' } }),
      'GET /wps/member/info': () => ({
        success: true,
        value: { id: 1, account: 'agent', nickname: 'Top Agent', type },
      }),
    });
    window.history.pushState({}, '', '/agent');
    const { unmount } = renderApp();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Agent back office' });
    await user.type(within(form).getByLabelText(/^Agent account/, { selector: 'input' }), 'agent');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('agent-name')).toHaveTextContent('Hello, Top Agent');
    expect(window.location.pathname).toBe('/agentHome/agentTeamOverview');
    unmount();
    type = 0;
    window.history.pushState({}, '', '/agentHome');
    renderApp();
    await waitFor(() => expect(window.location.pathname).toBe('/agent'));
  });

  it('sends an agent who must change the password to the member site, where the forced change opens', async () => {
    fakePlatform({
      'POST /wps/session/login': () => ({
        success: true,
        value: { token: 'tok-n', firstTimeLogin: true, passwordExpired: false },
      }),
    });
    window.history.pushState({}, '', '/agent');
    renderApp();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Agent back office' });
    await user.type(within(form).getByLabelText(/^Agent account/, { selector: 'input' }), 'newagent');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'abc12345');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('wl:changePassword')).toBe('firstLogin');
    expect(sessionStorage.getItem('token')).toBe('tok-n');
    expect(window.location.pathname).toBe('/agent');
  });

  it('asks for the extra verification after a login from a new IP, then reaches the agent centre', async () => {
    const calls = fakePlatform({
      'POST /wps/session/login': () => ({
        success: false,
        errorCode: 'LOGIN_IP_VERIFICATION_REQUIRED',
        message: 'Login from an unregistered IP requires extra verification',
        status: 403,
        value: {
          verificationRequired: true,
          verificationToken: 'vt-9',
          methods: ['bankAccountName'],
          mobile: null,
          email: null,
        },
      }),
      'POST /wps/session/login/verification': () => ({ success: true, value: { token: 'tok-v' } }),
      'GET /wps/member/info': () => ({
        success: true,
        value: { id: 1, account: 'agent', nickname: 'Top Agent', type: 1 },
      }),
    });
    window.history.pushState({}, '', '/agent');
    renderApp();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Agent back office' });
    await user.type(within(form).getByLabelText(/^Agent account/, { selector: 'input' }), 'agent');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('form', { name: 'Verify it is you' });
    expect(
      within(step).getByText(
        'Login from an unregistered IP requires extra verification. Choose how to verify.',
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
    // An empty answer is refused next to the field, and nothing is sent.
    await user.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(step).findByRole('alert')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /wps/session/login/verification')).toHaveLength(0);
    await user.type(within(step).getByLabelText(/^Bank account name/, { selector: 'input' }), 'Demo Agent');
    await user.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByTestId('agent-name')).toHaveTextContent('Hello, Top Agent');
    expect(window.location.pathname).toBe('/agentHome/agentTeamOverview');
    expect(calls.find((c) => c.key === 'POST /wps/session/login/verification')?.body).toMatchObject({
      username: 'agent',
      verificationToken: 'vt-9',
      method: 'bankAccountName',
      code: 'Demo Agent',
    });
  });
});
