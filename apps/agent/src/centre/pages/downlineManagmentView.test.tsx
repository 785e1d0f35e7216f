import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DownlineManagement from './downlineManagmentView.tsx';
import {
  AGENT,
  agentPlatform,
  disposeAgentPages,
  ok,
  page,
  refuse,
  relay,
  renderAgentPage,
  type Call,
} from './testing/agentPlatform.tsx';

const DOWNLINES = `GET ${relay('ODSFE2_Subordinate')}`;
const NICKNAME = 'PUT /wps/agent/downline/nickname2';
const PASSWORD = 'PUT /wps/agent/downline/password';
const PROMOTE = 'PUT /wps/agent/promoteDownlineToAgent';
const TRANSFER = 'PUT /wps/agent/transferDownline';
const ENVELOPE = 'POST /wps/agent/transferMultipleDownline';
const MOBILE_GET = 'GET /wps/agent/downline/mobile';
const MOBILE_PUT = 'PUT /wps/agent/downline/mobile';
const COLLECT = `POST ${relay('passwordCheck/MCSFE_collectFromDownline')}`;
const PERMISSION = `POST ${relay('passwordCheck/MCS2_changeDownlinePermission')}`;

const at = Date.UTC(2026, 10, 20, 9, 30);
const row = (id: number, account: string, extra: Record<string, unknown> = {}) => ({
  id,
  account,
  nickname: null,
  type: 0,
  balance: 25.5,
  regDate: at,
  lastLoginTime: at,
  online: false,
  teamCount: 0,
  level: 1,
  parentId: AGENT.id,
  status: 'active',
  ...extra,
});
const alice = row(11, 'alice', { nickname2: 'Ali', balance: 1234.5 });
const bob = row(12, 'bob', { type: 41, teamCount: 1, lastLoginTime: null });
const carol = row(13, 'carol');
const dave = row(14, 'dave', { level: 2, parentId: 12 });

/** The downline the fake platform keeps: filters by account, type and parent as the platform does. */
function downlines(call: Call) {
  const q = call.query;
  let list = [alice, bob, carol, dave];
  const parent = q.get('parentId');
  if (parent) list = list.filter((r) => String(r.parentId) === parent);
  const account = q.get('account');
  if (account) list = list.filter((r) => r.account.includes(account));
  if (q.get('type') === 'agent') list = list.filter((r) => r.type !== 0);
  if (q.get('type') === 'member') list = list.filter((r) => r.type === 0);
  return page(list, { total: list.length });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  disposeAgentPages();
  vi.unstubAllGlobals();
});

function open() {
  const Harness = renderAgentPage(DownlineManagement);
  render(<Harness />);
}

async function manage(user: ReturnType<typeof userEvent.setup>, account: string) {
  await user.click(await screen.findByRole('button', { name: `Manage ${account}` }));
  return screen.findByRole('dialog', { name: new RegExp(`^Manage ${account}`) });
}

describe('downline list', () => {
  it('shows level, type, balance, last login and status; searches by account and filters by type', async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines });
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Downline' });
    const aliceRow = within(table)
      .getByRole('checkbox', { name: 'Choose alice (Ali) for a red envelope' })
      .closest('tr')!;
    expect(within(aliceRow).getByText('alice (Ali)')).toBeInTheDocument();
    expect(within(aliceRow).getByText('฿1,234.50')).toBeInTheDocument();
    expect(within(aliceRow).getByText('Member')).toBeInTheDocument();
    expect(within(aliceRow).getByText('Active')).toBeInTheDocument();
    const bobRow = within(table).getByRole('checkbox', { name: /bob/ }).closest('tr')!;
    expect(within(bobRow).getByText('Agent')).toBeInTheDocument();
    expect(within(bobRow).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('Downlines found: 4')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Downline account' }), 'car{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Downline' })).queryByText('alice (Ali)'),
      ).not.toBeInTheDocument(),
    );
    expect(platform.callsTo(DOWNLINES).at(-1)!.query.get('account')).toBe('car');
    expect(screen.getByText('carol')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'Agents');
    expect(await screen.findByRole('heading', { name: 'No downline accounts' })).toBeInTheDocument();
    expect(screen.getByText('No downline account matches this search.')).toBeInTheDocument();
    expect(platform.callsTo(DOWNLINES).at(-1)!.query.get('type')).toBe('agent');
  });

  it('marks a downline taking a break (time-out or self-exclusion), and no other', async () => {
    agentPlatform({
      [DOWNLINES]: () =>
        page([
          { ...alice, restriction: 'timeout' },
          { ...bob, restriction: 'selfExclusion' },
          { ...carol, restriction: null },
          dave,
        ]),
    });
    open();
    const table = await screen.findByRole('table', { name: 'Downline' });
    const rowOf = (name: RegExp) => within(table).getByRole('checkbox', { name }).closest('tr')!;
    expect(within(rowOf(/alice/)).getByText('Time-out')).toBeInTheDocument();
    expect(within(rowOf(/bob/)).getByText('Self-excluded')).toBeInTheDocument();
    for (const name of [/carol/, /dave/]) {
      expect(within(rowOf(name)).queryByText('Time-out')).not.toBeInTheDocument();
      expect(within(rowOf(name)).queryByText('Self-excluded')).not.toBeInTheDocument();
      expect(within(rowOf(name)).getByText('Active')).toBeInTheDocument();
    }
  });

  it('pages through a long downline', async () => {
    const platform = agentPlatform({
      [DOWNLINES]: (c) =>
        c.query.get('pageNo') === '2'
          ? page([carol], { total: 21, totalPages: 2, pageNum: 2 })
          : page([alice], { total: 21, totalPages: 2 }),
    });
    const user = userEvent.setup();
    open();
    await screen.findByText('alice (Ali)');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages of the downline' })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    expect(await screen.findByText('carol')).toBeInTheDocument();
    expect(platform.callsTo(DOWNLINES).at(-1)!.query.get('pageNo')).toBe('2');
  });

  it('says when there is no downline, and when it could not be loaded (with a retry that works)', async () => {
    let fail = true;
    agentPlatform({
      [DOWNLINES]: () => (fail ? refuse('SERVER_ERROR', 'database is down', undefined, 500) : page([])),
    });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nobody has joined your team yet/)).toBeInTheDocument();
  });
});

describe('downline tree', () => {
  it("starts at the agent's direct downlines and opens an agent's own downline", async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: 'Tree' }));
    const tree = await screen.findByRole('list', { name: 'Your downline tree' });
    const bobButton = await within(tree).findByRole('button', { name: /bob/, expanded: false });
    expect(within(tree).queryByText('dave')).not.toBeInTheDocument();
    expect(platform.callsTo(DOWNLINES).at(-1)!.query.get('parentId')).toBe(String(AGENT.id));
    await user.click(bobButton);
    expect(bobButton).toHaveAttribute('aria-expanded', 'true');
    const branch = await screen.findByRole('list', { name: 'Downlines of bob' });
    expect(await within(branch).findByText('dave')).toBeInTheDocument();
    expect(platform.callsTo(DOWNLINES).at(-1)!.query.get('parentId')).toBe('12');
    // Members have no branch to open.
    expect(within(tree).queryByRole('button', { name: /alice/, expanded: false })).not.toBeInTheDocument();
  });
});

describe('editing a downline', () => {
  it('saves the nickname the agent gives a downline', async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines, [NICKNAME]: () => ok() });
    const user = userEvent.setup();
    open();
    const dialog = await manage(user, 'alice');
    await user.click(within(dialog).getByRole('button', { name: 'Edit nickname' }));
    const box = within(dialog).getByRole('textbox', { name: 'Your nickname for this downline' });
    expect(box).toHaveValue('Ali');
    await user.clear(box);
    await user.type(box, '<b>');
    await user.click(within(dialog).getByRole('button', { name: 'Save nickname' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Do not use < or >.'));
    expect(platform.callsTo(NICKNAME)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'Top player');
    await user.click(within(dialog).getByRole('button', { name: 'Save nickname' }));
    expect(await within(dialog).findByText('The nickname is saved.')).toBeInTheDocument();
    expect(platform.callsTo(NICKNAME)[0]!.body).toEqual({ customerId: '11', nickname: 'Top player' });
  });

  it('resets the password after the two entries match and the agent confirms', async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines, [PASSWORD]: () => ok() });
    const user = userEvent.setup();
    open();
    const dialog = await manage(user, 'carol');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    const form = within(dialog).getByRole('form', { name: 'Reset password' });
    const [first, again] = within(form).getAllByLabelText(/New login password/, { selector: 'input' });
    await user.type(first!, 'abc12345');
    await user.type(again!, 'abc1234');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(again!).toHaveAccessibleDescription(
      expect.stringContaining('The two passwords are not the same.'),
    );
    await user.type(again!, '5');
    await user.click(within(form).getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset the password?' });
    expect(platform.callsTo(PASSWORD)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('The password of carol is reset.')).toBeInTheDocument();
    expect(platform.callsTo(PASSWORD)[0]!.body).toEqual({ customerId: '13', password: 'abc12345' });
  });

  it('promotes a member to agent only after confirmation; agents have no promotion', async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines, [PROMOTE]: () => ok() });
    const user = userEvent.setup();
    open();
    let dialog = await manage(user, 'alice');
    await user.click(within(dialog).getByRole('button', { name: 'Promote to agent' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Promote to agent?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(platform.callsTo(PROMOTE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Promote to agent' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Promote to agent?' });
    await user.click(within(confirm).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByText('alice is now an agent.')).toBeInTheDocument();
    expect(platform.callsTo(PROMOTE)[0]!.body).toEqual({ customerId: '11' });
    expect(within(dialog).queryByRole('button', { name: 'Promote to agent' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await manage(user, 'bob');
    expect(within(dialog).queryByRole('button', { name: 'Promote to agent' })).not.toBeInTheDocument();
  });
});

describe('permissions of a direct downline agent', () => {
  it('unticks a permission, asks for the payment password and saves what the platform takes', async () => {
    const agentBob = { ...bob, permissions: { createDownline: true, transferDownline: true } };
    const platform = agentPlatform({
      [DOWNLINES]: () => page([alice, agentBob, carol], { total: 3 }),
      [PERMISSION]: (c: Call) =>
        ok({
          customerId: '12',
          account: 'bob',
          permissions: { createDownline: c.body.createDownline, transferDownline: c.body.transferDownline },
        }),
    });
    const user = userEvent.setup();
    open();
    // A member has no permissions to set.
    let dialog = await manage(user, 'alice');
    expect(within(dialog).queryByRole('button', { name: 'Permissions' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await manage(user, 'bob');
    await user.click(within(dialog).getByRole('button', { name: 'Permissions' }));
    const form = within(dialog).getByRole('form', { name: 'Permissions of bob' });
    const create = within(form).getByRole('checkbox', { name: 'Create downline accounts' });
    const transfer = within(form).getByRole('checkbox', { name: 'Transfer money to its downline' });
    expect(create).toBeChecked();
    expect(transfer).toBeChecked();
    await user.click(transfer);
    await user.click(within(form).getByRole('button', { name: 'Save the permissions' }));
    expect(await within(form).findByText('Enter your payment password.')).toBeInTheDocument();
    expect(platform.callsTo(PERMISSION)).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Payment password/), 'pay123');
    await user.click(within(form).getByRole('button', { name: 'Save the permissions' }));
    expect(await within(form).findByText('The permissions of bob are saved.')).toBeInTheDocument();
    expect(platform.callsTo(PERMISSION).map((c) => c.body)).toEqual([
      { customerId: '12', createDownline: true, transferDownline: false, paymentPassword: 'pay123' },
    ]);
  });

  it('shows a wrong payment password next to its field', async () => {
    agentPlatform({
      [DOWNLINES]: () =>
        page([{ ...bob, permissions: { createDownline: true, transferDownline: true } }], { total: 1 }),
      [PERMISSION]: () =>
        refuse(
          'PAYMENT_PASSWORD_INCORRECT',
          'paymentPassword: is not correct',
          { field: 'paymentPassword' },
          400,
        ),
    });
    const user = userEvent.setup();
    open();
    const dialog = await manage(user, 'bob');
    await user.click(within(dialog).getByRole('button', { name: 'Permissions' }));
    const form = within(dialog).getByRole('form', { name: 'Permissions of bob' });
    await user.click(within(form).getByRole('checkbox', { name: 'Create downline accounts' }));
    const password = within(form).getByLabelText(/Payment password/);
    await user.type(password, 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Save the permissions' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringMatching(/payment password/i)),
    );
    expect(within(form).queryByText('The permissions of bob are saved.')).not.toBeInTheDocument();
  });
});

describe('mobile number', () => {
  it("shows the downline's number, checks a new one and names a number another account uses", async () => {
    const platform = agentPlatform({
      [DOWNLINES]: downlines,
      [MOBILE_GET]: () => ok({ mobile: '0811111111', countryDialingCode: '66' }),
      [MOBILE_PUT]: (c) =>
        c.body.mobile === '0822222222'
          ? refuse(
              'DUPLICATE',
              'mobile: this mobile number is already used by another account',
              { field: 'mobile' },
              400,
            )
          : ok(),
    });
    const user = userEvent.setup();
    open();
    const dialog = await manage(user, 'alice');
    await user.click(within(dialog).getByRole('button', { name: 'Edit mobile number' }));
    const box = await within(dialog).findByRole('textbox', { name: /Mobile number/ });
    expect(box).toHaveValue('0811111111');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Now: 0811111111'));
    expect(platform.callsTo(MOBILE_GET)[0]!.query.get('customerId')).toBe('11');
    await user.clear(box);
    await user.type(box, '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save mobile number' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Enter 6 to 15 digits.'));
    expect(platform.callsTo(MOBILE_PUT)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '082-222-2222');
    await user.click(within(dialog).getByRole('button', { name: 'Save mobile number' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(expect.stringContaining('This already exists')),
    );
    await user.clear(box);
    await user.type(box, '0833333333');
    await user.click(within(dialog).getByRole('button', { name: 'Save mobile number' }));
    expect(await within(dialog).findByText('The mobile number is saved.')).toBeInTheDocument();
    expect(platform.callsTo(MOBILE_PUT).map((c) => c.body)).toEqual([
      { customerId: '11', mobile: '0822222222' },
      { customerId: '11', mobile: '0833333333' },
    ]);
  });
});

describe('collect from a downline', () => {
  it("checks the amount against the downline's balance, asks once more and collects with an idempotency key", async () => {
    const platform = agentPlatform({
      [DOWNLINES]: downlines,
      [COLLECT]: () => ok({ amount: 20, balance: 1020 }),
    });
    const user = userEvent.setup();
    open();
    const dialog = await manage(user, 'alice');
    await user.click(within(dialog).getByRole('button', { name: 'Collect' }));
    const form = within(dialog).getByRole('form', { name: 'Collect from alice' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('alice holds ฿1,234.50'));
    await user.type(amount, '1234.51');
    await user.type(within(form).getByLabelText(/Payment password/, { selector: 'input' }), 'pay123');
    await user.click(within(form).getByRole('button', { name: 'Collect' }));
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('alice holds ฿1,234.50: the amount is more than that.'),
    );
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(form).getByRole('button', { name: 'Collect' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Collect this amount?' });
    expect(within(confirm).getByText('฿20.00 goes from alice to your balance.')).toBeInTheDocument();
    expect(platform.callsTo(COLLECT)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Collect' }));
    expect(await within(form).findByText('฿20.00 was collected from alice.')).toBeInTheDocument();
    const [sent] = platform.callsTo(COLLECT);
    expect(sent!.body).toEqual({ customerId: '11', amount: 20, paymentPassword: 'pay123' });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
  });
});

async function transferForm(user: ReturnType<typeof userEvent.setup>, account: string) {
  const dialog = await manage(user, account);
  await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
  const form = within(dialog).getByRole('form', { name: `Transfer to ${account}` });
  return {
    dialog,
    form,
    amount: within(form).getByRole('textbox', { name: /Amount/ }),
    password: within(form).getByLabelText(/Payment password/, { selector: 'input' }),
    submit: within(form).getByRole('button', { name: 'Transfer' }),
  };
}

describe('transfer to one downline', () => {
  it('checks the amount against the balance, asks once more, and sends it with an idempotency key kept for a retry', async () => {
    let answer: 'network' | 'ok' = 'network';
    const platform = agentPlatform({
      [DOWNLINES]: downlines,
      [TRANSFER]: () => (answer === 'network' ? 'network' : ok({ amount: 150.25 })),
    });
    const user = userEvent.setup();
    open();
    const { form, amount, password, submit } = await transferForm(user, 'alice');
    await user.type(amount, '1000.01');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Your balance is ฿1,000.00'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your payment password.'));
    await user.clear(amount);
    await user.type(amount, '150.25');
    await user.type(password, 'pay123');
    await user.click(submit);
    let confirm = await screen.findByRole('alertdialog', { name: 'Send this transfer?' });
    expect(within(confirm).getByText('฿150.25 goes from your balance to alice.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText(/network/i)).toBeInTheDocument();
    answer = 'ok';
    await user.click(submit);
    confirm = await screen.findByRole('alertdialog', { name: 'Send this transfer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('฿150.25 was sent to alice.')).toBeInTheDocument();
    const sent = platform.callsTo(TRANSFER);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({ customerId: '11', amount: 150.25, paymentPassword: 'pay123' });
    expect(sent[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(sent[1]!.headers.get('Idempotency-Key')).toBe(sent[0]!.headers.get('Idempotency-Key'));
  });

  it('says in words that a downline on a break cannot receive a transfer', async () => {
    agentPlatform({
      [DOWNLINES]: downlines,
      [TRANSFER]: () =>
        refuse(
          'ACCOUNT_ON_BREAK',
          'This account is taking a break from gambling: it cannot receive transfers.',
          { kind: 'timeout' },
        ),
    });
    const user = userEvent.setup();
    open();
    const { form, amount, password, submit } = await transferForm(user, 'carol');
    await user.type(amount, '10');
    await user.type(password, 'pay123');
    await user.click(submit);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Transfer' }),
    );
    expect(
      await within(form).findByText(
        'This account is taking a break from gambling: it cannot receive transfers or play.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('10');
  });

  it('shows a wrong payment password next to its field', async () => {
    agentPlatform({
      [DOWNLINES]: downlines,
      [TRANSFER]: () =>
        refuse(
          'PAYMENT_PASSWORD_INCORRECT',
          'paymentPassword: is not correct',
          { field: 'paymentPassword' },
          400,
        ),
    });
    const user = userEvent.setup();
    open();
    const { amount, password, submit } = await transferForm(user, 'carol');
    await user.type(amount, '10');
    await user.type(password, 'wrong');
    await user.click(submit);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Transfer' }),
    );
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringMatching(/payment password/i)),
    );
    expect(amount).toHaveValue('10');
  });

  it('shows a trial account no money controls, and says why in words', async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines }, { type: 4 });
    const user = userEvent.setup();
    open();
    // The page says a real account is needed, and offers no red envelope nor a row to tick for one.
    expect(await screen.findByText(/Trial accounts cannot move money/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Red envelope/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Choose carol for a red envelope' }),
    ).not.toBeInTheDocument();
    const dialog = await manage(user, 'alice');
    await waitFor(() => expect(platform.callsTo('GET /wps/member/info').length).toBeGreaterThan(0));
    // The account's other tools stay; transfer and collect are not offered.
    expect(within(dialog).getByRole('button', { name: 'Edit nickname' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Collect' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Trial accounts cannot move money/)).toBeInTheDocument();
    expect(platform.callsTo(TRANSFER)).toHaveLength(0);
    expect(platform.callsTo(ENVELOPE)).toHaveLength(0);
    expect(platform.callsTo(COLLECT)).toHaveLength(0);
  });
});

/** Shares as the platform makes them: equal (odd cents first) or random, always adding up to the total. */
function envelopeAnswer(call: Call) {
  const transfers = call.body.transfers as { customerId: string }[];
  const cents = Math.round((call.body.totalAmount as number) * 100);
  const n = transfers.length;
  let shares: number[];
  if (call.body.split === 'equal') {
    const base = Math.floor(cents / n);
    shares = transfers.map((_, i) => base + (i < cents - base * n ? 1 : 0));
  } else {
    const cuts = [0, 1, 250, cents].slice(0, n + 1);
    cuts[n] = cents;
    shares = cuts.slice(1).map((c, i) => c - cuts[i]!);
  }
  return ok({
    total: cents / 100,
    count: n,
    transfers: transfers.map((t, i) => ({ customerId: t.customerId, amount: shares[i]! / 100 })),
  });
}

async function chooseThree(user: ReturnType<typeof userEvent.setup>) {
  for (const account of ['alice', 'bob', 'carol'])
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(`^Choose ${account} `) }));
  expect(screen.getByText('Chosen for a red envelope: 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Red envelope (3)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Red envelope' });
  return {
    dialog,
    total: within(dialog).getByRole('textbox', { name: /Total amount/ }),
    password: within(dialog).getByLabelText(/Payment password/, { selector: 'input' }),
    submit: within(dialog).getByRole('button', { name: 'Send red envelope' }),
  };
}

/** The amounts listed as sent, in cents. */
function sentCents(dialog: HTMLElement) {
  const items = within(within(dialog).getByRole('list', { name: 'What each downline got' })).getAllByRole(
    'listitem',
  );
  return items.map((li) =>
    Math.round(Number(/฿([\d,.]+)/.exec(li.textContent ?? '')![1]!.replace(/,/g, '')) * 100),
  );
}

describe('red envelope', () => {
  it('shares a total equally to the cent, asks once more, and lists what each downline got (adding up exactly)', async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines, [ENVELOPE]: envelopeAnswer });
    const user = userEvent.setup();
    open();
    const { dialog, total, password, submit } = await chooseThree(user);
    await user.type(total, '0.02');
    await user.type(password, 'pay123');
    await user.click(submit);
    expect(total).toHaveAccessibleDescription(expect.stringContaining('the total must be at least ฿0.03'));
    await user.clear(total);
    await user.type(total, '100');
    expect(within(dialog).getByText('1 get ฿33.34, the others ฿33.33.')).toBeInTheDocument();
    await user.click(submit);
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this red envelope?' });
    expect(
      within(confirm).getByText('฿100.00 goes from your balance, shared equally among 3 downlines.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Send red envelope' }));
    expect(await within(dialog).findByText('฿100.00 was sent to 3 downlines.')).toBeInTheDocument();
    expect(within(dialog).getByText('alice: ฿33.34')).toBeInTheDocument();
    expect(sentCents(dialog)).toEqual([3334, 3333, 3333]);
    expect(sentCents(dialog).reduce((a, b) => a + b, 0)).toBe(10000);
    const [sent] = platform.callsTo(ENVELOPE);
    expect(sent!.body).toEqual({
      transfers: [{ customerId: '11' }, { customerId: '12' }, { customerId: '13' }],
      split: 'equal',
      totalAmount: 100,
      paymentPassword: 'pay123',
    });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.getByText('Chosen for a red envelope: 0')).toBeInTheDocument();
  });

  it('shares a total at random: the shares differ and add up to the total exactly', async () => {
    const platform = agentPlatform({ [DOWNLINES]: downlines, [ENVELOPE]: envelopeAnswer });
    const user = userEvent.setup();
    open();
    const { dialog, total, password, submit } = await chooseThree(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Random shares' }));
    await user.type(total, '50.05');
    expect(
      within(dialog).getByText('Each of the 3 downlines gets a random share of at least 0.01.'),
    ).toBeInTheDocument();
    await user.type(password, 'pay123');
    await user.click(submit);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Send this red envelope?' })).getByRole(
        'button',
        { name: 'Send red envelope' },
      ),
    );
    expect(await within(dialog).findByText('฿50.05 was sent to 3 downlines.')).toBeInTheDocument();
    const cents = sentCents(dialog);
    expect(new Set(cents).size).toBe(3);
    expect(cents.reduce((a, b) => a + b, 0)).toBe(5005);
    expect(platform.callsTo(ENVELOPE)[0]!.body).toMatchObject({ split: 'random', totalAmount: 50.05 });
  });

  it('keeps the form and says why when the platform refuses the envelope', async () => {
    agentPlatform({
      [DOWNLINES]: downlines,
      [ENVELOPE]: () =>
        refuse('ACCOUNT_BALANCE_NOT_ENOUGH', 'amount: the main wallet holds less', undefined, 400),
    });
    const user = userEvent.setup();
    open();
    const { dialog, total, password, submit } = await chooseThree(user);
    await user.type(total, '30');
    await user.type(password, 'pay123');
    await user.click(submit);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send red envelope' }),
    );
    expect(await within(dialog).findByText('Your balance is not enough')).toBeInTheDocument();
    expect(total).toHaveValue('30');
  });
});
