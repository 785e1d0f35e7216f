import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as DepositPage } from '../pages/depositv2.tsx';
import { cashierPlatform, isolateMemberPageTests, ok, renderMemberPage } from './testing/cashierPlatform.tsx';

const DEPOSIT = 'POST /wps/relay/MCSFE_manualTransferByGeneric';
const RECEIPT = 'POST /wps/relay/MCSFE_uploadDepositEncodedImage';
const CANCEL = 'POST /wps/relay/MCSFE_cancelC2CDeposit';

isolateMemberPageTests();

const png = (name = 'slip.png', size = 2048) =>
  new File([new Uint8Array(size).fill(137)], name, { type: 'image/png' });

async function openForm() {
  const Harness = renderMemberPage(DepositPage);
  render(<Harness />);
  const form = await screen.findByRole('form', { name: 'Make a deposit' });
  return {
    form,
    amount: within(form).getByRole('textbox', { name: /Amount/ }),
    submit: within(form).getByRole('button', { name: 'Deposit' }),
  };
}

describe('depositv2', () => {
  it("offers the platform's methods, channels with their min/max, fixed amounts and promotions", async () => {
    cashierPlatform();
    const user = userEvent.setup();
    const { form, amount } = await openForm();
    expect(within(form).getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(
      within(form).getByRole('radio', { name: 'Bank transfer (KBank) · ฿100.00 to ฿50,000.00' }),
    ).toBeChecked();
    expect(await within(form).findByRole('radio', { name: 'No promotion' })).toBeChecked();
    expect(
      within(form).getByRole('radio', { name: 'First deposit 100% · 100% bonus · up to ฿1,000.00' }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '฿500.00' }));
    expect(amount).toHaveValue('500.00');
    expect(within(form).getByRole('button', { name: '฿500.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form).getByRole('radio', { name: 'QR payment' }));
    expect(within(form).getByRole('radio', { name: 'PromptPay QR · ฿50.00 to ฿20,000.00' })).toBeChecked();
  });

  it("opens with the reward centre's promotion chosen when it comes from its 'join with a deposit'", async () => {
    cashierPlatform();
    const Harness = renderMemberPage(DepositPage, { path: '/member/depositv2?promotion=5' });
    render(<Harness />);
    const form = await screen.findByRole('form', { name: 'Make a deposit' });
    expect(
      await within(form).findByRole('radio', { name: 'First deposit 100% · 100% bonus · up to ฿1,000.00' }),
    ).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'No promotion' })).not.toBeChecked();
  });

  it('refuses an amount outside the channel limits next to the field and sends nothing', async () => {
    const platform = cashierPlatform();
    const user = userEvent.setup();
    const { amount, submit } = await openForm();
    await user.type(amount, '50');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount must be at least ฿100.00'),
    );
    await user.clear(amount);
    await user.type(amount, '60000');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than ฿50,000.00'),
    );
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Please enter an amount in numbers'));
    expect(amount).toHaveValue('abc');
    expect(platform.callsTo(DEPOSIT)).toHaveLength(0);
  });

  it('creates one order for a double click, with the chosen promotion, then shows the receiving account and the reference', async () => {
    const platform = cashierPlatform();
    let release: () => void = () => {};
    platform.on(
      DEPOSIT,
      (c) =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              ok({
                transactionId: 'D900',
                status: 'PENDING',
                amount: Number(c.body.amount),
                reference: 'REF-D900',
                method: 'BANK_TRANSFER',
                receivingAccount: {
                  bankCode: 'KBANK',
                  bankName: 'Kasikorn Bank',
                  accountName: 'Demo Merchant Co.',
                  accountNo: '123-4-56789-0',
                },
              }),
            );
        }),
    );
    const user = userEvent.setup();
    const { form, amount, submit } = await openForm();
    await user.type(amount, '1,000');
    await user.click(await within(form).findByRole('radio', { name: /First deposit 100%/ }));
    await user.dblClick(submit);
    await waitFor(() => expect(platform.callsTo(DEPOSIT)).toHaveLength(1));
    release();
    const order = await screen.findByRole('region', { name: 'Pay your deposit' });
    expect(
      within(order).getByText('Your deposit of ฿1,000.00 is waiting for your payment.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(order).getByRole('heading', { name: 'Pay your deposit' })).toHaveFocus(),
    );
    expect(within(order).getByText('Kasikorn Bank')).toBeInTheDocument();
    expect(within(order).getByText('Demo Merchant Co.')).toBeInTheDocument();
    expect(within(order).getByText('123-4-56789-0')).toBeInTheDocument();
    expect(within(order).getByText('REF-D900')).toBeInTheDocument();
    const [sent] = platform.callsTo(DEPOSIT);
    expect(sent?.body).toEqual({ channelId: '11', amount: 1000, promotionId: '5' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('takes a png or jpg receipt of at most 5 MB and refuses other files, saying why', async () => {
    const platform = cashierPlatform();
    const user = userEvent.setup({ applyAccept: false });
    const { amount, submit } = await openForm();
    await user.type(amount, '200');
    await user.click(submit);
    const order = await screen.findByRole('region', { name: 'Pay your deposit' });
    const send = within(order).getByRole('button', { name: 'Send the receipt' });
    await user.click(send);
    expect(await within(order).findByText('Please choose at least one receipt image')).toBeInTheDocument();
    const picker = within(order).getByLabelText(/Choose the receipt image/);
    await user.upload(picker, new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));
    expect(await within(order).findByText('slip.pdf is not a PNG or JPG image')).toBeInTheDocument();
    await user.upload(picker, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await within(order).findByText('huge.png is larger than 5 MB')).toBeInTheDocument();
    expect(platform.callsTo(RECEIPT)).toHaveLength(0);
    await user.upload(picker, png());
    await user.dblClick(send);
    expect(
      await within(order).findByText(
        'Your receipt was sent. The deposit is credited once the payment is confirmed.',
      ),
    ).toBeInTheDocument();
    // A click after the answer (a slow double click) sends nothing again and keeps the success in view.
    await user.click(send);
    expect(
      within(order).getByText(
        'Your receipt was sent. The deposit is credited once the payment is confirmed.',
      ),
    ).toBeInTheDocument();
    expect(within(order).queryByText('Please choose at least one receipt image')).not.toBeInTheDocument();
    const uploads = platform.callsTo(RECEIPT);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body.transactionId).toBe('D900');
    expect(uploads[0]?.body.images as string[]).toHaveLength(1);
    expect((uploads[0]?.body.images as string[])[0]).toMatch(/^data:image\/png;base64,/);
  });

  it('draws the QR payload of a QR payment', async () => {
    cashierPlatform();
    const user = userEvent.setup();
    const { form, amount, submit } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'QR payment' }));
    await user.type(amount, '300');
    await user.click(submit);
    const order = await screen.findByRole('region', { name: 'Pay your deposit' });
    await waitFor(() =>
      expect(within(order).getByRole('img', { name: 'QR code to pay ฿300.00' }).tagName.toLowerCase()).toBe(
        'svg',
      ),
    );
    expect(within(order).queryByText('Upload your transfer receipt')).not.toBeInTheDocument();
  });

  it('lists pending deposits and cancels one only after a confirmation', async () => {
    const platform = cashierPlatform();
    let pending = [
      {
        transactionId: 'D800',
        status: 'PENDING',
        amount: 700,
        reference: 'REF-D800',
        channelName: 'Bank transfer (KBank)',
        createTime: Date.UTC(2026, 10, 24, 8),
        cancellable: true,
      },
    ];
    platform.on('GET /wps/relay/MCSFE_getPendingDeposits', () => ok({ list: pending }));
    platform.on(CANCEL, () => {
      pending = [];
      return ok({ transactionId: 'D800', status: 'CANCELLED', amount: 700 });
    });
    const user = userEvent.setup();
    const Harness = renderMemberPage(DepositPage);
    render(<Harness />);
    const item = await screen.findByRole('listitem', { name: 'Deposit of ฿700.00, reference REF-D800' });
    expect(within(item).getByText('Waiting for payment')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Cancel deposit REF-D800' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(platform.callsTo(CANCEL)).toHaveLength(0);
    await user.click(within(item).getByRole('button', { name: 'Cancel deposit REF-D800' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the deposit' }),
    );
    expect(await screen.findByText('Deposit REF-D800 was cancelled.')).toBeInTheDocument();
    expect(await screen.findByText('You have no deposit waiting for payment.')).toBeInTheDocument();
    const cancels = platform.callsTo(CANCEL);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.body).toEqual({ transactionId: 'D800' });
    expect(cancels[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says so when deposits are not allowed', async () => {
    cashierPlatform({ 'GET /wps/relay/MCSFE_getDepositSettings': () => ok({ allowDeposit: false }) });
    const Harness = renderMemberPage(DepositPage);
    render(<Harness />);
    expect(
      await screen.findByText(/Deposits are not available for your account right now/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
