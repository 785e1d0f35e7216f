import { describe, expect, it } from 'vitest';
import { SECURITY_LEVEL_MAX, securityItemsDone, securityLevel, securityStrength } from './securityLevel.ts';

const none = {
  hasPaymentPassword: false,
  mobileBound: false,
  emailBound: false,
  bankCardCount: 0,
  gaBound: false,
};

describe('securityLevel', () => {
  it('is 0 when nothing is set up and the maximum when everything is', () => {
    expect(securityLevel(none)).toBe(0);
    expect(
      securityLevel({
        hasPaymentPassword: true,
        mobileBound: true,
        emailBound: true,
        bankCardCount: 1,
        gaBound: true,
      }),
    ).toBe(SECURITY_LEVEL_MAX);
    expect(SECURITY_LEVEL_MAX).toBe(5);
  });
  it('counts each protection once; several bank cards count as one', () => {
    expect(securityLevel({ ...none, bankCardCount: 3 })).toBe(1);
    expect(securityLevel({ ...none, hasPaymentPassword: true, gaBound: true })).toBe(2);
    expect(securityLevel({ ...none, bankCardCount: Number.NaN })).toBe(0);
  });
  it('names what is done', () => {
    expect(securityItemsDone({ ...none, mobileBound: true })).toEqual({
      paymentPassword: false,
      mobile: true,
      email: false,
      bankCard: false,
      authenticator: false,
    });
  });
  it('gives a word for the meter', () => {
    expect([0, 1, 2, 3, 4, 5].map(securityStrength)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

describe('validateLoginVerification', () => {
  it('requires an answer and checks codes by method', async () => {
    const { validateLoginVerification } = await import('./loginVerification.ts');
    expect(validateLoginVerification('email', '  ').errors.answer?.key).toBe('validation:required');
    expect(validateLoginVerification('mobile', '12a').errors.answer?.key).toBe(
      'validation:verification_code_invalid',
    );
    expect(validateLoginVerification('mobile', '123456').ok).toBe(true);
    expect(validateLoginVerification('google', '1234').errors.answer?.key).toBe(
      'validation:verification_code_invalid',
    );
    expect(validateLoginVerification('google', '123 456').ok).toBe(true);
    expect(validateLoginVerification('bankAccountName', 'Somchai Jaidee').ok).toBe(true);
  });
});
