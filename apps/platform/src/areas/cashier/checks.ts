/**
 * What the cashier's requests check first: a record id from the wire, whether deposits or withdrawals are open on the
 * site, the payment password; the one answer for unknown and other members' records, and the lock that serialises a
 * member's money requests.
 */
import { eq } from 'drizzle-orm';
import type { Tenant } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { customers } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { cashierOf, moneyModuleOn } from './config.ts';
import { verifyPassword } from '../../shared/secrets.ts';
import type { Customer } from '../session/sessions.ts';

/** A record id from the wire: a positive integer, else bad input naming the field. */
export function recordId(value: string, field: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw badInput(field, 'is not a valid id');
  return Number(value);
}

/** Unknown and other members' records get the same answer: nothing tells which ids exist. */
export { notYours } from '../../shared/errors.ts';

export const invalidState = (message: string, field?: string) =>
  new DomainError('INVALID_STATE', message, 'refused', field ? { field } : null);

export function depositOpen(tenant: Tenant): void {
  if (!cashierOf(tenant).allowDeposit || !moneyModuleOn(tenant, 'DEPOSIT'))
    throw new DomainError(E.functionNotAvailable, 'Deposits are not available on this site', 'refused');
}

export function withdrawOpen(tenant: Tenant): void {
  if (!cashierOf(tenant).allowWithdraw || !moneyModuleOn(tenant, 'WITHDRAW'))
    throw new DomainError(E.functionNotAvailable, 'Withdrawals are not available on this site', 'refused');
}

/** Checks the payment password (set, then right) before a card or a withdrawal is touched. */
export async function checkPaymentPassword(c: Customer, given: string): Promise<void> {
  if (!c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'paymentPassword: set a payment password first', 'refused', {
      field: 'paymentPassword',
    });
  if (!(await verifyPassword(given, c.paymentPasswordHash)))
    throw new DomainError('PAYMENT_PASSWORD_INCORRECT', 'paymentPassword: is not correct', 'invalid', {
      field: 'paymentPassword',
    });
}

/** Serialises a member's money requests (pending-deposit count, daily withdrawals, turnover) inside a transaction. */
export async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
