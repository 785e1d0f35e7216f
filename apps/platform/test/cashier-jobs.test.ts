/**
 * The cashier's scheduled sweep on a tenant set up for demos (`autoApproveDepositAfterSeconds: 60`,
 * `autoConfirmMinutes: 15` in its platform.json): auto-approved deposits (through the signed-callback code), expired
 * deposits, withdrawals counted as received after the minutes (forced receipt: the payer's C2C deposit is credited,
 * not refunded), and two server instances sweeping one database at once (each change made once).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from '../src/app.ts';
import { deposits, ledgerEntries, paymentConfirmations } from '../src/db/schema.ts';
import { runCashierJobs } from '../src/areas/cashier/jobs.ts';
import { cashierKit, ledgerHoldsAfterAll, PAY_PASSWORD } from './cashier-helpers.ts';
import { GOLD, usePlatform } from './helpers.ts';

const tenantsDir = mkdtempSync(join(tmpdir(), 'wl-cashier-tenants-'));
cpSync(new URL('../../../tenants/', import.meta.url), tenantsDir, { recursive: true });
const file = join(tenantsDir, 'goldcasino', 'platform.json');
const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
writeFileSync(
  file,
  JSON.stringify({
    ...json,
    cashier: { autoApproveDepositAfterSeconds: 60, autoConfirmMinutes: 15, depositExpiryMinutes: 120 },
  }),
);

const t = usePlatform({ rateLimits: false, tenantsDir });
const k = cashierKit(t);
ledgerHoldsAfterAll(t);

const MIN = 60_000;
const statusOf = async (id: string) =>
  (
    await t.app.platform.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, Number(id)))
  )[0]!.status;
const creditsOf = async (reference: string) =>
  t.app.platform.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, reference), eq(ledgerEntries.kind, 'deposit')));

describe('the seeded C2C payment (first: no sweep has run in this file yet)', () => {
  it("a forced receipt of a C2C payment credits the payer's deposit: it is not refunded", async () => {
    const demo = await t.login('demo');
    const x = (await t.call('cashier.paymentConfirmations', { pending: true }, { token: demo })).body.value
      .list[0];
    expect(x).toMatchObject({ payerName: 'Player One' });
    const [row] = await t.app.platform.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.id, Number(x!.id)));
    const [c2c] = await t.app.platform.db.select().from(deposits).where(eq(deposits.id, row!.depositId!));
    expect(c2c).toMatchObject({ method: 'C2C', status: 'PENDING' });
    // The payer cannot cancel it while the payee has it; the provider cannot settle it.
    const p1 = await t.login('player1');
    expect(
      (await t.call('cashier.cancelDeposit', { transactionId: String(c2c!.id) }, { token: p1 })).body
        .errorCode,
    ).toBe('INVALID_STATE');
    expect(
      (await k.callback({ reference: c2c!.reference, status: 'SUCCESS', amount: Number(c2c!.amount) })).body
        .errorCode,
    ).toBe('ORDER_FINAL');
    const before = await k.mainBalance({ token: p1, merchant: GOLD });
    t.clock.set(new Date(Math.max(t.clock.now().getTime(), row!.autoConfirmAt.getTime()) + 1000));
    await runCashierJobs(t.app.platform);
    const [done] = await t.app.platform.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.id, row!.id));
    expect(done).toMatchObject({ status: 'AUTO_RECEIVED', forced: true });
    const [credited] = await t.app.platform.db.select().from(deposits).where(eq(deposits.id, c2c!.id));
    expect(credited!.status).toBe('SUCCESS');
    const p1Again = await t.login('player1');
    expect(await k.mainBalance({ token: p1Again, merchant: GOLD })).toBeCloseTo(
      before + Number(c2c!.amount),
      2,
    );
    expect(await creditsOf(c2c!.reference)).toHaveLength(1);
  });
});

describe('auto-approved deposits (demo tenants)', () => {
  it('settings tell the delay; a deposit is confirmed by the sandbox provider once it is 60 s old, once', async () => {
    const m = await k.member();
    expect(
      (await t.call('cashier.depositSettings', {}, { token: m.token })).body.value
        .autoApproveDepositAfterSeconds,
    ).toBe(60);
    const d = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 300 }, { token: m.token })
    ).body.value;
    t.clock.advance(59_000);
    await runCashierJobs(t.app.platform);
    expect(await statusOf(d.transactionId)).toBe('PENDING');
    t.clock.advance(2_000);
    const r = await t.call('dev.runCashierJobs', {});
    expect(r.body.value.autoApprovedDeposits).toBeGreaterThanOrEqual(1);
    expect(await statusOf(d.transactionId)).toBe('SUCCESS');
    await runCashierJobs(t.app.platform);
    expect(await creditsOf(d.reference!)).toHaveLength(1);
    expect(await k.mainBalance(m)).toBe(300);
    expect((await k.inbox(m))[0]).toMatchObject({ title: 'Deposit credited' });
  });
});

describe('expired deposits', () => {
  it('a deposit unpaid after the expiry becomes EXPIRED with nothing credited; a late payment is still credited', async () => {
    const m = await k.member();
    const d = (
      await t.call('cashier.deposit', { channelId: 'KBANK-TRANSFER', amount: 150 }, { token: m.token })
    ).body.value;
    // On this tenant the sandbox would confirm it after 60 s: the order is made 59 s old with its expiry just passed.
    await t.app.platform.db
      .update(deposits)
      .set({ createdAt: new Date(t.clock.now().getTime() - 59 * 1000) })
      .where(eq(deposits.id, Number(d.transactionId)));
    await t.app.platform.db
      .update(deposits)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(deposits.id, Number(d.transactionId)));
    const r = await runCashierJobs(t.app.platform);
    expect(r.expiredDeposits).toBeGreaterThanOrEqual(1);
    expect(await statusOf(d.transactionId)).toBe('EXPIRED');
    expect(await k.mainBalance(m)).toBe(0);
    expect((await t.call('cashier.pendingDeposits', {}, { token: m.token })).body.value.list).toHaveLength(0);
    const late = await k.callback({ reference: d.reference, status: 'SUCCESS', amount: 150 });
    expect(late.body.value).toMatchObject({ status: 'SUCCESS', duplicate: false });
    expect(await k.mainBalance(m)).toBe(150);
  });
});

describe('withdrawals counted as received (forced receipt)', () => {
  it("an unconfirmed payment counts as received after the tenant's 15 minutes: the withdrawal succeeds", async () => {
    const m = await k.withdrawer({ credit: 1000 });
    const w = (
      await t.call(
        'cashier.withdraw',
        { amount: 400, bankCardId: m.cardId, paymentPassword: PAY_PASSWORD },
        { token: m.token },
      )
    ).body.value;
    await t.call('dev.approveWithdrawal', { transactionId: w.transactionId });
    const x = (await t.call('cashier.paymentConfirmations', {}, { token: m.token })).body.value.list[0]!;
    expect(x.autoConfirmAt! - x.createTime).toBe(15 * MIN);
    t.clock.advance(14 * MIN);
    await runCashierJobs(t.app.platform);
    expect(
      (await t.call('cashier.paymentConfirmations', {}, { token: m.token })).body.value.list[0],
    ).toMatchObject({ status: 'WAITING' });
    t.clock.advance(2 * MIN);
    await runCashierJobs(t.app.platform);
    const token = await t.login(m.username, 'abc12345');
    const after = (await t.call('cashier.paymentConfirmations', {}, { token })).body.value.list[0]!;
    expect(after).toMatchObject({ status: 'AUTO_RECEIVED', forced: true, receivedAmount: 400 });
    expect(
      ((await t.call('reports.withdrawals', {}, { token })).body.value.list[0] as { status: string }).status,
    ).toBe('SUCCESS');
  });
});

describe('two instances sweeping one database', () => {
  let second: PlatformApp;
  beforeAll(async () => {
    second = await buildApp({
      db: t.app.platform.handle,
      tenantsDir,
      clock: t.clock,
      printOutbox: false,
      rateLimits: false,
    });
  });
  afterAll(async () => {
    await second?.close();
  });
  it('each deposit is approved and each payment confirmed once', async () => {
    const members = await Promise.all([k.member(), k.member(), k.member()]);
    const orders = [];
    for (const m of members)
      orders.push(
        (await t.call('cashier.deposit', { channelId: 'PROMPTPAY-QR', amount: 120 }, { token: m.token })).body
          .value,
      );
    const payee = await k.withdrawer({ credit: 1000 });
    const w = (
      await t.call(
        'cashier.withdraw',
        { amount: 300, bankCardId: payee.cardId, paymentPassword: PAY_PASSWORD },
        { token: payee.token },
      )
    ).body.value;
    await t.call('dev.approveWithdrawal', { transactionId: w.transactionId });
    t.clock.advance(16 * MIN);
    const [a, b] = await Promise.all([runCashierJobs(t.app.platform), runCashierJobs(second.platform)]);
    expect(a.autoApprovedDeposits + b.autoApprovedDeposits).toBeGreaterThanOrEqual(3);
    for (const d of orders) {
      expect(await statusOf(d.transactionId)).toBe('SUCCESS');
      expect(await creditsOf(d.reference!)).toHaveLength(1);
    }
    const [x] = await t.app.platform.db
      .select()
      .from(paymentConfirmations)
      .where(eq(paymentConfirmations.withdrawalId, Number(w.transactionId)));
    expect(x).toMatchObject({ status: 'AUTO_RECEIVED' });
  });
});
