import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformFetch, testTenant, type PlatformAnswer } from '@wl/app-shell';
import { renderApp } from './testing.tsx';

/** Every call of the page gets `answer()`: a Response, a refused connection or no answer at all. */
function platformAnswering(answer: () => PlatformAnswer) {
  vi.stubGlobal('fetch', vi.fn(platformFetch(answer)));
}

const status = () =>
  Response.json({ success: true, value: { maintenance: false, regionRestriction: false } });
const unknownMerchant = () =>
  Response.json(
    {
      success: false,
      value: null,
      message: 'Unknown merchant TEST01',
      errorCode: 'NOT_FOUND_MERCHANT_IN_HEADER',
    },
    { status: 400 },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('agent app', () => {
  it('shows the agent back office with the service hours at /agent', async () => {
    platformAnswering(status);
    window.history.pushState({}, '', '/agent');
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Agent back office' })).toBeInTheDocument();
    expect(screen.getByText('Service hours: Monday to Friday, 12:00–21:00')).toBeInTheDocument();
  });

  it('sends a visitor without a session from /agentHome to /agent', async () => {
    platformAnswering(status);
    window.history.pushState({}, '', '/agentHome');
    renderApp();
    await screen.findByRole('heading', { name: 'Agent back office' });
    expect(window.location.pathname).toBe('/agent');
  });
});

describe('agent app when the platform refuses the site or cannot be reached', () => {
  it('says the site is not set up when the platform does not know the merchant, and shows the site after a retry', async () => {
    let known = false;
    platformAnswering(() => (known ? status() : unknownMerchant()));
    window.history.pushState({}, '', '/agent');
    renderApp(testTenant({ support: { email: 'agents@test.example' } }));
    const notSetUp = await screen.findByRole('heading', { level: 1, name: 'This site is not set up yet' });
    // Focus moves to it in an effect after it shows: a moment later on a busy machine.
    await waitFor(() => expect(notSetUp).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Agent back office' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail: agents@test.example' })).toBeInTheDocument();
    known = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Agent back office' })).toBeInTheDocument();
  });

  it('says it cannot reach the servers when the platform is down', async () => {
    platformAnswering(() => 'refused');
    window.history.pushState({}, '', '/agent');
    renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't reach our servers" }),
    ).toBeInTheDocument();
  });

  it('says it is taking too long when the platform does not answer in time', async () => {
    platformAnswering(() => 'hang');
    window.history.pushState({}, '', '/agent');
    // A short client timeout: 200 ms of silence, not the 20 s of a real visit.
    renderApp(testTenant(), { timeoutMs: 200 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is taking too long' }),
    ).toBeInTheDocument();
  });
});
