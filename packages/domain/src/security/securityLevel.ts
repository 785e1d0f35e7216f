/**
 * The security centre's level: how many of the five protections an account has set up. Pure: the platform computes
 * it for the security config answer and the sites may show it as a meter.
 */
export type SecuritySetup = {
  readonly hasPaymentPassword: boolean;
  readonly mobileBound: boolean;
  readonly emailBound: boolean;
  /** Bank cards bound (any positive count counts once). */
  readonly bankCardCount: number;
  /** An authenticator app (TOTP) is bound. */
  readonly gaBound: boolean;
};

export type SecurityItem = 'paymentPassword' | 'mobile' | 'email' | 'bankCard' | 'authenticator';

/** The five protections, in the order the security centre lists them. */
export const SECURITY_ITEMS: readonly SecurityItem[] = [
  'paymentPassword',
  'mobile',
  'email',
  'bankCard',
  'authenticator',
];
export const SECURITY_LEVEL_MAX = SECURITY_ITEMS.length;

/** Which of the five protections are set up. */
export function securityItemsDone(setup: SecuritySetup): Record<SecurityItem, boolean> {
  return {
    paymentPassword: setup.hasPaymentPassword,
    mobile: setup.mobileBound,
    email: setup.emailBound,
    bankCard: Number.isFinite(setup.bankCardCount) && setup.bankCardCount > 0,
    authenticator: setup.gaBound,
  };
}

/** 0..SECURITY_LEVEL_MAX: one for each protection that is set up. */
export function securityLevel(setup: SecuritySetup): number {
  return Object.values(securityItemsDone(setup)).filter(Boolean).length;
}

export type SecurityStrength = 'low' | 'medium' | 'high';

/** A word for the meter: low below 2, high from 4, medium between. */
export function securityStrength(level: number): SecurityStrength {
  if (level >= 4) return 'high';
  if (level >= 2) return 'medium';
  return 'low';
}
