/**
 * Withdrawal confirmation (C2C, accounts §4): the payee confirms a paid withdrawal received (crediting the payer's C2C
 * deposit) or reports it not received, with proof. The confirmation's row is locked (`FOR UPDATE`): a second
 * confirmation finds the final status and moves nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { cashierImages, deposits, paymentConfirmations, withdrawals } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import { asNumber, cents, fromCents } from './config.ts';
import type { Customer } from '../session/sessions.ts';
import { toAmount } from '../../ledger/ledger.ts';
import { invalidState, notYours, recordId } from './checks.ts';
import { type ParsedImage, parseImages } from './images.ts';
import { creditDeposit } from './deposit-settlement.ts';
import type { WithdrawalRow } from './withdrawals.ts';

export type ConfirmationRow = typeof paymentConfirmations.$inferSelect;

function confirmationView(x: ConfirmationRow, w: WithdrawalRow | undefined) {
  return {
    id: String(x.id),
    withdrawalId: String(x.withdrawalId),
    reference: w?.reference ?? '',
    amount: asNumber(cents(x.amount)),
    payerName: x.payerName,
    status: x.status,
    receivedAmount: x.receivedAmount === null ? null : asNumber(cents(x.receivedAmount)),
    forced: x.forced,
    createTime: x.createdAt.getTime(),
    autoConfirmAt: x.autoConfirmAt.getTime(),
    confirmTime: x.confirmedAt?.getTime() ?? null,
  };
}

export async function paymentConfirmationList(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  pendingOnly: boolean | undefined,
) {
  const rows = await p.db
    .select({ x: paymentConfirmations, w: withdrawals })
    .from(paymentConfirmations)
    .innerJoin(withdrawals, eq(withdrawals.id, paymentConfirmations.withdrawalId))
    .where(
      and(
        eq(paymentConfirmations.tenantId, tenant.id),
        eq(paymentConfirmations.customerId, c.id),
        pendingOnly ? eq(paymentConfirmations.status, 'WAITING') : undefined,
      ),
    )
    .orderBy(desc(paymentConfirmations.createdAt), desc(paymentConfirmations.id))
    .limit(100);
  return { list: rows.map((r) => confirmationView(r.x, r.w)), total: rows.length };
}

/**
 * Settles a waiting confirmation (its row locked by the caller): received (by the payee, or forced when the time is
 * up) completes the withdrawal and credits the payer's C2C deposit; not received disputes both, crediting nothing.
 */
export async function settleConfirmation(
  p: Platform,
  tx: Tx,
  tenant: Tenant,
  x: ConfirmationRow,
  outcome:
    | { received: true; receivedCents?: number | undefined; forced: boolean }
    | { received: false; proof: ParsedImage[] },
): Promise<ConfirmationRow> {
  const at = p.clock.now();
  const status = outcome.received ? (outcome.forced ? 'AUTO_RECEIVED' : 'RECEIVED') : 'NOT_RECEIVED';
  const [row] = await tx
    .update(paymentConfirmations)
    .set({
      status,
      forced: outcome.received && outcome.forced,
      receivedAmount: outcome.received ? fromCents(outcome.receivedCents ?? cents(x.amount)) : null,
      confirmedAt: at,
    })
    .where(eq(paymentConfirmations.id, x.id))
    .returning();
  await tx
    .update(withdrawals)
    .set({
      status: outcome.received ? 'SUCCESS' : 'DISPUTED',
      updatedAt: at,
      ...(outcome.received ? { completedAt: at } : {}),
    })
    .where(eq(withdrawals.id, x.withdrawalId));
  if (!outcome.received && outcome.proof.length) {
    await tx.insert(cashierImages).values(
      outcome.proof.map((img) => ({
        tenantId: tenant.id,
        customerId: x.customerId,
        ownerKind: 'confirmation',
        ownerId: x.id,
        ...img,
        createdAt: at,
      })),
    );
  }
  if (x.depositId !== null) {
    const [d] = await tx.select().from(deposits).where(eq(deposits.id, x.depositId)).for('update');
    if (d && d.status === 'PENDING') {
      if (outcome.received) await creditDeposit(p, tx, tenant, d, `C2C-${x.id}`);
      else
        await tx
          .update(deposits)
          .set({
            status: 'DISPUTED',
            failReason: 'The payee reported the payment as not received',
            updatedAt: at,
          })
          .where(eq(deposits.id, d.id));
    }
  }
  return row!;
}

type ConfirmInput = {
  id: string;
  received: boolean;
  receivedAmount?: number | undefined;
  proofImages?: string[] | undefined;
};

export async function confirmPayment(p: Platform, tenant: Tenant, c: Customer, input: ConfirmInput) {
  const id = recordId(input.id, 'id');
  let receivedCents: number | undefined;
  if (input.received && input.receivedAmount !== undefined)
    receivedCents = cents(toAmount(input.receivedAmount, 'receivedAmount'));
  if (!input.received && input.receivedAmount !== undefined)
    throw badInput('receivedAmount', 'is only given with a payment received');
  const proof = input.received ? [] : parseImages(input.proofImages ?? [], 'proofImages');
  if (!input.received && proof.length === 0)
    throw badInput('proofImages', 'upload proof (png or jpg, up to 3) when the payment did not arrive');
  return p.db.transaction(async (tx) => {
    const [x] = await tx
      .select()
      .from(paymentConfirmations)
      .where(
        and(
          eq(paymentConfirmations.id, id),
          eq(paymentConfirmations.tenantId, tenant.id),
          eq(paymentConfirmations.customerId, c.id),
        ),
      )
      .for('update');
    if (!x) throw notYours('id', 'payment confirmation', input.id);
    if (x.status !== 'WAITING')
      throw invalidState(`id: this payment was already confirmed (${x.status})`, 'id');
    if (receivedCents !== undefined && receivedCents > cents(x.amount))
      throw badInput(
        'receivedAmount',
        `must not be more than the payment (${asNumber(cents(x.amount)).toFixed(2)})`,
      );
    const row = await settleConfirmation(
      p,
      tx,
      tenant,
      x,
      input.received ? { received: true, receivedCents, forced: false } : { received: false, proof },
    );
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, x.withdrawalId));
    return confirmationView(row, w);
  });
}
