import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as PointMallPage } from '../../pages/areas/PointMall.tsx';
import {
  disposeMemberPages,
  isolateMemberPageTests,
  ok,
  page,
  refuse,
  relay,
  renderMemberPage,
  rewardsPlatform,
} from './testing/rewardsPlatform.tsx';

const BALANCE = `GET ${relay('MCSFE_getPointBalance')}`;
const REWARDS = `GET ${relay('MCSFE_getPointReward')}`;
const RATES = `GET ${relay('MCSFE_getPointRewardConversionType')}`;
const CONFIG = `GET ${relay('MCSFE_getPointConfig')}`;
const HISTORY = `GET ${relay('MCSFE_getRedeemPointList')}`;
const REDEEM = `POST ${relay('passwordCheck/MCSFE_redeemPointReward')}`;
const CONVERT = `POST ${relay('passwordCheck/MCSFE_convertPoint')}`;

const at = Date.UTC(2026, 10, 20, 9, 30);
const REWARD_LIST = [
  {
    rewardId: '1',
    name: 'Cash reward',
    type: 'CASH',
    pointsRequired: 200,
    cashAmount: 25,
    quantity: 1000,
    maxQuantity: 5,
  },
  {
    rewardId: '3',
    name: 'Branded T-shirt',
    type: 'GOODS',
    pointsRequired: 300,
    quantity: 50,
    maxQuantity: 3,
  },
  {
    rewardId: '5',
    name: 'Smartphone',
    type: 'GOODS',
    pointsRequired: 20000,
    amountRequired: 50000,
    quantity: 0,
    maxQuantity: 1,
  },
];

function mall(points = 700, overrides = {}) {
  return rewardsPlatform({
    [BALANCE]: () =>
      ok({
        points,
        earned: points + 100,
        spent: 100,
        details: [
          { kind: 'bet', points: points },
          { kind: 'deposit', points: 100 },
          { kind: 'redeem', points: -100 },
        ],
      }),
    [REWARDS]: () => page(REWARD_LIST),
    [RATES]: () =>
      ok({
        list: [
          { type: 'EARN_DEPOSIT', kind: 'EARN', pointsRatio: 1, amountRatio: 100 },
          { type: 'MAIN', kind: 'CONVERT', pointsRatio: 100, amountRatio: 10 },
        ],
      }),
    [CONFIG]: () =>
      ok({ enabled: true, rules: 'Every ฿100 of approved deposit earns 1 point(s).\nPoints never expire.' }),
    [HISTORY]: () => page([]),
    [REDEEM]: (c) =>
      ok({
        id: '9',
        rewardName: 'Branded T-shirt',
        quantity: Number(c.body.quantity),
        points: 300 * Number(c.body.quantity),
        status: 'IN_PROCESS',
        applyTime: at,
      }),
    [CONVERT]: (c) => ok({ amount: (Number(c.body.points) / 100) * 10, points: Number(c.body.points) }),
    ...overrides,
  });
}

isolateMemberPageTests();

function show(options: { guest?: boolean } = {}) {
  const Harness = renderMemberPage(PointMallPage, { path: '/pointMall', ...options });
  render(<Harness />);
}

async function openRedeem(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Redeem: ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Redeem ${name}` });
  // The form shows once the dialog has what it needs (the member's points and payment-password state).
  await within(dialog).findByRole('button', { name: 'Continue' });
  return { user, dialog };
}

describe('points mall (/pointMall)', () => {
  it('shows the points and the catalogue, and redeems goods with an address and the payment password after a confirmation', async () => {
    const platform = mall(700);
    show();
    expect(await screen.findByText('700 points')).toBeInTheDocument();
    const catalogue = await screen.findByRole('list', { name: 'Rewards catalogue' });
    expect(within(catalogue).getByRole('heading', { name: 'Cash reward' })).toBeInTheDocument();
    expect(within(catalogue).getByText('฿25.00')).toBeInTheDocument();
    expect(within(catalogue).getByText('Out of stock')).toBeInTheDocument();
    expect(within(catalogue).getByRole('button', { name: 'Redeem: Smartphone' })).toBeDisabled();

    const { user, dialog } = await openRedeem('Branded T-shirt');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByText('Total: 600 points')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const address = within(dialog).getByRole('textbox', { name: /Receiving address/ });
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Please enter the address'));
    await user.type(address, '1 Sukhumvit Rd, Bangkok');
    await user.type(within(dialog).getByLabelText(/Payment password/, { selector: 'input' }), 'pay123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText('Spend 600 points on 2 × Branded T-shirt? You will have 100 points left.'),
    ).toBeInTheDocument();
    expect(platform.callsTo(REDEEM)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and spend points' }));
    expect(await screen.findByText(/2 × Branded T-shirt redeemed for 600 points/)).toBeInTheDocument();
    const [sent] = platform.callsTo(REDEEM);
    expect(sent?.body).toEqual({
      rewardId: '3',
      quantity: 2,
      paymentPassword: 'pay123',
      receivingAddress: '1 Sukhumvit Rd, Bangkok',
    });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    // The points balance is asked again (tags), as is the header's balance.
    await waitFor(() => expect(platform.callsTo(BALANCE).length).toBeGreaterThan(1));
  });

  it('redeems once for a double click on the confirmation', async () => {
    const platform = mall(700);
    let release: () => void = () => {};
    platform.on(
      REDEEM,
      () =>
        new Promise(
          (resolve) =>
            (release = () =>
              resolve(
                ok({
                  id: '9',
                  rewardName: 'Cash reward',
                  quantity: 1,
                  points: 200,
                  status: 'IN_PROCESS',
                  applyTime: at,
                }),
              )),
        ),
    );
    show();
    const { user, dialog } = await openRedeem('Cash reward');
    expect(within(dialog).queryByRole('textbox', { name: /Receiving address/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Payment password/, { selector: 'input' }), 'pay123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // The confirmation takes the focus (keyboard and screen reader land on it).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirm and spend points' })).toHaveFocus(),
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm and spend points' }));
    await waitFor(() => expect(platform.callsTo(REDEEM)).toHaveLength(1));
    release();
    expect(await screen.findByText(/1 × Cash reward redeemed for 200 points/)).toBeInTheDocument();
    expect(platform.callsTo(REDEEM)).toHaveLength(1);
  });

  it('refuses a redemption when the points are short, next to the quantity, keeping what was typed and sending nothing', async () => {
    const platform = mall(500);
    show();
    const { user, dialog } = await openRedeem('Branded T-shirt');
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByRole('textbox', { name: /Receiving address/ }), 'Home');
    await user.type(within(dialog).getByLabelText(/Payment password/, { selector: 'input' }), 'pay123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining('Not enough points: 600 needed, 500 available'),
    );
    expect(quantity).toHaveValue('2');
    expect(platform.callsTo(REDEEM)).toHaveLength(0);
    // Too many for the per-redemption limit.
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a quantity from 1 to 3'),
    );
  });

  it("shows the platform's refusal (wrong payment password) next to the field", async () => {
    const platform = mall(700, {
      [REDEEM]: () =>
        refuse(
          'PAYMENT_PASSWORD_INCORRECT',
          'paymentPassword: is not correct',
          { field: 'paymentPassword' },
          400,
        ),
    });
    show();
    const { user, dialog } = await openRedeem('Cash reward');
    const password = within(dialog).getByLabelText(/Payment password/, { selector: 'input' });
    await user.type(password, 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and spend points' }));
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText(/Payment password/, { selector: 'input' }),
      ).toHaveAccessibleDescription(expect.stringContaining('The payment password is incorrect')),
    );
    expect(platform.callsTo(REDEEM)).toHaveLength(1);
  });

  it('says so when the catalogue is empty, and when it fails, with a retry', async () => {
    const platform = mall(0, { [REWARDS]: () => page([]) });
    show();
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeInTheDocument();
    disposeMemberPages();
    document.body.innerHTML = '';
    platform.on(REWARDS, () => refuse('SYSTEM_ERROR', 'boom', undefined, 500));
    show();
    expect(
      await screen.findByRole('heading', { name: 'The rewards could not be loaded' }),
    ).toBeInTheDocument();
    platform.on(REWARDS, () => page(REWARD_LIST));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Cash reward' })).toBeInTheDocument();
  });

  it('shows a guest the catalogue, rules and rates, asks to log in to redeem, and never asks for points', async () => {
    const platform = mall(700);
    show({ guest: true });
    const user = userEvent.setup();
    expect(await screen.findByText(/Log in to see your points/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Log in to redeem: Cash reward' }));
    expect(screen.queryByRole('dialog', { name: 'Redeem Cash reward' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Redeem history' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rules and rates' }));
    expect(await screen.findByText('Points never expire.')).toBeInTheDocument();
    expect(screen.getByText('Every ฿100.00 earns 1 points')).toBeInTheDocument();
    expect(screen.getByText('100 points give ฿10.00')).toBeInTheDocument();
    expect(platform.callsTo(BALANCE)).toHaveLength(0);
  });

  it('lists the redeem history with its statuses in words and the wallet a cash reward was paid to, and the points details', async () => {
    mall(700, {
      [HISTORY]: () =>
        page([
          {
            id: '3',
            rewardName: 'Branded T-shirt',
            quantity: 1,
            points: 300,
            status: 'IN_PROCESS',
            applyTime: at,
          },
          {
            id: '2',
            rewardName: 'Cash reward',
            quantity: 1,
            points: 200,
            status: 'APPROVED',
            applyTime: at,
            paidAccount: { accountTypeId: 1, name: 'Main Wallet' },
          },
          {
            id: '1',
            rewardName: 'Wireless earbuds',
            quantity: 1,
            points: 2500,
            status: 'REJECTED',
            applyTime: at,
            remark: 'No stock',
          },
        ]),
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const table = await screen.findByRole('table', { name: 'Redeem history' });
    expect(within(table).getByText('In process')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getByText('Rejected')).toBeInTheDocument();
    // The approved cash reward names the wallet it was paid to; the others name none.
    expect(within(table).getByRole('columnheader', { name: 'Paid to' })).toBeInTheDocument();
    const cash = within(table).getByRole('row', { name: /Cash reward/ });
    expect(within(cash).getByText('Main wallet')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Branded T-shirt/ })).queryByText('Main wallet'),
    ).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Points details' }));
    const details = await screen.findByRole('table', { name: 'Points by source' });
    expect(within(details).getByText('Bets')).toBeInTheDocument();
    expect(screen.getByText('800')).toBeInTheDocument();
  });

  it('converts points to the main wallet in multiples of the rate, after a confirmation, once', async () => {
    const platform = mall(750);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Convert' }));
    const form = await screen.findByRole('form', { name: 'Convert points to the main wallet' });
    const input = within(form).getByRole('textbox', { name: /Points to convert/ });
    await user.type(input, '150');
    await user.type(within(form).getByLabelText(/Payment password/, { selector: 'input' }), 'pay123');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a multiple of 100 points'),
    );
    await user.clear(input);
    await user.type(input, '800');
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Not enough points'));
    await user.clear(input);
    await user.type(input, '700');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('You receive ฿70.00'));
    await user.click(within(form).getByRole('button', { name: 'Convert' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Convert points?' });
    await user.dblClick(within(confirm).getByRole('button', { name: 'Convert' }));
    expect(
      await screen.findByText('700 points converted: ฿70.00 added to your main wallet.'),
    ).toBeInTheDocument();
    expect(platform.callsTo(CONVERT)).toHaveLength(1);
    expect(platform.callsTo(CONVERT)[0]?.body).toEqual({
      points: 700,
      type: 'MAIN',
      paymentPassword: 'pay123',
    });
  });
});
