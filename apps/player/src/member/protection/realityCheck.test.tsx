import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../app/testing/renderApp.tsx';
import { ok, protectionPlatform } from './testing.ts';

const EVERY = 15;

beforeAll(async () => {
  await import('./RealityCheck.tsx');
  await import('./RealityCheckDialog.tsx');
}, 120_000);

/** A session that started almost one interval ago: its first reality check is due in about a second and a half. */
function dueSoon(respgam = true) {
  const platform = protectionPlatform({
    respgam,
    // Computed when the platform answers, so a slow first load does not let the check pass before it is scheduled.
    status: () => ({
      realityCheck: { everyMinutes: EVERY, options: [15, 30, 60] },
      sessionStartedAt: Date.now() - EVERY * 60_000 + 1_500,
    }),
  });
  platform.on('GET /wps/member/responsibleGaming/session', () =>
    ok({ startedAt: Date.now() - EVERY * 60_000, minutes: 15, wagered: 250, won: 100, net: -150 }),
  );
  return platform;
}

async function check() {
  return screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 10_000 });
}

describe('reality check over the site', () => {
  it('appears when it is due with the session figures, focused on Continue, which closes it', async () => {
    const platform = dueSoon();
    const user = userEvent.setup();
    renderAppAt('/');
    const dialog = await check();
    expect(
      await within(dialog).findByText(
        'You have been playing for 15 minutes. In this session you have bet 250.00 and won 100.00: net -150.00.',
      ),
    ).toBeInTheDocument();
    expect(platform.callsTo('GET /wps/member/responsibleGaming/session')).toHaveLength(1);
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toHaveFocus());
    await user.click(continueButton);
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).not.toBeInTheDocument(),
    );
  }, 20_000);

  it('opens the betting record from "See my history"', async () => {
    dueSoon();
    const user = userEvent.setup();
    renderAppAt('/');
    const dialog = await check();
    await user.click(within(dialog).getByRole('button', { name: 'See my history' }));
    await waitFor(() => expect(window.location.pathname).toBe('/member/personalHistoryCopy'));
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).not.toBeInTheDocument();
  }, 20_000);

  it('asks to sign out from "Log out"', async () => {
    dueSoon();
    const user = userEvent.setup();
    renderAppAt('/');
    const dialog = await check();
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sign out' })).toBeInTheDocument();
  }, 20_000);

  it('asks nothing where RESPGAM3 is off', async () => {
    const platform = dueSoon(false);
    renderAppAt('/');
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).not.toBeInTheDocument();
    expect(platform.callsTo('GET /wps/member/responsibleGaming')).toHaveLength(0);
  }, 20_000);
});
