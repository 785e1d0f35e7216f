/**
 * The back office's decisions on withdrawals (played by the dev calls): approval pays the held amount out of the hold
 * account, rejection returns it to the main wallet, each in the transaction that changes the withdrawal's status after
 * its row is locked (`FOR UPDATE`): a second decision finds the final status and moves nothing. Also the newest pending
 * deposit or withdrawal the dev calls act on.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { deposits, paymentConfirmations, withdrawals } from '../../db/schema.ts';
import { DomainError, E } from '../../shared/errors.ts';
import { C2C_CHANNEL, cashierOf, cents, fromCents } from './config.ts';
import { notify } from './notify.ts';
import { HOLD_ACCOUNT, MAIN_WALLET, move, negate } from '../../ledger/ledger.ts';
import { invalidState } from './checks.ts';
import type { WithdrawalRow } from './withdrawals.ts';

async function lockedWithdrawal(tx: Tx, tenant: Tenant, id: number): Promise<WithdrawalRow> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.tenantId, tenant.id)))
    .for('update');
  if (!row)
    throw new DomainError(E.notFound, `transactionId: no withdrawal ${id}`, 'notFound', {
      field: 'transactionId',
    });
  return row;
}

/**
 * The back office approves (played by the dev call): the held amount is paid out of the hold account (the payee's
 * receivable, and the charge), and the payee is asked to confirm receipt (or the withdrawal succeeds at once where
 * the tenant has no payment confirmation). A second approval moves nothing.
 */
export async function approveWithdrawal(p: Platform, tenant: Tenant, id: number) {
  const config = cashierOf(tenant);
  return p.db.transaction(async (tx) => {
    const w = await lockedWithdrawal(tx, tenant, id);
    if (w.status !== 'PENDING') {
      if (w.status === 'REJECTED')
        throw invalidState('transactionId: this withdrawal was rejected', 'transactionId');
      return { transactionId: String(w.id), status: w.status, duplicate: true };
    }
    const at = p.clock.now();
    const receivable = cents(w.receivable);
    const charge = cents(w.charge);
    await move(tx, {
      tenantId: tenant.id,
      customerId: w.customerId,
      accountTypeId: HOLD_ACCOUNT,
      amount: `-${fromCents(receivable)}`,
      kind: 'withdraw',
      reference: w.reference,
      at,
    });
    if (charge > 0)
      await move(tx, {
        tenantId: tenant.id,
        customerId: w.customerId,
        accountTypeId: HOLD_ACCOUNT,
        amount: `-${fromCents(charge)}`,
        kind: 'withdraw_fee',
        reference: w.reference,
        at,
      });
    const status = config.paymentConfirmation ? 'AWAITING_CONFIRMATION' : 'SUCCESS';
    await tx
      .update(withdrawals)
      .set({ status, updatedAt: at, ...(status === 'SUCCESS' ? { completedAt: at } : {}) })
      .where(eq(withdrawals.id, w.id));
    if (config.paymentConfirmation) {
      await tx.insert(paymentConfirmations).values({
        tenantId: tenant.id,
        customerId: w.customerId,
        withdrawalId: w.id,
        depositId: null,
        payerName: `${tenant.name} payout desk`,
        amount: w.receivable,
        status: 'WAITING',
        autoConfirmAt: new Date(at.getTime() + config.autoConfirmMinutes * 60_000),
        createdAt: at,
      });
    }
    const bank = `${w.bankCard.bankName ?? ''} ${w.bankCard.accountNo ?? ''}`.trim();
    await notify(
      tx,
      tenant,
      w.customerId,
      {
        kind: 'withdrawal_approved',
        amountCents: cents(w.amount),
        receivableCents: receivable,
        reference: w.reference,
        bank,
        confirm: config.paymentConfirmation,
      },
      at,
    );
    return { transactionId: String(w.id), status, duplicate: false };
  });
}

/** The back office rejects: the held amount goes back to the main wallet. A second rejection moves nothing. */
export async function rejectWithdrawal(p: Platform, tenant: Tenant, id: number, reason: string) {
  return p.db.transaction(async (tx) => {
    const w = await lockedWithdrawal(tx, tenant, id);
    if (w.status !== 'PENDING') {
      if (w.status === 'REJECTED') return { transactionId: String(w.id), status: w.status, duplicate: true };
      throw invalidState('transactionId: this withdrawal was already approved', 'transactionId');
    }
    const at = p.clock.now();
    await move(tx, {
      tenantId: tenant.id,
      customerId: w.customerId,
      accountTypeId: HOLD_ACCOUNT,
      amount: negate(fromCents(cents(w.amount))),
      kind: 'withdraw_return',
      reference: w.reference,
      at,
    });
    await move(tx, {
      tenantId: tenant.id,
      customerId: w.customerId,
      accountTypeId: MAIN_WALLET,
      amount: fromCents(cents(w.amount)),
      kind: 'withdraw_return',
      reference: w.reference,
      at,
    });
    await tx
      .update(withdrawals)
      .set({ status: 'REJECTED', rejectReason: reason, updatedAt: at, completedAt: at })
      .where(eq(withdrawals.id, w.id));
    await notify(
      tx,
      tenant,
      w.customerId,
      { kind: 'withdrawal_rejected', amountCents: cents(w.amount), reference: w.reference, reason },
      at,
    );
    return { transactionId: String(w.id), status: 'REJECTED', duplicate: false };
  });
}

/** The newest pending deposit or withdrawal of a member (the dev calls by username). */
export async function newestPending(
  p: Platform,
  tenant: Tenant,
  kind: 'deposit' | 'withdrawal',
  customerId: number,
): Promise<number | null> {
  if (kind === 'deposit') {
    const [row] = await p.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(
        and(
          eq(deposits.tenantId, tenant.id),
          eq(deposits.customerId, customerId),
          eq(deposits.status, 'PENDING'),
          ne(deposits.method, C2C_CHANNEL.method),
        ),
      )
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(1);
    return row?.id ?? null;
  }
  const [row] = await p.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.tenantId, tenant.id),
        eq(withdrawals.customerId, customerId),
        eq(withdrawals.status, 'PENDING'),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(1);
  return row?.id ?? null;
}
