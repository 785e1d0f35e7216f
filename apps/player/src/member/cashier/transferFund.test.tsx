import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as TransferFundPage } from '../pages/transferFund.tsx';
import {
  cashierPlatform,
  isolateMemberPageTests,
  ok,
  refuse,
  renderMemberPage,
  WALLETS,
} from './testing/cashierPlatform.tsx';

const TRANSFER = 'POST /wps/relay/GCS_walletTransfer';
const BALANCE = 'GET /wps/v2/wallets/balance';

isolateMemberPageTests();

async function openForm() {
  const Harness = renderMemberPage(TransferFundPage);
  render(<Harness />);
  const form = await screen.findByRole('form', { name: 'Transfer between wallets' });
  return {
    form,
    amount: within(form).getByRole('textbox', { name: /Amount/ }),
    submit: within(form).getByRole('button', { name: 'Transfer' }),
  };
}

describe('transferFund', () => {
  it('shows every wallet with its balance in the tenant currency format, and the total', async () => {
    cashierPlatform();
    const Harness = renderMemberPage(TransferFundPage);
    render(<Harness />);
    const list = await screen.findByRole('list', { name: 'My wallets' });
    expect(within(list).getByRole('listitem', { name: 'Main wallet: ฿1,200.50' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Lottery Wallet: ฿0.00' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Sports Wallet: ฿300.00' })).toBeInTheDocument();
    expect(screen.getByText('฿1,500.50')).toBeInTheDocument();
  });

  it('says what is wrong with the amount next to it, keeps what was typed, and sends nothing', async () => {
    const platform = cashierPlatform();
    const user = userEvent.setup();
    const { amount, submit } = await openForm();
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Please enter an amount'));
    await user.type(amount, '12.345');
    expect(
      await screen.findByText('Please enter an amount in numbers, with at most 2 decimals'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(
      await screen.findByText('The amount cannot be more than the ฿1,200.50 available'),
    ).toBeInTheDocument();
    await user.click(submit);
    expect(amount).toHaveValue('5000');
    expect(platform.callsTo(TRANSFER)).toHaveLength(0);
  });

  it('fills in everything available with All, sends a double click once with one idempotency key, and refreshes the balances', async () => {
    const platform = cashierPlatform();
    let release: () => void = () => {};
    platform.on(
      TRANSFER,
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok());
        }),
    );
    const user = userEvent.setup();
    const { form, amount, submit } = await openForm();
    await user.selectOptions(within(form).getByRole('combobox', { name: /To/ }), 'Sports Wallet (฿300.00)');
    await user.click(within(form).getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('1200.50');
    const balanceCalls = platform.callsTo(BALANCE).length;
    await user.dblClick(submit);
    await user.click(submit);
    await waitFor(() => expect(platform.callsTo(TRANSFER)).toHaveLength(1));
    release();
    expect(
      await within(form).findByText('฿1,200.50 moved from Main wallet to Sports Wallet.'),
    ).toBeInTheDocument();
    const [sent] = platform.callsTo(TRANSFER);
    expect(sent?.body).toMatchObject({ fromAccountTypeId: 1, toAccountTypeId: 4, amount: 1200.5 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(platform.callsTo(TRANSFER)).toHaveLength(1);
    await waitFor(() => expect(platform.callsTo(BALANCE).length).toBeGreaterThan(balanceCalls));
    expect(amount).toHaveValue('');
  });

  it('retries an unanswered transfer with the same key, and a new transfer with a new key', async () => {
    const platform = cashierPlatform();
    let answer: 'network' | 'ok' = 'network';
    platform.on(TRANSFER, () => (answer === 'network' ? 'network' : ok()));
    const user = userEvent.setup();
    const { amount, submit } = await openForm();
    await user.type(amount, '100');
    await user.click(submit);
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
    answer = 'ok';
    await user.click(submit);
    expect(await screen.findByText('฿100.00 moved from Main wallet to Lottery Wallet.')).toBeInTheDocument();
    await user.type(amount, '100');
    await user.click(submit);
    await waitFor(() => expect(platform.callsTo(TRANSFER)).toHaveLength(3));
    const keys = platform.callsTo(TRANSFER).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows a refusal of the platform in words', async () => {
    const platform = cashierPlatform();
    platform.on(TRANSFER, () => refuse('ACCOUNT_BALANCE_NOT_ENOUGH', 'Insufficient balance'));
    const user = userEvent.setup();
    const { amount, submit } = await openForm();
    await user.type(amount, '10');
    await user.click(submit);
    expect(await screen.findByText('Your balance is not enough')).toBeInTheDocument();
    expect(amount).toHaveValue('10');
  });

  it('recalls every game wallet to the main wallet once, with an idempotency key', async () => {
    const platform = cashierPlatform();
    const user = userEvent.setup();
    const Harness = renderMemberPage(TransferFundPage);
    render(<Harness />);
    const recall = await screen.findByRole('button', { name: 'Recall all' });
    await user.dblClick(recall);
    expect(
      await screen.findByText("Every game wallet's balance is back in your main wallet."),
    ).toBeInTheDocument();
    const calls = platform.callsTo('POST /wps/relay/GCS_walletReturn');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says there is nothing to transfer on a single wallet', async () => {
    cashierPlatform({
      'GET /wps/v2/wallets/balance': () => ok({ ...WALLETS, balance: [WALLETS.balance[0]] }),
    });
    const Harness = renderMemberPage(TransferFundPage);
    render(<Harness />);
    expect(
      await screen.findByText('This site has one wallet: there is nothing to transfer between.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('speaks Thai to a Thai visitor, amounts still in the currency format', async () => {
    localStorage.setItem('lang', 'TY');
    const platform = cashierPlatform();
    const user = userEvent.setup();
    const Harness = renderMemberPage(TransferFundPage);
    render(<Harness />);
    expect(await screen.findByRole('list', { name: 'กระเป๋าเงินของฉัน' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'กระเป๋าหลัก: ฿1,200.50' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'โอนเงินระหว่างกระเป๋า' });
    await user.type(within(form).getByRole('textbox', { name: /จำนวนเงิน/ }), '9999');
    await user.click(within(form).getByRole('button', { name: 'โอน' }));
    expect(await within(form).findByText('จำนวนเงินต้องไม่เกินยอดที่ใช้ได้ ฿1,200.50')).toBeInTheDocument();
    expect(platform.callsTo(TRANSFER)).toHaveLength(0);
    expect(platform.callsTo(BALANCE)[0]?.headers.get('Language')).toBe('TY');
  });

  it('says in words when the wallets cannot be loaded, and loads them again on retry', async () => {
    const platform = cashierPlatform();
    let down = true;
    platform.on(BALANCE, () => (down ? 'network' : ok(WALLETS)));
    const user = userEvent.setup();
    const Harness = renderMemberPage(TransferFundPage);
    render(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your wallets could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Network link is abnormal, please try again')).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'My wallets' })).toBeInTheDocument();
  });
});
