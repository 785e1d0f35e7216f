import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../app/testing.tsx';
import { agentPlatform, failure, ok, type AgentSetup, type Call } from '../testing/agentPlatform.ts';

beforeAll(async () => {
  await import('../../pages/AgentHomePage.tsx');
  await import('./registerCenter.tsx');
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const RULES = {
  username: {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 4,
    maxLength: 16,
    patternId: 2,
    show: true,
    required: true,
  },
  password: {
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 6,
    show: true,
    required: true,
  },
};
const REBATES = [
  { productType: 'LOTT', maxRate: 8, myRate: 7 },
  { productType: 'SPORTS', maxRate: 1, myRate: 0.9 },
  { productType: 'RNG', maxRate: 2, myRate: 1.8 },
];

function setup(options: AgentSetup = {}) {
  const platform = agentPlatform(options);
  platform.on('GET /wps/system/setting/register', () => ok(RULES));
  platform.on('GET /wps/agent/globalRebateSettings', () => ok({ list: REBATES }));
  platform.on('GET /wps/check/username', (c: Call) =>
    ok({ available: c.query.get('username') !== 'player1' }),
  );
  platform.on('POST /wps/agent/downline', (c: Call) =>
    ok({ id: '99', account: c.body.username, type: c.body.type === 'agent' ? 41 : 0, regDate: 1 }),
  );
  platform.on('GET /wps/agent/affiliateUrls', () => ok({ list: [], total: 0, totalPages: 1 }));
  window.history.pushState({}, '', '/agentHome/registerCenter');
  return platform;
}

const form = () => screen.findByRole('form', { name: 'Create an account' }, { timeout: 20_000 });

describe('register centre: create a downline account', () => {
  it('checks the username while typing', async () => {
    const platform = setup();
    const user = userEvent.setup();
    renderApp();
    const f = await form();
    const username = within(f).getByLabelText(/^Username/);
    await user.type(username, 'player1');
    expect(await within(f).findByText('This username is already taken.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await user.clear(username);
    await user.type(username, 'newagent7');
    expect(await within(f).findByText('This username is available.')).toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(platform.callsTo('GET /wps/check/username').at(-1)?.query.get('username')).toBe('newagent7');
    // A name the username rule refuses is not sent to be checked.
    const checks = platform.callsTo('GET /wps/check/username').length;
    await user.clear(username);
    await user.type(username, '9ab');
    await user.tab();
    expect(
      await within(f).findByText('Please enter 4 to 16 letters or digits, starting with a letter'),
    ).toBeInTheDocument();
    expect(platform.callsTo('GET /wps/check/username')).toHaveLength(checks);
  });

  it('keeps the password rule and the rebate quota, and creates the account', async () => {
    const platform = setup();
    const user = userEvent.setup();
    renderApp();
    const f = await form();
    await user.type(within(f).getByLabelText(/^Username/), 'newagent7');
    // The rebate quota is the agent's lowest own rate.
    expect(await within(f).findByText('From 0 to 0.9: your own lowest rate.')).toBeInTheDocument();
    await user.type(within(f).getByLabelText(/^Password/), 'short');
    await user.type(within(f).getByLabelText(/^Confirm password/), 'other');
    await user.type(within(f).getByLabelText('Rebate rate (%)'), '1.5');
    await user.click(within(f).getByRole('button', { name: 'Create account' }));
    expect(within(f).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(f).getByLabelText(/^Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(f).getByText('Enter a rate from 0 to 0.9, with at most 2 decimals.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/agent/downline')).toHaveLength(0);

    await user.clear(within(f).getByLabelText(/^Password/));
    await user.type(within(f).getByLabelText(/^Password/), 'abc12345');
    await user.clear(within(f).getByLabelText(/^Confirm password/));
    await user.type(within(f).getByLabelText(/^Confirm password/), 'abc12345');
    await user.clear(within(f).getByLabelText('Rebate rate (%)'));
    await user.type(within(f).getByLabelText('Rebate rate (%)'), '0.5');
    await user.click(within(f).getByRole('radio', { name: 'Agent' }));
    await user.click(within(f).getByRole('button', { name: 'Create account' }));
    expect(await within(f).findByText('The agent account newagent7 was created.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/agent/downline')[0]?.body).toEqual({
      username: 'newagent7',
      password: 'abc12345',
      type: 'agent',
      rebateRate: 0.5,
    });
    expect(within(f).getByLabelText(/^Username/)).toHaveValue('');
  });

  it("shows the platform's refusal in words", async () => {
    const platform = setup();
    platform.on('POST /wps/agent/downline', () =>
      failure('username: this username is already taken', 'USERNAME_TAKEN', 400),
    );
    const user = userEvent.setup();
    renderApp();
    const f = await form();
    await user.type(within(f).getByLabelText(/^Username/), 'racer99');
    await user.type(within(f).getByLabelText(/^Password/), 'abc12345');
    await user.type(within(f).getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(within(f).getByRole('button', { name: 'Create account' }));
    expect(await within(f).findByRole('alert')).toHaveTextContent('This username is already taken');
  });

  it('leaves the account tab out when creating accounts is switched off', async () => {
    setup({ modules: { AGEREGDOWN3: false } });
    renderApp();
    expect(await screen.findByRole('tab', { name: 'Affiliate links' }, { timeout: 20_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});

const LINK = {
  id: '5',
  url: 'https://gold.example/register?affiliateCode=GOLDCASM1',
  code: 'GOLDCASM1',
  type: 0,
  accountType: 'member',
  channel: 'LINE',
  createTime: Date.UTC(2026, 10, 1, 5, 0),
  expireTime: null,
  expired: false,
  registerCount: 1,
  accounts: [{ id: '21', account: 'player1', type: 0, regDate: Date.UTC(2026, 10, 2, 5, 0) }],
};
const EXPIRED = {
  ...LINK,
  id: '6',
  code: 'GOLDCASX1',
  url: 'https://gold.example/register?affiliateCode=GOLDCASX1',
  accountType: 'agent',
  channel: null,
  expired: true,
  expireTime: Date.UTC(2026, 9, 1),
  registerCount: 0,
  accounts: [],
};

describe('register centre: affiliate links', () => {
  it('lists the links with QR code, copy, state and registered accounts, creates one and deletes one after confirming', async () => {
    const platform = setup();
    let links: Record<string, unknown>[] = [LINK, EXPIRED];
    platform.on('GET /wps/agent/affiliateUrls', () =>
      ok({ list: links, total: links.length, totalPages: 1 }),
    );
    platform.on('POST /wps/agent/affiliateUrl', (c: Call) => {
      const made = {
        ...LINK,
        id: '7',
        code: 'LNEW1234',
        url: 'https://gold.example/register?affiliateCode=LNEW1234',
        channel: c.body.channel,
        registerCount: 0,
        accounts: [],
        expireTime: Date.UTC(2026, 11, 1),
      };
      links = [made, ...links];
      return ok(made);
    });
    platform.on('POST /wps/relay/MCSFE_deleteAffiliateUrl', (c: Call) => {
      links = links.filter((l) => l.id !== c.body.id);
      return ok();
    });
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('tab', { name: 'Affiliate links' }, { timeout: 20_000 }));
    const list = await screen.findByRole('list', { name: 'Your affiliate links' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { level: 4, name: 'Code GOLDCASM1' })).toBeInTheDocument();
    expect(
      await within(first).findByRole('img', { name: 'QR code of the link GOLDCASM1', busy: false }),
    ).toBeInTheDocument();
    expect(
      within(first).getByText('https://gold.example/register?affiliateCode=GOLDCASM1'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Channel: LINE');
    expect(first).toHaveTextContent('Does not expire');
    expect(first).toHaveTextContent('1 account registered');
    expect(within(items[1]!).getAllByText('Expired').length).toBeGreaterThan(0);

    const show = within(first).getByRole('button', { name: 'Accounts registered through GOLDCASM1 (1)' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const accounts = within(first).getByRole('table', { name: 'Accounts registered through GOLDCASM1' });
    expect(within(accounts).getByText('player1')).toBeInTheDocument();

    // Create: a channel with characters the platform refuses is named first.
    const newLink = screen.getByRole('form', { name: 'New affiliate link' });
    await user.type(within(newLink).getByLabelText(/^Channel/), 'bad<channel>');
    await user.click(within(newLink).getByRole('button', { name: 'Create link' }));
    expect(
      within(newLink).getByText('Up to 32 letters, digits, spaces, dots, dashes or underscores.'),
    ).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/agent/affiliateUrl')).toHaveLength(0);
    await user.clear(within(newLink).getByLabelText(/^Channel/));
    await user.type(within(newLink).getByLabelText(/^Channel/), 'Facebook');
    await user.selectOptions(within(newLink).getByLabelText('Expires'), 'In 30 days');
    await user.click(within(newLink).getByRole('radio', { name: 'Agent' }));
    await user.click(within(newLink).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('The link was created.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/agent/affiliateUrl')[0]?.body).toEqual({
      type: 'agent',
      expiryDays: 30,
      channel: 'Facebook',
    });
    expect(await within(list).findByRole('heading', { name: 'Code LNEW1234' })).toBeInTheDocument();

    // Delete asks first; cancel keeps the link.
    await user.click(within(list).getByRole('button', { name: 'Delete the link GOLDCASX1' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this link?' });
    expect(dialog).toHaveTextContent('The link GOLDCASX1 stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(platform.callsTo('POST /wps/relay/MCSFE_deleteAffiliateUrl')).toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: 'Delete the link GOLDCASX1' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The link GOLDCASX1 was deleted.')).toBeInTheDocument();
    expect(platform.callsTo('POST /wps/relay/MCSFE_deleteAffiliateUrl')[0]?.body).toEqual({ id: '6' });
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: 'Code GOLDCASX1' })).not.toBeInTheDocument(),
    );
  });

  it('says when there are no links, and when they cannot be loaded', async () => {
    const platform = setup();
    const user = userEvent.setup();
    const { unmount } = renderApp();
    await user.click(await screen.findByRole('tab', { name: 'Affiliate links' }, { timeout: 20_000 }));
    expect(
      await screen.findByRole('heading', { level: 4, name: 'You have no affiliate links yet.' }),
    ).toBeInTheDocument();
    unmount();
    platform.on('GET /wps/agent/affiliateUrls', () => 'network');
    renderApp();
    await user.click(await screen.findByRole('tab', { name: 'Affiliate links' }, { timeout: 20_000 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your affiliate links could not be loaded.');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
  });
});
