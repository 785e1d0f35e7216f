import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as TransferUplinePage } from '../pages/transferUpline.tsx';
import {
  cashierPlatform,
  isolateMemberPageTests,
  ok,
  refuse,
  renderMemberPage,
} from './testing/cashierPlatform.tsx';

const UPLINE = 'PUT /wps/member/transferUpline';

isolateMemberPageTests();

async function openForm() {
  const Harness = renderMemberPage(TransferUplinePage);
  render(<Harness />);
  const form = await screen.findByRole('form', { name: 'Transfer to your upline' });
  return {
    form,
    amount: within(form).getByRole('textbox', { name: /Amount/ }),
    password: within(form).getByLabelText(/Payment password/, { selector: 'input' }),
    submit: within(form).getByRole('button', { name: 'Transfer' }),
  };
}

describe('transferUpline', () => {
  it('refuses a missing amount and password, and more than the main wallet holds, next to the fields', async () => {
    const platform = cashierPlatform();
    const user = userEvent.setup();
    const { amount, password, submit } = await openForm();
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Please enter an amount'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your payment password'),
    );
    await user.type(amount, '2000');
    await user.type(password, 'pay123');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('The amount cannot be more than the ฿1,200.50 available'),
    );
    expect(amount).toHaveValue('2000');
    expect(platform.callsTo(UPLINE)).toHaveLength(0);
  });

  it('sends amount and payment password once for a double click, with an idempotency key', async () => {
    const platform = cashierPlatform();
    let release: () => void = () => {};
    platform.on(
      UPLINE,
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok());
        }),
    );
    const user = userEvent.setup();
    const { amount, password, submit } = await openForm();
    await user.type(amount, '150.25');
    await user.type(password, 'pay123');
    await user.dblClick(submit);
    await waitFor(() => expect(platform.callsTo(UPLINE)).toHaveLength(1));
    release();
    expect(await screen.findByText('฿150.25 was sent to your upline.')).toBeInTheDocument();
    const [sent] = platform.callsTo(UPLINE);
    expect(sent?.body).toEqual({ amount: 150.25, paymentPassword: 'pay123' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(password).toHaveValue('');
  });

  it('shows a wrong payment password next to the password field', async () => {
    const platform = cashierPlatform();
    platform.on(UPLINE, () =>
      refuse(
        'PAYMENT_PASSWORD_INCORRECT',
        'paymentPassword: is not correct',
        { field: 'paymentPassword' },
        400,
      ),
    );
    const user = userEvent.setup();
    const { amount, password, submit } = await openForm();
    await user.type(amount, '10');
    await user.type(password, 'wrong1');
    await user.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The payment password is incorrect'),
      ),
    );
    expect(amount).toHaveValue('10');
  });

  it('links to the security centre when no payment password is set', async () => {
    const platform = cashierPlatform({ 'GET /wps/member/hasWithdrawalPassword': () => ok(false) });
    const user = userEvent.setup();
    const Harness = renderMemberPage(TransferUplinePage);
    render(<Harness />);
    const link = await screen.findByRole('link', { name: 'Set a payment password' });
    expect(link).toHaveAttribute('href', '/member/securityCenter#paymentPassword');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(platform.callsTo(UPLINE)).toHaveLength(0);
  });
});
