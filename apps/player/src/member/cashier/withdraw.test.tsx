import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as WithdrawPage } from '../pages/withdraw.tsx';
import {
  cashierPlatform,
  isolateMemberPageTests,
  ok,
  refuse,
  renderMemberPage,
} from './testing/cashierPlatform.tsx';

const WITHDRAW = 'POST /wps/v2/transaction/withdraw';
const CHARGES = 'GET /wps/relay/MCSFE_getCalculatedWithdrawCharges';
const CONFIRMATIONS = 'GET /wps/relay/MCSFE_getPaymentConfirmationList';
const CONFIRM = 'POST /wps/relay/MCSFE_processC2CTransaction';

isolateMemberPageTests();

async function openForm() {
  const Harness = renderMemberPage(WithdrawPage);
  render(<Harness />);
  const form = await screen.findByRole('form', { name: 'Withdraw' });
  return {
    form,
    amount: within(form).getByRole('textbox', { name: /Amount/ }),
    password: within(form).getByLabelText(/Payment password/, { selector: 'input' }),
    submit: within(form).getByRole('button', { name: 'Withdraw' }),
  };
}

const waiting = {
  id: 'C1',
  amount: 300,
  payerName: 'Somchai',
  status: 'WAITING',
  reference: 'WC-1',
  createTime: Date.UTC(2026, 10, 24, 8, 0),
  autoConfirmAt: Date.UTC(2026, 10, 24, 8, 30),
};

describe('withdraw', () => {
  it('shows the limits, refuses bad input next to the fields, keeps it, and sends nothing', async () => {
    const platform = cashierPlatform();
    const user = userEvent.setup();
    const { amount, password, submit } = await openForm();
    expect(screen.getByText('Withdrawals left today')).toBeInTheDocument();
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Please enter an amount'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your payment password'),
    );
    await user.type(amount, '50');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount must be at least ฿100.00'),
    );
    await user.clear(amount);
    await user.type(amount, '1300');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than the ฿1,200.50 available'),
    );
    await user.click(submit);
    expect(amount).toHaveValue('1300');
    expect(platform.callsTo(WITHDRAW)).toHaveLength(0);
  });

  it('refuses while the turnover requirement is unmet, showing what remains', async () => {
    const platform = cashierPlatform({
      'GET /wps/relay/MCSFE_getTurnoverInfo': () => ok({ requiredTurnover: 1000, currentTurnover: 400 }),
    });
    const user = userEvent.setup();
    const { amount, password, submit } = await openForm();
    expect(
      screen.getByText('฿600.00 more to play before you can withdraw (฿400.00 of ฿1,000.00 played).'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Turnover played: ฿400.00 of ฿1,000.00' }),
    ).toHaveAttribute('value', '400');
    await user.type(amount, '200');
    await user.type(password, 'pay123');
    await user.click(submit);
    expect(
      await screen.findByText('You cannot withdraw yet: play ฿600.00 more to meet the turnover requirement.'),
    ).toBeInTheDocument();
    expect(platform.callsTo(WITHDRAW)).toHaveLength(0);
  });

  it('calculates the charges once the amount rests, not on every keystroke', async () => {
    const platform = cashierPlatform();
    const user = userEvent.setup();
    const { amount } = await openForm();
    // The block holds its place from the start (the submit button below it never moves): a dash until an amount.
    const facts = screen.getByLabelText('Charges');
    expect(within(facts).getAllByText('—')).toHaveLength(2);
    await user.type(amount, '500');
    expect(await within(facts).findByText('Calculating the charges…')).toBeInTheDocument();
    expect(await screen.findByText('฿495.00')).toBeInTheDocument();
    expect(within(facts).queryByText('Calculating the charges…')).toBeNull();
    expect(screen.getByText('฿5.00')).toBeInTheDocument();
    expect(screen.getByText('You receive')).toBeInTheDocument();
    expect(platform.callsTo(CHARGES).map((c) => c.query.get('amount'))).toEqual(['500']);
  });

  it('withdraws to the chosen card with the payment password, once for a double click, with an idempotency key', async () => {
    const platform = cashierPlatform();
    let release: () => void = () => {};
    platform.on(
      WITHDRAW,
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ transactionId: 'W500', status: 'PENDING' }));
        }),
    );
    const user = userEvent.setup();
    const { form, amount, password, submit } = await openForm();
    expect(within(form).getByRole('radio', { name: 'Kasikorn Bank ******7890 · Demo Player' })).toBeChecked();
    await user.type(amount, '250');
    await user.type(password, 'pay123');
    await user.dblClick(submit);
    await waitFor(() => expect(platform.callsTo(WITHDRAW)).toHaveLength(1));
    release();
    expect(
      await screen.findByText(
        'Your withdrawal of ฿250.00 was requested. The amount is held until it is paid to your card.',
      ),
    ).toBeInTheDocument();
    const [sent] = platform.callsTo(WITHDRAW);
    expect(sent?.body).toEqual({ amount: 250, bankCardId: '3', paymentPassword: 'pay123', check: 'V2' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(platform.callsTo(WITHDRAW)).toHaveLength(1);
  });

  it('shows a wrong payment password next to the field in words', async () => {
    const platform = cashierPlatform();
    platform.on(WITHDRAW, () =>
      refuse(
        'PAYMENT_PASSWORD_INCORRECT',
        'paymentPassword: is not correct',
        { field: 'paymentPassword' },
        400,
      ),
    );
    const user = userEvent.setup();
    const { amount, password, submit } = await openForm();
    await user.type(amount, '250');
    await user.type(password, 'nope12');
    await user.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The payment password is incorrect'),
      ),
    );
    expect(amount).toHaveValue('250');
  });

  it('links to the security centre when there is no bank card or no payment password', async () => {
    const platform = cashierPlatform({
      'GET /wps/relay/MCS2_bankCards': () => ok({ list: [] }),
      'GET /wps/member/hasWithdrawalPassword': () => ok(false),
    });
    const user = userEvent.setup();
    const Harness = renderMemberPage(WithdrawPage);
    render(<Harness />);
    expect(await screen.findByRole('link', { name: 'Bind a bank card' })).toHaveAttribute(
      'href',
      '/member/securityCenter#bankCards',
    );
    expect(screen.getByRole('link', { name: 'Set a payment password' })).toHaveAttribute(
      'href',
      '/member/securityCenter#paymentPassword',
    );
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '200');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findAllByText('Bind a bank card to receive your withdrawal.')).toHaveLength(2);
    expect(platform.callsTo(WITHDRAW)).toHaveLength(0);
  });

  it('lists the withdrawals of the last 30 days with their status', async () => {
    const platform = cashierPlatform();
    const Harness = renderMemberPage(WithdrawPage);
    render(<Harness />);
    const table = await screen.findByRole('table', { name: 'My withdrawals' });
    const row = await within(table).findByRole('row', { name: /Approved/ });
    expect(within(row).getByText('฿250.00')).toBeInTheDocument();
    const [asked] = platform.callsTo('GET /wps/relay/MCSFE_getWithdrawTransactionReport');
    expect(asked?.query.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked?.query.get('pageSize')).toBe('10');
  });

  it('confirms a payment as received, with the received amount checked, after a confirmation dialog', async () => {
    const platform = cashierPlatform({ [CONFIRMATIONS]: () => ok({ list: [waiting] }) });
    const user = userEvent.setup();
    const Harness = renderMemberPage(WithdrawPage);
    render(<Harness />);
    const item = await screen.findByRole('listitem', { name: 'Payment of ฿300.00, reference WC-1' });
    expect(within(item).getByText('Counts as received at')).toBeInTheDocument();
    expect(
      within(item).getByText(/If you do not answer by .+, the payment counts as received/),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Received payment WC-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you received the money' });
    const received = within(dialog).getByRole('textbox', { name: /Amount received/ });
    await user.type(received, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm received' }));
    expect(received).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than ฿300.00'),
    );
    expect(platform.callsTo(CONFIRM)).toHaveLength(0);
    await user.clear(received);
    await user.type(received, '300');
    platform.on(CONFIRMATIONS, () => ok({ list: [{ ...waiting, status: 'RECEIVED' }] }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm received' }));
    expect(
      await screen.findByText('Thank you: the payment of ฿300.00 is confirmed as received.'),
    ).toBeInTheDocument();
    const sent = platform.callsTo(CONFIRM);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ id: 'C1', received: true, receivedAmount: 300 });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(
      await within(await screen.findByRole('listitem', { name: /WC-1/ })).findByText('Received'),
    ).toBeInTheDocument();
  });

  it('reports a payment not received only with proof', async () => {
    const platform = cashierPlatform({ [CONFIRMATIONS]: () => ok({ list: [waiting] }) });
    const user = userEvent.setup({ applyAccept: false });
    const Harness = renderMemberPage(WithdrawPage);
    render(<Harness />);
    const item = await screen.findByRole('listitem', { name: 'Payment of ฿300.00, reference WC-1' });
    await user.click(within(item).getByRole('button', { name: 'Not received: payment WC-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the money as not received' });
    await user.click(within(dialog).getByRole('button', { name: 'Report not received' }));
    expect(
      await within(dialog).findByText('Please upload proof that the money was not received'),
    ).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText(/Proof/),
      new File(['x'], 'proof.gif', { type: 'image/gif' }),
    );
    expect(await within(dialog).findByText('proof.gif is not a PNG or JPG image')).toBeInTheDocument();
    expect(platform.callsTo(CONFIRM)).toHaveLength(0);
    await user.upload(
      within(dialog).getByLabelText(/Proof/),
      new File([new Uint8Array(64).fill(255)], 'proof.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Report not received' }));
    expect(
      await screen.findByText('Your report was sent. Customer service will check the payment.'),
    ).toBeInTheDocument();
    const [sent] = platform.callsTo(CONFIRM);
    expect(sent?.body).toMatchObject({ id: 'C1', received: false });
    expect((sent?.body.proofImages as string[])[0]).toMatch(/^data:image\/jpeg;base64,/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
