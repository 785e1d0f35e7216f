/**
 * The cashier, deposit side: channels, methods, fixed amounts, settings, promotions, deposit orders (idempotency),
 * receipts, pending list, detail, cancel; the sandbox provider's signed callback (replay-safe, idempotent: money moves
 * once); the dev calls that play the provider; access (token, trial, another member's record) for every cashier call.
 */
import { allCalls, type CallName } from '@wl/api/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema.ts';
import { cashierKit, JPG, ledgerHoldsAfterAll, PNG } from './cashier-helpers.ts';
import { expectFail, GOLD, NEON, PASSWORD, SPORTS, usePlatform } from './helpers.ts';

// Many members are registered here: the per-IP registration limit is not what these tests are about.
const t = usePlatform({ rateLimits: false });
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

const creditsOf = async (reference: string) =>
  t.app.platform.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, reference), eq(ledgerEntries.kind, 'deposit')));

describe('deposit channels, methods, fixed amounts and settings', () => {
  it('lists the tenant channels with method, limits and fixed amounts', async () => {
    const m = await k.member();
    const r = await t.call('cashier.depositChannels', {}, { token: m.token });
    expect(r.body.success).toBe(true);
    const list = r.body.value.list;
    expect(list.map((c) => c.channelId)).toEqual(['KBANK-TRANSFER', 'SCB-TRANSFER', 'PROMPTPAY-QR']);
    expect(list[0]).toMatchObject({
      method: 'BANK_TRANSFER',
      methodName: 'Bank transfer',
      minAmount: 100,
      maxAmount: 50_000,
      bankName: 'Kasikorn Bank',
      fixedAmounts: [100, 300, 500, 1000, 5000, 10000],
    });
    // The receiving account number is given with an order (and its reference), not in the list.
    expect(JSON.stringify(list)).not.toContain('123-4-56789-0');
  });
  it('a USD tenant gets its own channels and amounts', async () => {
    const m = await k.member({ merchant: SPORTS });
    const r = await t.call('cashier.depositChannels', {}, { token: m.token, merchant: SPORTS });
    expect(r.body.value.list.map((c) => [c.channelId, c.minAmount, c.maxAmount])).toEqual([
      ['ACH-TRANSFER', 10, 5000],
      ['SANDBOX-QR', 10, 2000],
    ]);
  });
  it('refuses a web/mobile flag that is not Y or N, naming it', async () => {
    const m = await k.member();
    expectFail(
      await t.call('cashier.depositChannels', { webSupported: 'yes' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'webSupported',
    );
  });
  it('methods group the channels with their widest limits', async () => {
    const m = await k.member();
    const r = await t.call('cashier.depositMethods', {}, { token: m.token });
    expect(r.body.value.list).toEqual([
      {
        method: 'BANK_TRANSFER',
        methodName: 'Bank transfer',
        minAmount: 100,
        maxAmount: 100_000,
        channelCount: 2,
      },
      { method: 'QR', methodName: 'QR payment', minAmount: 50, maxAmount: 20_000, channelCount: 1 },
    ]);
  });
  it('fixed amounts of a channel; an unknown channel is named', async () => {
    const m = await k.member();
    const r = await t.call('cashier.fixedAmounts', { channelId: 'PROMPTPAY-QR' }, { token: m.token });
    expect(r.body.value).toMatchObject({ list: [100, 200, 500, 1000, 2000], fixedAmountsOnly: false });
    expectFail(
      await t.call('cashier.fixedAmounts', { channelId: 'NOPE' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'channelId',
    );
    expectFail(
      await t.call('cashier.fixedAmounts', {}, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'channelId',
    );
  });
  it('settings: deposits allowed, the pending count, the receipt limits', async () => {
    const demo = await t.login('demo');
    const r = await t.call('cashier.depositSettings', {}, { token: demo });
    expect(r.body.value).toMatchObject({
      allowDeposit: true,
      pendingCount: 1,
      maxPendingDeposits: 3,
      receiptMaxImages: 3,
      receiptMaxBytes: 5 * 1024 * 1024,
    });
  });
});

describe('deposit promotions', () => {
  it('a member without a deposit yet can join the first-deposit bonus and the reload bonus', async () => {
    const m = await k.member();
    const r = await t.call('cashier.depositPromotions', {}, { token: m.token });
    expect(r.body.value.list.map((p) => p.promotionId)).toEqual(['FIRST100', 'RELOAD10']);
    expect(r.body.value.list[0]).toMatchObject({
      title: '100% first deposit bonus',
      bonusRate: 1,
      maxBonus: 1000,
      minDeposit: 300,
    });
  });
  it('an amount below a promotion minimum leaves it out; Thai titles for Thai callers', async () => {
    const m = await k.member();
    expect(
      (await t.call('cashier.depositPromotions', { amount: 100 }, { token: m.token })).body.value.list,
    ).toEqual([]);
    const th = await t.call(
      'cashier.depositPromotions',
      { amount: 400 },
      { token: m.token, headers: { language: 'TY' } },
    );
    expect(th.body.value.list.map((p) => p.title)).toEqual(['โบนัสฝากแรก 100%']);
  });
  it('after a credited deposit the first-deposit bonus is gone', async () => {
    const demo = await t.login('demo');
    expect(
      (await t.call('cashier.depositPromotions', {}, { token: demo })).body.value.list.map(
        (p) => p.promotionId,
      ),
    ).toEqual(['RELOAD10']);
  });
  it('a tenant with promotions off offers none', async () => {
    const m = await k.member({ merchant: SPORTS });
    expect(
      (await t.call('cashier.depositPromotions', {}, { token: m.token, merchant: SPORTS })).body.value.list,
    ).toEqual([]);
  });
  it('an unknown channel or a non-positive amount is named', async () => {
    const m = await k.member();
    expectFail(
      await t.call('cashier.depositPromotions', { channelId: 'X' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'channelId',
    );
    expectFail(
      await t.call('cashier.depositPromotions', { amount: -5 }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
  });
});

describe('deposit orders', () => {
  it('a bank transfer is a PENDING order with a reference and the receiving account; nothing is credited yet', async () => {
    const m = await k.member({ credit: 50 });
    const r = await t.call(
      'cashier.deposit',
      { channelId: 'KBANK-TRANSFER', amount: 500, accountName: 'Somchai Jaidee', remark: 'from my phone' },
      { token: m.token, idempotencyKey: 'dep-1' },
    );
    expect(r.body.success).toBe(true);
    const v = r.body.value;
    expect(v).toMatchObject({
      status: 'PENDING',
      amount: 500,
      channelId: 'KBANK-TRANSFER',
      method: 'BANK_TRANSFER',
      qrPayload: null,
      cancellable: true,
      receiptCount: 0,
    });
    expect(v.reference).toMatch(/^D[A-Z2-9]{9}$/);
    expect(v.receivingAccount).toEqual({
      bankCode: 'KBANK',
      bankName: 'Kasikorn Bank',
      accountNo: '123-4-56789-0',
      accountName: 'Gold Casino Co., Ltd.',
      branch: 'Silom',
    });
    expect(v.expireTime! - v.createTime!).toBe(1440 * 60_000);
    expect(await k.mainBalance(m)).toBe(50);
    const pending = await t.call('cashier.pendingDeposits', {}, { token: m.token });
    expect(pending.body.value.list.map((d) => d.transactionId)).toEqual([v.transactionId]);
    const detail = await t.call(
      'cashier.depositDetail',
      { transactionId: v.transactionId },
      { token: m.token },
    );
    expect(detail.body.value).toMatchObject({
      reference: v.reference,
      receivingAccount: v.receivingAccount,
      status: 'PENDING',
    });
  });
  it('a QR deposit carries an EMV QR payload naming the amount and the reference', async () => {
    const m = await k.member();
    const r = await t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount: 200 }, { token: m.token });
    const v = r.body.value;
    expect(v.receivingAccount).toBeNull();
    expect(v.qrPayload).toMatch(/^000201010212/);
    expect(v.qrPayload).toContain('5406200.00');
    expect(v.qrPayload).toContain(v.reference!);
    expect(v.qrPayload).toMatch(/6304[0-9A-F]{4}$/);
  });
  it('a repeated request with the same idempotency key makes one order', async () => {
    const m = await k.member();
    const first = await t.call(
      'cashier.deposit',
      { channelId: 'KBANK-TRANSFER', amount: 300 },
      { token: m.token, idempotencyKey: 'dep-same' },
    );
    const second = await t.call(
      'cashier.deposit',
      { channelId: 'KBANK-TRANSFER', amount: 300 },
      { token: m.token, idempotencyKey: 'dep-same' },
    );
    expect(second.body.value.transactionId).toBe(first.body.value.transactionId);
    expect((second.body.value as { replayed?: boolean }).replayed).toBe(true);
    expect((await t.call('cashier.pendingDeposits', {}, { token: m.token })).body.value.list).toHaveLength(1);
  });
  it('amounts outside the channel limits, with 3 decimals or not positive are refused, naming amount; nothing is made', async () => {
    const m = await k.member();
    const low = await t.call(
      'cashier.deposit',
      { channelId: 'KBANK-TRANSFER', amount: 99 },
      { token: m.token },
    );
    expectFail(low, 400, 'AMOUNT_INVALID', 'amount: must be between 100 and 50000');
    expect(low.body.value).toMatchObject({ field: 'amount' });
    expectFail(
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 50_001 }, { token: m.token }),
      400,
      'AMOUNT_INVALID',
      'amount',
    );
    expectFail(
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 100.005 }, { token: m.token }),
      400,
      'AMOUNT_INVALID',
      'amount',
    );
    expectFail(
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 0 }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
    expectFail(
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: '100' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'amount',
    );
    expect((await t.call('cashier.pendingDeposits', {}, { token: m.token })).body.value.list).toHaveLength(0);
  });
  it('an unknown channel, a missing channel, a bad bank transaction id or a promotion it cannot join are named', async () => {
    const m = await k.member();
    expectFail(
      await t.call('cashier.deposit', { channelId: 'NOPE', amount: 500 }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'channelId',
    );
    expectFail(
      await t.call('cashier.deposit', { amount: 500 }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'channelId',
    );
    expectFail(
      await t.call(
        'cashier.deposit',
        { channelId: 'KBANK-TRANSFER', amount: 500, transactionId: 'no spaces!' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'transactionId',
    );
    expectFail(
      await t.call(
        'cashier.deposit',
        { channelId: 'KBANK-TRANSFER', amount: 200, promotionId: 'FIRST100' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'promotionId',
    );
    expectFail(
      await t.call(
        'cashier.deposit',
        { channelId: 'KBANK-TRANSFER', amount: 500, promotionId: 'NOPE' },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'promotionId',
    );
    expect((await t.call('cashier.pendingDeposits', {}, { token: m.token })).body.value.list).toHaveLength(0);
  });
  it('at most 3 pending deposits at once; cancelling one makes room', async () => {
    const m = await k.member();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await t.call(
            'cashier.deposit',
            { channelId: 'KBANK-TRANSFER', amount: 100 + i },
            { token: m.token },
          )
        ).body.value.transactionId,
      );
    expectFail(
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 200 }, { token: m.token }),
      200,
      'TOO_MANY_PENDING_DEPOSITS',
    );
    const cancelled = await t.call('cashier.cancelDeposit', { transactionId: ids[0] }, { token: m.token });
    expect(cancelled.body.value).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(
      (await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 200 }, { token: m.token })).body
        .success,
    ).toBe(true);
  });
  it('concurrent requests without a key cannot pass the pending limit', async () => {
    const m = await k.member();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 150 + i }, { token: m.token }),
      ),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(3);
    expect(answers.filter((a) => a.body.errorCode === 'TOO_MANY_PENDING_DEPOSITS')).toHaveLength(3);
  });
});

describe('deposit receipts', () => {
  it('takes png and jpg receipts of a pending deposit, at most 3', async () => {
    const m = await k.member();
    const d = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 500 }, { token: m.token })
    ).body.value;
    const r = await t.call(
      'cashier.uploadDepositReceipt',
      { transactionId: d.transactionId, images: [PNG, JPG] },
      { token: m.token },
    );
    expect(r.body.value).toMatchObject({ receiptCount: 2 });
    const over = await t.call(
      'cashier.uploadDepositReceipt',
      { transactionId: d.transactionId, images: [PNG, PNG] },
      { token: m.token },
    );
    expectFail(
      over,
      400,
      'INVALID_PARAMETERS',
      'images: at most 3 receipts per deposit (2 already uploaded)',
    );
    expect(
      (await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: m.token })).body
        .value.receiptCount,
    ).toBe(2);
  });
  it('refuses other image types, files over 5 MB and junk, naming the image; nothing is stored', async () => {
    const m = await k.member();
    const d = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 500 }, { token: m.token })
    ).body.value;
    const gif = `data:image/png;base64,${Buffer.from('GIF89a........').toString('base64')}`;
    expectFail(
      await t.call(
        'cashier.uploadDepositReceipt',
        { transactionId: d.transactionId, images: [PNG, gif] },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'images.1: is not a png or jpg image',
    );
    expectFail(
      await t.call(
        'cashier.uploadDepositReceipt',
        { transactionId: d.transactionId, images: ['data:image/gif;base64,R0lGOD'] },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'images.0',
    );
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1]!, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    expectFail(
      await t.call(
        'cashier.uploadDepositReceipt',
        { transactionId: d.transactionId, images: [big] },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'images.0: is larger than 5 MB',
    );
    expectFail(
      await t.call(
        'cashier.uploadDepositReceipt',
        { transactionId: d.transactionId, images: [] },
        { token: m.token },
      ),
      400,
      'INVALID_PARAMETERS',
      'images',
    );
    expect(
      (await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: m.token })).body
        .value.receiptCount,
    ).toBe(0);
  });
  it('a deposit no longer pending takes no receipt', async () => {
    const m = await k.member();
    const d = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 500 }, { token: m.token })
    ).body.value;
    await t.call('cashier.cancelDeposit', { transactionId: d.transactionId }, { token: m.token });
    expectFail(
      await t.call(
        'cashier.uploadDepositReceipt',
        { transactionId: d.transactionId, images: [PNG] },
        { token: m.token },
      ),
      200,
      'INVALID_STATE',
      'transactionId',
    );
  });
});

describe('cancel a pending deposit', () => {
  it('cancels once; nothing is credited; a cancelled order is no longer pending', async () => {
    const m = await k.member();
    const d = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 500 }, { token: m.token })
    ).body.value;
    expect(
      (await t.call('cashier.cancelDeposit', { transactionId: d.transactionId }, { token: m.token })).body
        .value.status,
    ).toBe('CANCELLED');
    expectFail(
      await t.call('cashier.cancelDeposit', { transactionId: d.transactionId }, { token: m.token }),
      200,
      'INVALID_STATE',
      'cancelled',
    );
    expect((await t.call('cashier.pendingDeposits', {}, { token: m.token })).body.value.list).toHaveLength(0);
    expect(await k.mainBalance(m)).toBe(0);
    // The provider cannot credit a cancelled order.
    const late = await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 500 });
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('ORDER_FINAL');
    expect(await k.mainBalance(m)).toBe(0);
  });
  it('an id that is not a number is named', async () => {
    const m = await k.member();
    expectFail(
      await t.call('cashier.cancelDeposit', { transactionId: 'abc' }, { token: m.token }),
      400,
      'INVALID_PARAMETERS',
      'transactionId',
    );
  });
});

describe("another member's deposit", () => {
  it('answers as unknown to detail, receipts and cancel; it stays pending', async () => {
    const owner = await k.member();
    const other = await k.member();
    const d = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 500 }, { token: owner.token })
    ).body.value;
    expectFail(
      await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: other.token }),
      404,
      'NOT_FOUND',
      'transactionId',
    );
    expectFail(
      await t.call(
        'cashier.uploadDepositReceipt',
        { transactionId: d.transactionId, images: [PNG] },
        { token: other.token },
      ),
      404,
      'NOT_FOUND',
      'transactionId',
    );
    expectFail(
      await t.call('cashier.cancelDeposit', { transactionId: d.transactionId }, { token: other.token }),
      404,
      'NOT_FOUND',
      'transactionId',
    );
    expect(
      (await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: owner.token })).body
        .value,
    ).toMatchObject({ status: 'PENDING', receiptCount: 0 });
    // Another tenant's member does not see it either.
    const neon = await t.login('player2', PASSWORD, NEON);
    expectFail(
      await t.call(
        'cashier.depositDetail',
        { transactionId: d.transactionId },
        { token: neon, merchant: NEON },
      ),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the sandbox provider callback', () => {
  const order = async (amount = 1000) => {
    const m = await k.member();
    const d = (await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount }, { token: m.token }))
      .body.value;
    return { m, d };
  };

  it('a signed SUCCESS credits the main wallet once through the ledger, adds the turnover and writes the inbox message', async () => {
    const { m, d } = await order(1000);
    const r = await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 1000 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      value: { status: 'SUCCESS', duplicate: false, transactionId: d.transactionId },
    });
    expect(await k.mainBalance(m)).toBe(1000);
    expect(await creditsOf(d.reference!)).toHaveLength(1);
    expect(
      (await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: m.token })).body
        .value,
    ).toMatchObject({ status: 'SUCCESS', cancellable: false });
    expect((await t.call('cashier.turnoverInfo', {}, { token: m.token })).body.value).toMatchObject({
      requiredTurnover: 1000,
      currentTurnover: 0,
      remainingTurnover: 1000,
      met: false,
    });
    const [msg] = await k.inbox(m);
    expect(msg).toMatchObject({ title: 'Deposit credited', read: false });
    expect(msg!.content).toContain('฿1,000.00');
    expect(msg!.content).toContain(d.reference!);
  });
  it('a replayed callback (same nonce) is refused and moves nothing; a new one for the same outcome is a duplicate', async () => {
    const { m, d } = await order(700);
    const nonce = 'nonce-replay-0001';
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    const raw = JSON.stringify({
      merchantCode: GOLD,
      reference: d.reference,
      status: 'SUCCESS',
      amount: 700,
      currency: 'THB',
      providerTransactionId: 'P-1',
    });
    expect((await k.callback({}, { raw, nonce, timestamp })).status).toBe(200);
    const replay = await k.callback({}, { raw, nonce, timestamp });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ success: false, errorCode: 'REPLAYED' });
    const again = await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 700 });
    expect(again.body.value).toMatchObject({ status: 'SUCCESS', duplicate: true });
    expect(await k.mainBalance(m)).toBe(700);
    expect(await creditsOf(d.reference!)).toHaveLength(1);
    expect((await k.inbox(m)).filter((x) => x.title === 'Deposit credited')).toHaveLength(1);
  });
  it('callbacks arriving at once credit once', async () => {
    const { m, d } = await order(400);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => k.callback({ reference: d.reference, status: 'SUCCESS', amount: 400 })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.value?.duplicate === false)).toHaveLength(1);
    expect(await k.mainBalance(m)).toBe(400);
    expect(await creditsOf(d.reference!)).toHaveLength(1);
  });
  it('the opposite outcome after a final one is refused', async () => {
    const { m, d } = await order(300);
    await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 300 });
    const r = await k.callback({ reference: d.reference, status: 'FAILED', amount: 300 });
    expect(r.status).toBe(409);
    expect(r.body.errorCode).toBe('ORDER_FINAL');
    expect(await k.mainBalance(m)).toBe(300);
  });
  it('FAILED marks the order failed, credits nothing and writes the inbox message with the reason', async () => {
    const { m, d } = await order(500);
    const r = await k.callback({
      reference: d.reference,
      status: 'FAILED',
      amount: 500,
      reason: 'the payer cancelled at the bank',
    });
    expect(r.body.value).toMatchObject({ status: 'FAILED', duplicate: false });
    expect(await k.mainBalance(m)).toBe(0);
    const detail = (
      await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: m.token })
    ).body.value as { status: string; failReason?: string };
    expect(detail).toMatchObject({ status: 'FAILED', failReason: 'the payer cancelled at the bank' });
    const [msg] = await k.inbox(m);
    expect(msg!.title).toBe('Deposit failed');
    expect(msg!.content).toContain('the payer cancelled at the bank');
  });
  it('a wrong or missing signature is refused (401) and changes nothing', async () => {
    const { m, d } = await order(500);
    const forged = await k.callback(
      { reference: d.reference, status: 'SUCCESS', amount: 500 },
      { signature: `sha256=${'0'.repeat(64)}` },
    );
    expect(forged.status).toBe(401);
    expect(forged.body.errorCode).toBe('INVALID_SIGNATURE');
    expect(
      (await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 500 }, { signature: null }))
        .status,
    ).toBe(401);
    // Signed for one body, sent with another (the amount changed on the way).
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    const good = JSON.stringify({
      merchantCode: GOLD,
      reference: d.reference,
      status: 'SUCCESS',
      amount: 500,
      currency: 'THB',
      providerTransactionId: 'P-2',
    });
    const { providerSecret, sign } = await import('../src/areas/cashier/provider.ts');
    const signature = sign(
      await providerSecret(t.app.platform, 'goldcasino'),
      String(timestamp),
      'nonce-tamper-01',
      good,
    );
    const tampered = await k.callback(
      {},
      { raw: good.replace('500', '50000'), nonce: 'nonce-tamper-01', timestamp, signature },
    );
    expect(tampered.status).toBe(401);
    // Another tenant's secret does not sign for this one.
    const neonSigned = sign(
      await providerSecret(t.app.platform, 'neonplay'),
      String(timestamp),
      'nonce-tenant-01',
      good,
    );
    expect(
      (await k.callback({}, { raw: good, nonce: 'nonce-tenant-01', timestamp, signature: neonSigned }))
        .status,
    ).toBe(401);
    expect(await k.mainBalance(m)).toBe(0);
    expect(
      (await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: m.token })).body
        .value.status,
    ).toBe('PENDING');
  });
  it('timestamps more than 5 minutes old or ahead are refused', async () => {
    const { m, d } = await order(500);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const old = await k.callback(
      { reference: d.reference, status: 'SUCCESS', amount: 500 },
      { timestamp: now - 301 },
    );
    expect(old.status).toBe(400);
    expect(old.body.errorCode).toBe('TIMESTAMP_EXPIRED');
    expect(
      (await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 500 }, { timestamp: now + 301 }))
        .body.errorCode,
    ).toBe('TIMESTAMP_EXPIRED');
    expect(
      (await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 500 }, { timestamp: now - 299 }))
        .status,
    ).toBe(200);
    expect(await k.mainBalance(m)).toBe(500);
  });
  it('an amount or currency that is not the order, an unknown order or a malformed body is refused', async () => {
    const { m, d } = await order(500);
    const wrong = await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 5000 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('AMOUNT_MISMATCH');
    expect(
      (await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 500, currency: 'USD' })).body
        .errorCode,
    ).toBe('AMOUNT_MISMATCH');
    expect((await k.callback({ reference: 'DZZZZZZZZZ', status: 'SUCCESS', amount: 500 })).status).toBe(404);
    const bad = await k.callback({ reference: d.reference, status: 'PAID', amount: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status');
    expect((await k.callback({}, { raw: '{"merchantCode": ' })).status).toBe(400);
    expect(await k.mainBalance(m)).toBe(0);
  });
  it('a first deposit with the first-deposit promotion adds its bonus and the bonus turnover', async () => {
    const m = await k.member();
    const d = (
      await t.call(
        'cashier.deposit',
        { channelId: 'KBANK-TRANSFER', amount: 600, promotionId: 'FIRST100' },
        { token: m.token },
      )
    ).body.value;
    expect(d.promotionId).toBe('FIRST100');
    await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 600 });
    expect(await k.mainBalance(m)).toBe(1200);
    expect(
      (await t.call('cashier.depositDetail', { transactionId: d.transactionId }, { token: m.token })).body
        .value.bonus,
    ).toBe(600);
    // 600 x 1 for the deposit, 600 x 5 for the bonus.
    expect((await t.call('cashier.turnoverInfo', {}, { token: m.token })).body.value.requiredTurnover).toBe(
      3600,
    );
    expect((await k.inbox(m))[0]!.content).toContain('A bonus of ฿600.00 was added');
    // Bonus details name the bonus by its promotion (in the member's language), with the turnover it needs.
    const details = (await t.call('reports.bonuses', {}, { token: m.token })).body.value.list;
    expect(details).toEqual([
      expect.objectContaining({
        title: '100% first deposit bonus',
        amount: 600,
        requiredTurnover: 3000,
        currentTurnover: 0,
      }),
    ]);
    const thai = (await t.call('reports.bonuses', {}, { token: m.token, headers: { Language: 'TY' } })).body
      .value.list;
    expect(thai[0]).toMatchObject({ title: 'โบนัสฝากแรก 100%' });
  });
});

describe('dev calls play the provider', () => {
  it('approve by id credits once; a second approval is a duplicate', async () => {
    const m = await k.member();
    const d = (
      await t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount: 250 }, { token: m.token })
    ).body.value;
    const r = await t.call('dev.approveDeposit', { transactionId: d.transactionId });
    expect(r.body.value).toMatchObject({
      transactionId: d.transactionId,
      status: 'SUCCESS',
      duplicate: false,
    });
    expect((await t.call('dev.approveDeposit', { transactionId: d.transactionId })).body.value).toMatchObject(
      { status: 'SUCCESS', duplicate: true },
    );
    expect(await k.mainBalance(m)).toBe(250);
    expect(await creditsOf(d.reference!)).toHaveLength(1);
  });
  it('approve and reject by username take the newest pending deposit', async () => {
    const m = await k.member();
    await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 111 }, { token: m.token });
    const newer = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 222 }, { token: m.token })
    ).body.value;
    const rejected = await t.call('dev.rejectDeposit', { username: m.username, reason: 'no money arrived' });
    expect(rejected.body.value).toMatchObject({ transactionId: newer.transactionId, status: 'FAILED' });
    expect((await k.inbox(m))[0]!.content).toContain('no money arrived');
    expect((await t.call('dev.approveDeposit', { username: m.username })).body.value.status).toBe('SUCCESS');
    expect(await k.mainBalance(m)).toBe(111);
    expectFail(await t.call('dev.approveDeposit', { username: m.username }), 404, 'NOT_FOUND', 'username');
  });
  it('an unknown deposit, an unknown member or no target at all is named', async () => {
    expectFail(
      await t.call('dev.approveDeposit', { transactionId: '999999' }),
      404,
      'NOT_FOUND',
      'transactionId',
    );
    expectFail(await t.call('dev.approveDeposit', { username: 'ghost' }), 404, 'UNKNOWN_ACCOUNT', 'username');
    expectFail(await t.call('dev.rejectDeposit', {}), 400, 'INVALID_PARAMETERS', 'transactionId');
  });
  it("the seeded demo player's pending bank transfer can be approved", async () => {
    const demo = await t.login('demo');
    const before = await k.mainBalance({ token: demo, merchant: GOLD });
    const pending = (await t.call('cashier.pendingDeposits', {}, { token: demo })).body.value.list;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ method: 'BANK_TRANSFER', status: 'PENDING', amount: 500 });
    await t.call('dev.approveDeposit', { transactionId: pending[0]!.transactionId });
    expect(await k.mainBalance({ token: demo, merchant: GOLD })).toBeCloseTo(before + 500, 2);
  });
});

// ---- access: every cashier call needs a token and a real account

const CASHIER_CALLS = [
  ...allCalls.filter((c) => c.area === 'cashier').map((c) => c.name),
  'reports.deposits',
  'reports.withdrawals',
] as CallName[];
const VALID_INPUT: Partial<Record<CallName, Record<string, unknown>>> = {
  'cashier.deposit': { channelId: 'KBANK-TRANSFER', amount: 500 },
  'cashier.uploadDepositReceipt': { transactionId: '1', images: [PNG] },
  'cashier.fixedAmounts': { channelId: 'KBANK-TRANSFER' },
  'cashier.depositDetail': { transactionId: '1' },
  'cashier.cancelDeposit': { transactionId: '1' },
  'cashier.withdrawCharges': { amount: 500 },
  'cashier.withdraw': { amount: 500, bankCardId: '1', paymentPassword: '123456' },
  'cashier.bindBankCard': {
    bankCode: 'KBANK',
    accountNo: '1234567890',
    accountName: 'Trial Guest',
    paymentPassword: '123456',
  },
  'cashier.deleteBankCard': { id: '1', paymentPassword: '123456' },
  'cashier.confirmPayment': { id: '1', received: true },
};

describe('every cashier call needs a token', () => {
  it.each(CASHIER_CALLS.map((n) => [n]))('%s', async (name) => {
    expectFail(await t.call(name, VALID_INPUT[name] ?? {}), 401, 'CUSTOMER_NOT_LOGIN');
  });
});

describe('trial accounts are refused every cashier call', () => {
  it.each(CASHIER_CALLS.map((n) => [n]))('%s', async (name) => {
    const trial = (await t.call('session.freeplay', { platform: 'W', random: await t.freePlayRandom() })).body
      .value.token;
    const r = await t.call(name, VALID_INPUT[name] ?? {}, { token: trial });
    expectFail(r, 403, 'in_need_true_account');
  });
  it('nothing was made for them', async () => {
    const trial = (await t.call('session.freeplay', { platform: 'W', random: await t.freePlayRandom() })).body
      .value.token;
    await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 500 }, { token: trial });
    const rows = await t.app.platform.db.execute(
      (await import('drizzle-orm'))
        .sql`SELECT count(*)::int AS n FROM deposits d JOIN customers c ON c.id = d.customer_id WHERE c.type = 4`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
