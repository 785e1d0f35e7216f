/**
 * The cashier, withdrawal side: banks and bank cards (bind config, holder-name rule, payment password, masking,
 * delete), withdraw settings, turnover, charges, withdrawals (held at request, returned on rejection, paid out on
 * approval, each a ledger entry; idempotency), withdrawal confirmation (C2C) and the deposit and withdrawal records.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, walletAccounts } from '../src/db/schema.ts';
import { HOLD_ACCOUNT } from '../src/ledger/ledger.ts';
import { cashierKit, ledgerHoldsAfterAll, PAY_PASSWORD, PNG } from './cashier-helpers.ts';
import { expectFail, GOLD, SPORTS, usePlatform } from './helpers.ts';

const t = usePlatform({ rateLimits: false });
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

const today = () => new Date(t.clock.now()).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(t.clock.now().getTime() - n * 86_400_000).toISOString().slice(0, 10);
const held = async (customerId: number) => {
  const [row] = await t.app.platform.db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.customerId, customerId), eq(walletAccounts.accountTypeId, HOLD_ACCOUNT)));
  return Number(row?.balance ?? 0);
};
const withdraw = (
  m: { token: string; merchant: string; cardId: string },
  amount: number,
  opts: { key?: string; password?: string } = {},
) =>
  t.call(
    'cashier.withdraw',
    { amount, bankCardId: m.cardId, paymentPassword: opts.password ?? PAY_PASSWORD },
    { token: m.token, merchant: m.merchant, ...(opts.key ? { idempotencyKey: opts.key } : {}) },
  );

describe('banks and bank cards', () => {
  it('lists the banks of the tenant', async () => {
    const m = await k.member();
    expect((await t.call('cashier.banks', {}, { token: m.token })).body.value.list.slice(0, 2)).toEqual([
      { bankCode: 'KBANK', bankName: 'Kasikorn Bank' },
      { bankCode: 'SCB', bankName: 'Siam Commercial Bank' },
    ]);
    const us = await k.member({ merchant: SPORTS });
    expect(
      (await t.call('cashier.banks', {}, { token: us.token, merchant: SPORTS })).body.value.list.map(
        (b) => b.bankCode,
      ),
    ).toContain('CHASE');
  });
  it('bind config: 3 cards at most; the holder name is free until a real name is set', async () => {
    const m = await k.member();
    expect((await t.call('cashier.bankCardBindConfig', {}, { token: m.token })).body.value).toMatchObject({
      maxCards: 3,
      boundCount: 0,
      nameFixed: false,
      accountName: null,
      requirePaymentPassword: true,
      hasPaymentPassword: true,
    });
    const demo = await t.login('demo');
    expect((await t.call('cashier.bankCardBindConfig', {}, { token: demo })).body.value).toMatchObject({
      boundCount: 1,
      nameFixed: true,
      accountName: 'Demo Player',
      hasPaymentPassword: false,
    });
  });
  it('binds a card: the list masks the number; the first card sets the real name, which later cards must match', async () => {
    const m = await k.member();
    const r = await t.call(
      'cashier.bindBankCard',
      {
        bankCode: 'SCB',
        accountNo: '123-456-7890',
        accountName: ' Somchai   Jaidee ',
        branch: 'Siam',
        paymentPassword: PAY_PASSWORD,
      },
      { token: m.token },
    );
    expect(r.body.value).toMatchObject({
      bankCode: 'SCB',
      bankName: 'Siam Commercial Bank',
      accountNo: '****7890',
      accountName: 'Somchai Jaidee',
      isDefault: true,
      branch: 'Siam',
    });
    const list = await t.call('cashier.bankCards', {}, { token: m.token });
    expect(list.body.value.list).toHaveLength(1);
    expect(JSON.stringify(list.body.value)).not.toContain('1234567890');
    expect((await t.call('cashier.bankCardBindConfig', {}, { token: m.token })).body.value).toMatchObject({
      nameFixed: true,
      accountName: 'Somchai Jaidee',
      boundCount: 1,
    });
    expect((await t.call('member.info', {}, { token: m.token })).body.value.fullName).toBe('Somchai Jaidee');
    const other = await t.call(
      'cashier.bindBankCard',
      {
        bankCode: 'KBANK',
        accountNo: '2222222222',
        accountName: 'Someone Else',
        paymentPassword: PAY_PASSWORD,
      },
      { token: m.token },
    );
    expectFail(other, 400, 'ACCOUNT_NAME_MISMATCH', 'accountName');
    const second = await t.call(
      'cashier.bindBankCard',
      {
        bankCode: 'KBANK',
        accountNo: '2222222222',
        accountName: 'somchai jaidee',
        paymentPassword: PAY_PASSWORD,
      },
      { token: m.token },
    );
    expect(second.body.value).toMatchObject({ isDefault: false, accountNo: '****2222' });
  });
  it('a real name set at registration fixes the holder name from the first card', async () => {
    const m = await k.member({ realName: 'Malee Dee' });
    expectFail(
      await t.call(
        'cashier.bindBankCard',
        {
          bankCode: 'KBANK',
          accountNo: '3333333333',
          accountName: 'Other Name',
          paymentPassword: PAY_PASSWORD,
        },
        { token: m.token },
      ),
      400,
      'ACCOUNT_NAME_MISMATCH',
      'accountName',
    );
    expect(
      (
        await t.call(
          'cashier.bindBankCard',
          {
            bankCode: 'KBANK',
            accountNo: '3333333333',
            accountName: 'Malee Dee',
            paymentPassword: PAY_PASSWORD,
          },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
  });
  it('bad bank, account number or holder name is named; nothing is bound', async () => {
    const m = await k.member();
    const base = {
      bankCode: 'KBANK',
      accountNo: '4444444444',
      accountName: 'Good Name',
      paymentPassword: PAY_PASSWORD,
    };
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, bankCode: 'XX' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'bankCode',
    );
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, accountNo: '12ab5678' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'accountNo: must be 6-20 digits',
    );
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, accountNo: '12' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'accountNo',
    );
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, accountName: 'R2D2' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'accountName',
    );
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, accountName: '' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'accountName',
    );
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, paymentPassword: '' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'paymentPassword',
    );
    expect((await t.call('cashier.bankCards', {}, { token: m.token })).body.value.list).toHaveLength(0);
  });
  it('the payment password must be set and right', async () => {
    const none = await k.member({ payPassword: false });
    const base = { bankCode: 'KBANK', accountNo: '5555555555', accountName: 'Good Name' };
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, paymentPassword: '123456' }, { token: none.token }),
      200,
      'INVALID_STATE',
      'paymentPassword: set a payment password first',
    );
    const m = await k.member();
    expectFail(
      await t.call('cashier.bindBankCard', { ...base, paymentPassword: '000000' }, { token: m.token }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'paymentPassword',
    );
    expect((await t.call('cashier.bankCards', {}, { token: m.token })).body.value.list).toHaveLength(0);
  });
  it('an account bound already (by anyone) is refused; at most 3 cards', async () => {
    const a = await k.member();
    const b = await k.member();
    const card = {
      bankCode: 'BBL',
      accountNo: '6666666666',
      accountName: 'Same Person',
      paymentPassword: PAY_PASSWORD,
    };
    expect((await t.call('cashier.bindBankCard', card, { token: a.token })).body.success).toBe(true);
    expectFail(await t.call('cashier.bindBankCard', card, { token: b.token }), 409, 'DUPLICATE', 'accountNo');
    expectFail(await t.call('cashier.bindBankCard', card, { token: a.token }), 409, 'DUPLICATE', 'accountNo');
    for (const no of ['6666666667', '6666666668'])
      expect(
        (await t.call('cashier.bindBankCard', { ...card, accountNo: no }, { token: a.token })).body.success,
      ).toBe(true);
    expectFail(
      await t.call('cashier.bindBankCard', { ...card, accountNo: '6666666669' }, { token: a.token }),
      200,
      'BANK_CARD_LIMIT',
    );
  });
  it("delete needs the payment password; the next card becomes the default; another member's card is unknown", async () => {
    const m = await k.member();
    const first = (
      await t.call(
        'cashier.bindBankCard',
        { bankCode: 'KTB', accountNo: '7777777771', accountName: 'Del Ete', paymentPassword: PAY_PASSWORD },
        { token: m.token },
      )
    ).body.value;
    const second = (
      await t.call(
        'cashier.bindBankCard',
        { bankCode: 'KTB', accountNo: '7777777772', accountName: 'Del Ete', paymentPassword: PAY_PASSWORD },
        { token: m.token },
      )
    ).body.value;
    expectFail(
      await t.call('cashier.deleteBankCard', { id: first.id, paymentPassword: '000000' }, { token: m.token }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'paymentPassword',
    );
    const demo = await t.login('demo');
    const demoCard = (await t.call('cashier.bankCards', {}, { token: demo })).body.value.list[0]!;
    expectFail(
      await t.call(
        'cashier.deleteBankCard',
        { id: demoCard.id, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      ),
      404,
      'NOT_FOUND',
      'id',
    );
    expectFail(
      await t.call('cashier.deleteBankCard', { id: 'x1', paymentPassword: PAY_PASSWORD }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'id',
    );
    expect(
      (
        await t.call(
          'cashier.deleteBankCard',
          { id: first.id, paymentPassword: PAY_PASSWORD },
          { token: m.token },
        )
      ).body.success,
    ).toBe(true);
    const left = (await t.call('cashier.bankCards', {}, { token: m.token })).body.value.list;
    expect(left.map((c) => [c.id, c.isDefault])).toEqual([[second.id, true]]);
    expect((await t.call('cashier.bankCards', {}, { token: demo })).body.value.list).toHaveLength(1);
  });
});

describe('withdraw settings, turnover and charges', () => {
  it("the group of the member: limits and today's count", async () => {
    const m = await k.withdrawer();
    expect((await t.call('cashier.withdrawSettings', {}, { token: m.token })).body.value).toMatchObject({
      allowWithdraw: true,
      groupName: 'Standard',
      minimumAmount: 100,
      maximumAmount: 50_000,
      dailyCount: 3,
      dailyCountLeft: 3,
      heldAmount: 0,
      bankCardCount: 1,
      hasPaymentPassword: true,
      turnoverMet: true,
    });
    const demo = await t.login('demo');
    expect((await t.call('cashier.withdrawSettings', {}, { token: demo })).body.value).toMatchObject({
      groupName: 'VIP',
      maximumAmount: 200_000,
      dailyCount: 10,
    });
  });
  it('turnover: a credited deposit requires its amount in valid bets; real rounds count', async () => {
    const m = await k.withdrawer({ credit: 0 });
    expect((await t.call('cashier.turnoverInfo', {}, { token: m.token })).body.value).toMatchObject({
      requiredTurnover: 0,
      currentTurnover: 0,
      met: true,
    });
    await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 100 }, { token: m.token });
    await t.call('dev.approveDeposit', { username: m.username });
    expect((await t.call('cashier.turnoverInfo', {}, { token: m.token })).body.value).toMatchObject({
      requiredTurnover: 100,
      currentTurnover: 0,
      remainingTurnover: 100,
      met: false,
    });
    const refused = await withdraw(m, 100);
    expectFail(refused, 200, 'TURNOVER_NOT_MET', 'Bet 100.00 more');
    expect(refused.body.value).toMatchObject({
      requiredTurnover: 100,
      currentTurnover: 0,
      remainingTurnover: 100,
    });
    expect(await k.mainBalance(m)).toBe(100);
    // Play 40 x 1 in the demo slot (from the slots wallet of a multi-wallet tenant).
    await t.call(
      'wallet.transfer',
      { fromAccountTypeId: 1, toAccountTypeId: 5, amount: 40 },
      { token: m.token },
    );
    const launch = await t.call('games.launch', { vassalage: 'LUX', gameType: 'RNG' }, { token: m.token });
    const launchToken = new URL(launch.body.value.url!).searchParams.get('ticket')!;
    for (let i = 0; i < 10; i++)
      await t.call('games.demoPlay', { launchToken, bet: 4, roundId: `turnover-${m.username}-${i}` }, {});
    expect((await t.call('cashier.turnoverInfo', {}, { token: m.token })).body.value).toMatchObject({
      requiredTurnover: 100,
      currentTurnover: 40,
      remainingTurnover: 60,
      met: false,
    });
    expect((await t.call('cashier.withdrawSettings', {}, { token: m.token })).body.value).toMatchObject({
      turnoverMet: false,
      remainingTurnover: 60,
    });
  });
  it('charges: the first withdrawal of the day is free, then 1% between 10 and 100', async () => {
    const m = await k.withdrawer();
    expect(
      (await t.call('cashier.withdrawCharges', { amount: 1000 }, { token: m.token })).body.value,
    ).toMatchObject({ amount: 1000, charge: 0, receivable: 1000, freeLeft: 1 });
    expect((await withdraw(m, 200)).body.success).toBe(true);
    expect(
      (await t.call('cashier.withdrawCharges', { amount: 500 }, { token: m.token })).body.value,
    ).toMatchObject({ charge: 10, receivable: 490, rate: 0.01, freeLeft: 0 });
    expect(
      (await t.call('cashier.withdrawCharges', { amount: 2500 }, { token: m.token })).body.value,
    ).toMatchObject({ charge: 25, receivable: 2475 });
    expect(
      (await t.call('cashier.withdrawCharges', { amount: 20000 }, { token: m.token })).body.value,
    ).toMatchObject({ charge: 100, receivable: 19900 });
  });
  it('charges of a bad amount are refused, naming amount', async () => {
    const m = await k.member();
    expectFail(
      await t.call('cashier.withdrawCharges', { amount: 0 }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
    expectFail(
      await t.call('cashier.withdrawCharges', { amount: 'ten' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
    expectFail(
      await t.call('cashier.withdrawCharges', { amount: 1.234 }, { token: m.token }),
      400,
      'AMOUNT_INVALID',
      'amount',
    );
  });
});

describe('withdrawals', () => {
  it('a request holds the amount (ledger: main -> hold), lists it PENDING and leaves the balance list alone', async () => {
    const m = await k.withdrawer({ credit: 1000 });
    const r = await withdraw(m, 300);
    expect(r.body.value).toMatchObject({ status: 'PENDING', amount: 300, charge: 0, receivable: 300 });
    expect(r.body.value.reference).toMatch(/^W[A-Z2-9]{9}$/);
    expect(await k.mainBalance(m)).toBe(700);
    expect(await held(m.id)).toBe(300);
    const bal = (await t.call('wallet.balance', {}, { token: m.token })).body.value;
    expect(bal.balance.map((b) => b.accountTypeId)).not.toContain(HOLD_ACCOUNT);
    expect(bal.sumBalance).toBe(700);
    expect((await t.call('cashier.withdrawSettings', {}, { token: m.token })).body.value).toMatchObject({
      heldAmount: 300,
      pendingCount: 1,
      dailyCountLeft: 2,
    });
    const entries = await t.app.platform.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, r.body.value.reference!));
    expect(entries.map((e) => [e.accountTypeId, e.kind, e.amount]).sort()).toEqual([
      [0, 'withdraw_hold', '300.00'],
      [1, 'withdraw_hold', '-300.00'],
    ]);
  });
  it('a repeated request with the same idempotency key holds once', async () => {
    const m = await k.withdrawer({ credit: 1000 });
    const first = await withdraw(m, 250, { key: 'wd-once' });
    const second = await withdraw(m, 250, { key: 'wd-once' });
    expect(second.body.value.transactionId).toBe(first.body.value.transactionId);
    expect((second.body.value as { replayed?: boolean }).replayed).toBe(true);
    expect(await k.mainBalance(m)).toBe(750);
    expect(await held(m.id)).toBe(250);
  });
  it('concurrent requests never hold more than the balance', async () => {
    const m = await k.withdrawer({ credit: 1000 });
    const answers = await Promise.all(Array.from({ length: 3 }, () => withdraw(m, 400)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(2);
    expect(answers.filter((a) => a.body.errorCode === 'ACCOUNT_BALANCE_NOT_ENOUGH')).toHaveLength(1);
    expect(await k.mainBalance(m)).toBe(200);
    expect(await held(m.id)).toBe(800);
  });
  it("bad amount, wrong password, someone else's card, too little money or today's count are refused and hold nothing", async () => {
    const m = await k.withdrawer({ credit: 500 });
    expectFail(await withdraw(m, 99), 400, 'AMOUNT_INVALID', 'amount: must be between 100 and 50000');
    expectFail(await withdraw(m, 50_001), 400, 'AMOUNT_INVALID', 'amount');
    expectFail(await withdraw(m, -1), 400, 'INVALID_PARAMETERS', 'amount');
    expectFail(
      await withdraw(m, 100, { password: '000000' }),
      400,
      'PAYMENT_PASSWORD_INCORRECT',
      'paymentPassword',
    );
    const demo = await t.login('demo');
    const demoCard = (await t.call('cashier.bankCards', {}, { token: demo })).body.value.list[0]!;
    expectFail(await withdraw({ ...m, cardId: demoCard.id }, 100), 404, 'NOT_FOUND', 'bankCardId');
    expectFail(
      await t.call('cashier.withdraw', { amount: 100, paymentPassword: PAY_PASSWORD }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'bankCardId',
    );
    expectFail(await withdraw(m, 600), 200, 'ACCOUNT_BALANCE_NOT_ENOUGH');
    expect(await k.mainBalance(m)).toBe(500);
    expect(await held(m.id)).toBe(0);
    for (let i = 0; i < 3; i++) expect((await withdraw(m, 100)).body.success).toBe(true);
    expectFail(await withdraw(m, 100), 200, 'WITHDRAW_DAILY_LIMIT');
    expect(await k.mainBalance(m)).toBe(200);
  });
  it('a member without a payment password is told to set one', async () => {
    const m = await k.member({ credit: 500, payPassword: false });
    const card = await t.call(
      'cashier.bindBankCard',
      { bankCode: 'KBANK', accountNo: '8888888881', accountName: 'No Pass', paymentPassword: '123456' },
      { token: m.token },
    );
    expectFail(card, 200, 'INVALID_STATE', 'paymentPassword');
  });
});

describe('approval, rejection and confirmation', () => {
  it('approval pays the held amount out (ledger), asks the payee to confirm and writes the inbox message', async () => {
    const m = await k.withdrawer({ credit: 2000 });
    await withdraw(m, 200); // the free one of the day
    const w = (await withdraw(m, 1000)).body.value;
    expect(w).toMatchObject({ charge: 10, receivable: 990 });
    const r = await t.call('dev.approveWithdrawal', { transactionId: w.transactionId });
    expect(r.body.value).toMatchObject({ status: 'AWAITING_CONFIRMATION', duplicate: false });
    expect(await held(m.id)).toBe(200);
    expect(await k.mainBalance(m)).toBe(800);
    const entries = await t.app.platform.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, w.reference!));
    expect(entries.filter((e) => e.accountTypeId === 0).map((e) => [e.kind, e.amount])).toEqual([
      ['withdraw_hold', '1000.00'],
      ['withdraw', '-990.00'],
      ['withdraw_fee', '-10.00'],
    ]);
    const [msg] = await k.inbox(m);
    expect(msg).toMatchObject({ title: 'Withdrawal approved' });
    expect(msg!.content).toContain('฿990.00');
    expect(msg!.content).toContain('****');
    const list = (await t.call('cashier.paymentConfirmations', { pending: true }, { token: m.token })).body
      .value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      withdrawalId: w.transactionId,
      amount: 990,
      status: 'WAITING',
      payerName: 'Gold Casino payout desk',
      forced: false,
    });
    expect(list[0]!.autoConfirmAt! - list[0]!.createTime).toBe(30 * 60_000);
    // A second approval moves nothing; a rejection after it is refused.
    expect(
      (await t.call('dev.approveWithdrawal', { transactionId: w.transactionId })).body.value,
    ).toMatchObject({ duplicate: true });
    expectFail(
      await t.call('dev.rejectWithdrawal', { transactionId: w.transactionId }),
      200,
      'INVALID_STATE',
    );
    expect(await held(m.id)).toBe(200);
  });
  it('rejection returns the held amount to the main wallet (ledger) and writes the inbox message', async () => {
    const m = await k.withdrawer({ credit: 600 });
    const w = (await withdraw(m, 400)).body.value;
    const r = await t.call('dev.rejectWithdrawal', {
      username: m.username,
      reason: 'the account name does not match',
    });
    expect(r.body.value).toMatchObject({ transactionId: w.transactionId, status: 'REJECTED' });
    expect(await k.mainBalance(m)).toBe(600);
    expect(await held(m.id)).toBe(0);
    expect((await k.inbox(m))[0]).toMatchObject({ title: 'Withdrawal rejected' });
    expect((await k.inbox(m))[0]!.content).toContain('the account name does not match');
    expect(
      (await t.call('dev.rejectWithdrawal', { transactionId: w.transactionId })).body.value,
    ).toMatchObject({ duplicate: true });
    expectFail(
      await t.call('dev.approveWithdrawal', { transactionId: w.transactionId }),
      200,
      'INVALID_STATE',
    );
    expect(await k.mainBalance(m)).toBe(600);
    // A rejected withdrawal does not use up the day's count.
    expect((await t.call('cashier.withdrawSettings', {}, { token: m.token })).body.value.dailyCountLeft).toBe(
      3,
    );
  });
  it('dev calls name an unknown withdrawal or a member without one', async () => {
    expectFail(
      await t.call('dev.approveWithdrawal', { transactionId: '99999' }),
      404,
      'NOT_FOUND',
      'transactionId',
    );
    const m = await k.member();
    expectFail(await t.call('dev.approveWithdrawal', { username: m.username }), 404, 'NOT_FOUND', 'username');
  });
  it('the payee marks it received (with the amount that arrived): the withdrawal succeeds', async () => {
    const m = await k.withdrawer({ credit: 1000 });
    const w = (await withdraw(m, 500)).body.value;
    await t.call('dev.approveWithdrawal', { transactionId: w.transactionId });
    const x = (await t.call('cashier.paymentConfirmations', {}, { token: m.token })).body.value.list[0]!;
    expectFail(
      await t.call(
        'cashier.confirmPayment',
        { id: x.id, received: true, receivedAmount: 600 },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'receivedAmount',
    );
    const r = await t.call(
      'cashier.confirmPayment',
      { id: x.id, received: true, receivedAmount: 500 },
      { token: m.token },
    );
    expect(r.body.value).toMatchObject({ status: 'RECEIVED', receivedAmount: 500, forced: false });
    expectFail(
      await t.call(
        'cashier.confirmPayment',
        { id: x.id, received: false, proofImages: [PNG] },
        { token: m.token },
      ),
      200,
      'INVALID_STATE',
      'id',
    );
    const rec = (await t.call('reports.withdrawals', {}, { token: m.token })).body.value.list[0] as {
      status: string;
      confirmationStatus?: string;
    };
    expect(rec).toMatchObject({ status: 'SUCCESS', confirmationStatus: 'RECEIVED' });
    expect(
      (await t.call('cashier.paymentConfirmations', { pending: true }, { token: m.token })).body.value.list,
    ).toHaveLength(0);
  });
  it('not received needs proof; the withdrawal is then disputed', async () => {
    const m = await k.withdrawer({ credit: 1000 });
    const w = (await withdraw(m, 500)).body.value;
    await t.call('dev.approveWithdrawal', { transactionId: w.transactionId });
    const x = (await t.call('cashier.paymentConfirmations', {}, { token: m.token })).body.value.list[0]!;
    expectFail(
      await t.call('cashier.confirmPayment', { id: x.id, received: false }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'proofImages',
    );
    expectFail(
      await t.call(
        'cashier.confirmPayment',
        { id: x.id, received: false, proofImages: ['data:image/png;base64,AAAA'] },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'proofImages.0',
    );
    expectFail(
      await t.call(
        'cashier.confirmPayment',
        { id: x.id, received: false, receivedAmount: 5, proofImages: [PNG] },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'receivedAmount',
    );
    const r = await t.call(
      'cashier.confirmPayment',
      { id: x.id, received: false, proofImages: [PNG] },
      { token: m.token },
    );
    expect(r.body.value).toMatchObject({ status: 'NOT_RECEIVED' });
    expect(
      ((await t.call('reports.withdrawals', {}, { token: m.token })).body.value.list[0] as { status: string })
        .status,
    ).toBe('DISPUTED');
  });
  it("another member's confirmation is unknown, and a bad id is named", async () => {
    const m = await k.withdrawer({ credit: 1000 });
    const w = (await withdraw(m, 500)).body.value;
    await t.call('dev.approveWithdrawal', { transactionId: w.transactionId });
    const x = (await t.call('cashier.paymentConfirmations', {}, { token: m.token })).body.value.list[0]!;
    const other = await k.member();
    expectFail(
      await t.call('cashier.confirmPayment', { id: x.id, received: true }, { token: other.token }),
      404,
      'NOT_FOUND',
      'id',
    );
    expectFail(
      await t.call('cashier.confirmPayment', { id: '0', received: true }, { token: other.token }),
      400,
      'INVALID_PARAMETERS',
      'id',
    );
    expectFail(
      await t.call('cashier.confirmPayment', { id: x.id }, { token: other.token }),
      400,
      'INVALID_PARAMETERS',
      'received',
    );
    expect(
      (await t.call('cashier.paymentConfirmations', {}, { token: other.token })).body.value.list,
    ).toHaveLength(0);
    expect(
      (await t.call('cashier.paymentConfirmations', { pending: true }, { token: m.token })).body.value.list,
    ).toHaveLength(1);
  });
  it("the demo player's seeded payment from player1 (C2C): marking it received credits player1's deposit once", async () => {
    const demo = await t.login('demo');
    const p1 = await t.login('player1');
    const waiting = (await t.call('cashier.paymentConfirmations', { pending: true }, { token: demo })).body
      .value.list;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ payerName: 'Player One', status: 'WAITING' });
    const before = await k.mainBalance({ token: p1, merchant: GOLD });
    await t.call('cashier.confirmPayment', { id: waiting[0]!.id, received: true }, { token: demo });
    expect(await k.mainBalance({ token: p1, merchant: GOLD })).toBeCloseTo(before + waiting[0]!.amount, 2);
    const p1Deposits = (await t.call('reports.deposits', { type: 'C2C' }, { token: p1 })).body.value.list;
    expect(p1Deposits[0]).toMatchObject({ status: 'SUCCESS', type: 'C2C', amount: waiting[0]!.amount });
    expect((await k.inbox({ token: p1, merchant: GOLD }))[0]).toMatchObject({ title: 'Deposit credited' });
  });
});

describe('deposit and withdrawal records', () => {
  it("the demo player's 60 days of deposits: newest first, filters and a summary that adds up", async () => {
    const demo = await t.login('demo');
    const all = await t.call(
      'reports.deposits',
      { startDate: daysAgo(59), endDate: today(), pageSize: 100 },
      { token: demo },
    );
    const v = all.body.value;
    expect(v.total).toBeGreaterThanOrEqual(8);
    const times = v.list.map((d) => d.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const statuses = new Set(v.list.map((d) => d.status));
    expect(statuses.has('SUCCESS')).toBe(true);
    expect(statuses.has('PENDING')).toBe(true);
    const summary = v.summary as {
      count: number;
      amount: number;
      successCount: number;
      successAmount: number;
    };
    expect(summary.count).toBe(v.total);
    expect(summary.amount).toBeCloseTo(
      v.list.reduce((s, d) => s + d.amount, 0),
      2,
    );
    const ok = await t.call(
      'reports.deposits',
      {
        startDate: daysAgo(59),
        endDate: today(),
        status: 'SUCCESS',
        type: 'BANK_TRANSFER,QR',
        pageSize: 100,
      },
      { token: demo },
    );
    expect(ok.body.value.list.every((d) => d.status === 'SUCCESS')).toBe(true);
    expect((ok.body.value.summary as { successAmount: number }).successAmount).toBeCloseTo(
      summary.successAmount,
      2,
    );
    // Every credited deposit is one ledger entry of the same amount and reference.
    const demoId = Number((await t.call('member.info', {}, { token: demo })).body.value.id);
    const credited = await t.app.platform.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, demoId), eq(ledgerEntries.kind, 'deposit')));
    const refs = new Set(credited.map((e) => e.reference));
    for (const d of ok.body.value.list) expect(refs.has((d as { reference?: string }).reference!)).toBe(true);
  });
  it('pages 5 at a time with the total kept', async () => {
    const demo = await t.login('demo');
    const p1 = await t.call(
      'reports.deposits',
      { startDate: daysAgo(59), endDate: today(), pageSize: 5, pageNo: 1 },
      { token: demo },
    );
    const p2 = await t.call(
      'reports.deposits',
      { startDate: daysAgo(59), endDate: today(), pageSize: 5, pageNo: 2 },
      { token: demo },
    );
    expect(p1.body.value.list).toHaveLength(5);
    expect(p2.body.value).toMatchObject({
      pageNum: 2,
      pageSize: 5,
      total: p1.body.value.total,
      totalPages: Math.ceil(p1.body.value.total! / 5),
    });
    expect(p2.body.value.list[0]!.id).not.toBe(p1.body.value.list[0]!.id);
  });
  it("the demo player's withdrawals: paid ones, a rejected one and the one awaiting confirmation", async () => {
    const demo = await t.login('demo');
    const v = (
      await t.call(
        'reports.withdrawals',
        { startDate: daysAgo(59), endDate: today(), pageSize: 50 },
        { token: demo },
      )
    ).body.value;
    const statuses = v.list.map((w) => w.status);
    expect(statuses).toContain('SUCCESS');
    expect(statuses).toContain('REJECTED');
    expect(v.list.every((w) => (w as { accountNo?: string }).accountNo?.startsWith('****'))).toBe(true);
    expect((v.summary as { count: number }).count).toBe(v.total);
    const rejected = await t.call(
      'reports.withdrawals',
      { startDate: daysAgo(59), endDate: today(), status: 'REJECTED' },
      { token: demo },
    );
    expect(rejected.body.value.list.every((w) => w.status === 'REJECTED')).toBe(true);
  });
  it('a range over 60 days, a reversed range, an unknown status or type is named', async () => {
    const demo = await t.login('demo');
    expectFail(
      await t.call('reports.deposits', { startDate: daysAgo(61), endDate: today() }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'startDate: the range is at most 60 days',
    );
    expectFail(
      await t.call('reports.withdrawals', { startDate: daysAgo(70), endDate: today() }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
    expectFail(
      await t.call('reports.deposits', { startDate: today(), endDate: daysAgo(3) }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'startDate',
    );
    expectFail(
      await t.call('reports.deposits', { status: 'PAID' }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'status',
    );
    expectFail(
      await t.call('reports.deposits', { type: 'CASH' }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
    expectFail(
      await t.call('reports.withdrawals', { type: 'DEPOSIT' }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'type',
    );
    expectFail(
      await t.call('reports.deposits', { pageSize: 0 }, { token: demo }),
      400,
      'INVALID_PARAMETERS',
      'pageSize',
    );
  });
  it("only the caller's own records", async () => {
    const m = await k.member();
    expect(
      (await t.call('reports.deposits', { startDate: daysAgo(59), endDate: today() }, { token: m.token }))
        .body.value.total,
    ).toBe(0);
    expect(
      (await t.call('reports.withdrawals', { startDate: daysAgo(59), endDate: today() }, { token: m.token }))
        .body.value.total,
    ).toBe(0);
  });
});
