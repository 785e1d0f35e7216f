import { describe, expect, it } from 'vitest';
import {
  autoReceiptAt,
  confirmationStatus,
  refundPossible,
  validateWithdrawalConfirmation,
} from './confirmation.ts';

const proof = { name: 'proof.jpg', type: 'image/jpeg', size: 2000 };

describe('withdrawal confirmation form', () => {
  it('requires the received / not received choice', () => {
    expect(validateWithdrawalConfirmation({}, 100).errors).toEqual({
      received: { key: 'validation:received_required' },
    });
    expect(validateWithdrawalConfirmation({ received: true }, 100).ok).toBe(true);
  });
  it('checks the received amount', () => {
    expect(validateWithdrawalConfirmation({ received: true, receivedAmount: '100.00' }, 100).ok).toBe(true);
    expect(validateWithdrawalConfirmation({ received: true, receivedAmount: '' }, 100).ok).toBe(true);
    expect(validateWithdrawalConfirmation({ received: true, receivedAmount: 100.01 }, 100).errors).toEqual({
      receivedAmount: { key: 'validation:amount_too_high', values: { max: 100 } },
    });
    for (const v of [-1, 'abc', 0, NaN])
      expect(validateWithdrawalConfirmation({ received: true, receivedAmount: v }, 100).errors).toEqual({
        receivedAmount: { key: 'validation:amount_invalid' },
      });
    expect(
      validateWithdrawalConfirmation({ received: false, receivedAmount: 0, proofs: [proof] }, 100).ok,
    ).toBe(true);
  });
  it('requires valid proof when not received', () => {
    expect(validateWithdrawalConfirmation({ received: false }, 100).errors).toEqual({
      proofs: { key: 'validation:proof_required' },
    });
    expect(
      validateWithdrawalConfirmation(
        { received: false, proofs: [{ ...proof, type: 'application/pdf' }] },
        100,
      ).errors,
    ).toEqual({ proofs: { key: 'validation:upload_type' } });
    expect(
      validateWithdrawalConfirmation({ received: false, proofs: [proof, proof, proof, proof] }, 100).errors,
    ).toEqual({ proofs: { key: 'validation:upload_count', values: { max: 3 } } });
    expect(validateWithdrawalConfirmation({ received: false, proofs: [proof] }, 100).ok).toBe(true);
  });
});

describe('confirmation status', () => {
  const createdAt = 1_000_000;
  it('is auto-received after the configured minutes, pending before', () => {
    expect(autoReceiptAt(createdAt, 30)).toBe(createdAt + 1_800_000);
    expect(autoReceiptAt(createdAt, -5)).toBe(createdAt);
    expect(confirmationStatus({ createdAt, now: createdAt + 1_799_999, autoReceiptMinutes: 30 })).toBe(
      'pending',
    );
    expect(confirmationStatus({ createdAt, now: createdAt + 1_800_000, autoReceiptMinutes: 30 })).toBe(
      'autoReceived',
    );
  });
  it('takes the payee answer given before the deadline', () => {
    expect(
      confirmationStatus({
        createdAt,
        now: createdAt + 9e9,
        autoReceiptMinutes: 30,
        answer: { received: false, at: createdAt + 60_000 },
      }),
    ).toBe('notReceived');
    expect(
      confirmationStatus({
        createdAt,
        now: createdAt + 60_000,
        autoReceiptMinutes: 30,
        answer: { received: true, at: createdAt + 60_000 },
      }),
    ).toBe('received');
    expect(
      confirmationStatus({
        createdAt,
        now: createdAt + 9e9,
        autoReceiptMinutes: 30,
        answer: { received: false, at: createdAt + 1_800_000 },
      }),
    ).toBe('autoReceived');
  });
  it('never refunds after a confirmed or forced receipt', () => {
    expect([
      refundPossible('notReceived'),
      refundPossible('received'),
      refundPossible('autoReceived'),
      refundPossible('pending'),
    ]).toEqual([true, false, false, false]);
  });
});
