import type { UploadFile } from '../forms/uploads.ts';
import { validateUploads } from '../forms/uploads.ts';
import { formResult, type FormValidation, type ValidationMessage } from '../messages/messages.ts';
import { toCents } from '../format/balance.ts';

/**
 * Withdrawal confirmation (accounts spec section 4): the payee marks received or not received, may
 * enter the amount received, and must upload proof when not received. An unconfirmed withdrawal counts
 * as received after the configured minutes; that forced receipt means no refund.
 */
export type ConfirmationValues = {
  readonly received?: boolean;
  /** Amount actually received (currency units); optional. */
  readonly receivedAmount?: number | string;
  readonly proofs?: readonly UploadFile[];
};

export type ConfirmationField = 'received' | 'receivedAmount' | 'proofs';

/**
 * Check a confirmation: the choice is required; a received amount, when given, is a number from 0 to
 * the withdrawal amount (more than 0 when marked received); not received needs at least one proof image
 * (png/jpg, 5 MB, at most 3).
 */
export function validateWithdrawalConfirmation(
  values: ConfirmationValues,
  withdrawalAmount: number,
): FormValidation<ConfirmationField> {
  const errors: Partial<Record<ConfirmationField, ValidationMessage>> = {};
  if (values.received === undefined) errors.received = { key: 'validation:received_required' };
  if (values.receivedAmount !== undefined && values.receivedAmount !== '') {
    const amount = toCents(values.receivedAmount);
    const max = toCents(withdrawalAmount) ?? 0;
    if (amount === undefined || amount < 0 || (values.received === true && amount === 0))
      errors.receivedAmount = { key: 'validation:amount_invalid' };
    else if (amount > max)
      errors.receivedAmount = { key: 'validation:amount_too_high', values: { max: withdrawalAmount } };
  }
  if (values.received === false) {
    const proofs = values.proofs ?? [];
    if (proofs.length === 0) errors.proofs = { key: 'validation:proof_required' };
    else {
      const check = validateUploads(proofs);
      const first = check.summary ?? Object.values(check.errors)[0];
      if (first !== undefined) errors.proofs = first;
    }
  }
  return formResult(errors);
}

export type ConfirmationStatus = 'pending' | 'received' | 'notReceived' | 'autoReceived';

/** When an unconfirmed withdrawal is treated as received. */
export function autoReceiptAt(createdAt: number, autoReceiptMinutes: number): number {
  return createdAt + Math.max(0, autoReceiptMinutes) * 60_000;
}

/**
 * The status of a withdrawal: the payee's answer if given before the deadline, otherwise pending until
 * the configured minutes have passed and then auto-received (a forced receipt).
 */
export function confirmationStatus(input: {
  readonly createdAt: number;
  readonly now: number;
  readonly autoReceiptMinutes: number;
  readonly answer?: { readonly received: boolean; readonly at: number };
}): ConfirmationStatus {
  const deadline = autoReceiptAt(input.createdAt, input.autoReceiptMinutes);
  if (input.answer !== undefined && input.answer.at < deadline)
    return input.answer.received ? 'received' : 'notReceived';
  return input.now >= deadline ? 'autoReceived' : 'pending';
}

/**
 * Whether the matching deposit may still be refunded: only a disputed (not received) withdrawal can
 * lead to a refund; a confirmed or forced receipt never does.
 */
export function refundPossible(status: ConfirmationStatus): boolean {
  return status === 'notReceived';
}
