import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgentCreditReport, { parseLimit, type CreditLine } from './agentCreditReport.tsx';
import { asPhone } from '../testing/agentPlatform.ts';
import {
  agentPlatform,
  disposeAgentPages,
  ok,
  page,
  refuse,
  relay,
  renderAgentPage,
} from './testing/agentPlatform.tsx';

const REPORT = `GET ${relay('MCSFE_getDownlineCreditLimit')}`;
const SET = `POST ${relay('MCSFE_createDownlineCreditLimit')}`;
const RESET = `POST ${relay('MCSFE_resetDownlineCredit')}`;
const since = Date.UTC(2026, 10, 20, 9, 30);

const line = (over: Partial<CreditLine> & { customerId: string; account: string }): CreditLine => ({
  type: 0,
  creditLimit: null,
  creditType: null,
  used: 0,
  available: null,
  since: null,
  ...over,
});
const LINES = [
  line({
    customerId: '21',
    account: 'alice',
    creditLimit: 100,
    creditType: 'fixed',
    used: 60,
    available: 40,
    since,
  }),
  line({ customerId: '22', account: 'bob', type: 41 }),
];
const summary = { creditLimit: 100, used: 60, available: 40, count: 1 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  disposeAgentPages();
  vi.unstubAllGlobals();
});

function open() {
  const Harness = renderAgentPage(AgentCreditReport);
  render(<Harness />);
}
const rowOf = (account: string) =>
  screen.getByRole('rowheader', { name: account }).closest('tr') as HTMLElement;

describe('parseLimit', () => {
  it('takes 0 and amounts with up to 2 decimals, and names what is wrong otherwise', () => {
    expect(parseLimit('0')).toEqual({ ok: true, value: 0 });
    expect(parseLimit('1,000.50')).toEqual({ ok: true, value: 1000.5 });
    expect(parseLimit(' ')).toEqual({ ok: false, key: 'credit.limitRequired' });
    expect(parseLimit('-5')).toEqual({ ok: false, key: 'credit.limitInvalid' });
    expect(parseLimit('1.234')).toEqual({ ok: false, key: 'credit.limitInvalid' });
    expect(parseLimit('2000000000')).toEqual({ ok: false, key: 'credit.limitTooHigh' });
  });
});

describe('credit report (agentCreditReport)', () => {
  it('shows each direct downline’s limit, type, used and available credit, and the totals', async () => {
    agentPlatform({ [REPORT]: () => page(LINES, { summary }) });
    open();
    const alice = await waitFor(() => rowOf('alice'));
    expect(within(alice).getByText('Fixed (until reset)')).toBeInTheDocument();
    expect(within(alice).getByText('฿100.00')).toBeInTheDocument();
    expect(within(alice).getByText('฿60.00')).toBeInTheDocument();
    expect(within(alice).getByText('฿40.00')).toBeInTheDocument();
    expect(within(rowOf('bob')).getAllByText('None')).toHaveLength(4);
    const totals = screen.getByLabelText('Credit totals');
    expect(within(totals).getByText('Total credit limit').nextSibling).toHaveTextContent('฿100.00');
    expect(within(totals).getByText('Downlines with credit').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('status')).toHaveTextContent('2 direct downlines');
  });

  it('says in words while it loads, when it fails (with a retry), and when there is no downline', async () => {
    let fail = true;
    agentPlatform({
      [REPORT]: () =>
        fail
          ? refuse('INTERNAL_ERROR', 'down', undefined, 500)
          : page([], { summary: { creditLimit: 0, used: 0, available: 0, count: 0 } }),
    });
    open();
    expect(screen.getByText('Loading the credit report…')).toBeInTheDocument();
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No direct downlines')).toBeInTheDocument();
  });

  it('gives a downline credit (limit and type), refusing a bad limit in words first', async () => {
    const platform = agentPlatform({
      [REPORT]: () => page(LINES, { summary }),
      [SET]: (c) =>
        ok({
          ...LINES[1],
          creditLimit: Number(c.body.creditLimit),
          creditType: c.body.creditType,
          used: 0,
          available: Number(c.body.creditLimit),
          since,
        }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Give credit to bob' }));
    const form = screen.getByRole('form', { name: 'Credit of bob' });
    const amount = within(form).getByRole('textbox', { name: /Credit limit/ });
    await userEvent.type(amount, '1.234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save credit' }));
    expect(within(form).getByText('Enter an amount like 1000 or 1000.50.')).toBeInTheDocument();
    expect(platform.callsTo(SET)).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Credit type/ }), 'daily');
    await userEvent.click(within(form).getByRole('button', { name: 'Save credit' }));
    expect(await within(form).findByText('The credit limit of bob is now ฿500.00.')).toBeInTheDocument();
    expect(platform.callsTo(SET)[0]!.body).toEqual({
      customerId: '22',
      creditLimit: 500,
      creditType: 'daily',
    });
  });

  it('resets a downline’s credit only after a confirmation, once per intent, and says a refusal in words', async () => {
    let refused = true;
    const platform = agentPlatform({
      [REPORT]: () => page(LINES, { summary }),
      [RESET]: () =>
        refused
          ? refuse(
              'NOT_IN_TREE',
              'customerId: account 21 is not in your downline',
              { field: 'customerId' },
              403,
            )
          : ok({ ...LINES[0], used: 0, available: 100, replayed: false }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset credit of alice' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reset this credit?' });
    expect(confirm).toHaveTextContent('the whole limit of ฿100.00 is available again');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(platform.callsTo(RESET)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reset credit of alice' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Reset this credit?' })).getByRole('button', {
        name: 'Reset credit',
      }),
    );
    expect(await screen.findByText('This account is not in your downline')).toBeInTheDocument();
    refused = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reset credit of alice' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Reset this credit?' })).getByRole('button', {
        name: 'Reset credit',
      }),
    );
    expect(
      await screen.findByText('The credit of alice is reset: ฿100.00 is available.'),
    ).toBeInTheDocument();
    const keys = platform.callsTo(RESET).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('fits a phone: the table scrolls in its own region, the actions stay reachable', async () => {
    asPhone();
    agentPlatform({ [REPORT]: () => page(LINES, { summary }) });
    open();
    expect(
      await screen.findByRole('region', { name: 'Credit of your direct downlines' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the credit of alice' })).toBeInTheDocument();
  });
});
