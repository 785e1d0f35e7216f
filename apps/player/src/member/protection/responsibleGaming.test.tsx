import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../app/testing/renderApp.tsx';
import { asPhone } from '../testing/memberPlatform.ts';
import { HOUR, ok, protectionPlatform } from './testing.ts';

beforeAll(async () => {
  await import('../../pages/areas/MemberCenter.tsx');
  await import('../pages/responsibleGaming.tsx');
}, 120_000);

async function openPage(options: Parameters<typeof protectionPlatform>[0] = {}) {
  const platform = protectionPlatform(options);
  const user = userEvent.setup();
  renderAppAt('/member/responsibleGaming');
  await screen.findByRole('heading', { level: 1, name: 'Responsible gaming' }, { timeout: 20_000 });
  await screen.findByRole('heading', { level: 2, name: 'Limits' }, { timeout: 20_000 });
  return { platform, user };
}

const limit = (name: string) => screen.getByRole('listitem', { name });

describe('responsible gaming page', () => {
  it('shows each limit from the status: its value or no limit, used and left, and a pending raise', async () => {
    await openPage();
    const daily = limit('Daily deposit limit');
    expect(within(daily).getByText('Limit: 1,000.00')).toBeInTheDocument();
    expect(within(daily).getByText('Used: 400.00')).toBeInTheDocument();
    expect(within(daily).getByText('Left: 600.00')).toBeInTheDocument();
    expect(within(limit('Weekly deposit limit')).getByText(/^Raises to 5,000.00 on /)).toBeInTheDocument();
    expect(within(limit('Session length limit')).getByText('Limit: 90 minutes')).toBeInTheDocument();
    expect(within(limit('Monthly loss limit')).getByText('No limit')).toBeInTheDocument();
    expect(screen.getByText(/waits 24 hours \(the cooling-off period\)/)).toBeInTheDocument();
    expect(await screen.findByText('Limit set: Daily deposit limit (1000)')).toBeInTheDocument();
    expect(screen.getByText(/Reality check set/)).toBeInTheDocument();
  });

  it('refuses a bad amount next to the field, keeping it; then sets a raise that waits for the cooling-off', async () => {
    const { platform, user } = await openPage();
    const from = Date.now() + 24 * HOUR;
    platform.on('PUT /wps/member/responsibleGaming/limit', (c) =>
      ok({
        limit: {
          kind: c.body.kind,
          value: 1000,
          pending: { value: c.body.value, from },
          used: 400,
          remaining: 600,
        },
        applied: 'pending',
      }),
    );
    const daily = limit('Daily deposit limit');
    const input = within(daily).getByLabelText(/New Daily deposit limit/, { selector: 'input' });
    await user.type(input, '-5');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter a positive number, for example 500.'),
    );
    expect(input).toHaveValue('-5');
    expect(platform.callsTo('PUT /wps/member/responsibleGaming/limit')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '1,500');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    expect(
      await within(daily).findByText(
        /^Daily deposit limit: the change waits for the cooling-off period and applies on /,
      ),
    ).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/member/responsibleGaming/limit')).toHaveLength(1);
    expect(platform.callsTo('PUT /wps/member/responsibleGaming/limit')[0]?.body).toEqual({
      kind: 'depositDaily',
      value: 1500,
    });
  });

  it('says a stricter limit applies now, and removes one', async () => {
    const { platform, user } = await openPage();
    platform.on('PUT /wps/member/responsibleGaming/limit', (c) =>
      ok({
        limit: { kind: c.body.kind, value: c.body.value, pending: null, used: 12, remaining: 18 },
        applied: 'now',
      }),
    );
    const session = limit('Session length limit');
    await user.type(within(session).getByLabelText(/New Session length limit/, { selector: 'input' }), '30');
    await user.click(within(session).getByRole('button', { name: 'Save' }));
    expect(
      await within(session).findByText('Session length limit: the new limit applies now.'),
    ).toBeInTheDocument();
    await user.click(within(session).getByRole('button', { name: 'Remove limit' }));
    await waitFor(() => expect(platform.callsTo('PUT /wps/member/responsibleGaming/limit')).toHaveLength(2));
    expect(platform.callsTo('PUT /wps/member/responsibleGaming/limit')[1]?.body).toEqual({
      kind: 'sessionMinutes',
      value: null,
    });
  });

  it('saves the reality check from the options', async () => {
    const { platform, user } = await openPage();
    platform.on('PUT /wps/member/responsibleGaming/realityCheck', (c) =>
      ok({ everyMinutes: c.body.everyMinutes }),
    );
    const section = screen.getByRole('region', { name: 'Reality check' });
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Remind me every' }), '30');
    await user.click(within(section).getByRole('button', { name: 'Save reminder' }));
    expect(await within(section).findByText('Reality check saved: every 30 minutes.')).toBeInTheDocument();
    expect(platform.callsTo('PUT /wps/member/responsibleGaming/realityCheck')[0]?.body).toEqual({
      everyMinutes: 30,
    });
  });

  it('takes a break only after the confirmation says what it means', async () => {
    const { platform, user } = await openPage();
    platform.on('POST /wps/member/responsibleGaming/break', (c) =>
      ok({
        kind: c.body.kind,
        period: c.body.period,
        since: Date.now(),
        until: Date.now() + 7 * 24 * HOUR,
        ended: false,
      }),
    );
    const section = screen.getByRole('region', { name: 'Take a break' });
    expect(section).toHaveAttribute('id', 'take-a-break');
    await user.click(within(section).getByRole('button', { name: 'Time-out: 7 days' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Time-out for 7 days?' });
    expect(within(confirm).getByText(/cannot be undone before it ends/)).toBeInTheDocument();
    expect(within(confirm).getByText(/cannot deposit, play or take part in promotions/)).toBeInTheDocument();
    expect(within(confirm).getByText(/still withdraw your money and see your records/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(platform.callsTo('POST /wps/member/responsibleGaming/break')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Self-exclusion: 6 months' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Self-exclusion for 6 months?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, take the break' }));
    expect(await within(section).findByText('Your break has started.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/member/responsibleGaming/break')).toHaveLength(1);
    expect(platform.callsTo('POST /wps/member/responsibleGaming/break')[0]?.body).toEqual({
      kind: 'selfExclusion',
      period: '6m',
    });
  });

  it('shows the active break at the top; an ended self-exclusion says customer service re-opens the account', async () => {
    await openPage({
      status: {
        break: {
          kind: 'selfExclusion',
          period: '6m',
          since: Date.now() - 200 * 24 * HOUR,
          until: Date.now() - HOUR,
          ended: true,
        },
      },
    });
    expect(screen.getByTestId('break-banner').textContent).toMatch(
      /Your self-exclusion ended on .+ contact customer service/,
    );
    expect(screen.getByRole('button', { name: 'Time-out: 24 hours' })).toBeDisabled();
  });

  it('says the session limit was reached when the platform ends the session for it', async () => {
    const { platform, user } = await openPage();
    platform.on('PUT /wps/member/responsibleGaming/limit', () => ({
      success: false,
      errorCode: 'SESSION_LIMIT_REACHED',
      message: 'Your session limit is reached',
    }));
    const daily = limit('Daily deposit limit');
    await user.type(within(daily).getByLabelText(/New Daily deposit limit/, { selector: 'input' }), '100');
    await user.click(within(daily).getByRole('button', { name: 'Save' }));
    // Next to the form that met it, and as a notice of the shell (any call may be the one that meets it).
    await waitFor(() =>
      expect(
        screen.getAllByText(/^Your session limit was reached and you have been logged out/),
      ).toHaveLength(2),
    );
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('says so when the status cannot be loaded', async () => {
    const platform = protectionPlatform();
    platform.on('GET /wps/member/responsibleGaming', () => ({
      success: false,
      errorCode: 'SERVER',
      message: 'boom',
      status: 500,
    }));
    renderAppAt('/member/responsibleGaming');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your responsible gaming settings could not be loaded.' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
  });

  it('is in Thai', async () => {
    localStorage.setItem('lang', 'TY');
    protectionPlatform();
    renderAppAt('/member/responsibleGaming');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'วงเงิน' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'พักการเล่น' })).toBeInTheDocument();
  });
});

describe('account menu', () => {
  it('offers "Take a break" with RESPGAM3 on, opening the break section', async () => {
    asPhone();
    protectionPlatform();
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Take a break' }));
    expect(
      await screen.findByRole('region', { name: 'Take a break' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.hash).toBe('/member/responsibleGaming#take-a-break');
  });

  it('has no "Take a break" with RESPGAM3 off', async () => {
    asPhone();
    protectionPlatform({ respgam: false });
    const user = userEvent.setup();
    renderAppAt('/');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Take a break' })).not.toBeInTheDocument();
  });
});
