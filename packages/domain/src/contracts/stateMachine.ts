/**
 * Salary and dividend contracts between an upline agent and a downline agent (accounts spec section 4).
 *
 *   offered --accept(downline)--> active --requestTermination(either)--> terminationRequested
 *   offered --reject(downline)--> rejected          terminationRequested --confirm(other side)--> terminated
 *   offered --withdraw(upline)--> withdrawn         terminationRequested --decline(other side)--> active
 *   active | terminationRequested | offered --systemTerminate--> terminated   (upline rate rule)
 *
 * Only the counterparty confirms or declines a termination request; the requester may not.
 */

export type ContractKind = 'dailySalary' | 'hourlySalary' | 'realtimeSalary' | 'dividend';
export const CONTRACT_KINDS: readonly ContractKind[] = Object.freeze([
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
  'dividend',
]);

export type ContractParty = 'upline' | 'downline';
export type ContractStatus =
  'offered' | 'active' | 'rejected' | 'withdrawn' | 'terminationRequested' | 'terminated';

export type ContractState = {
  readonly status: ContractStatus;
  readonly terminationRequestedBy?: ContractParty;
};

export type ContractEvent =
  | { readonly type: 'accept'; readonly by: ContractParty }
  | { readonly type: 'reject'; readonly by: ContractParty }
  | { readonly type: 'withdraw'; readonly by: ContractParty }
  | { readonly type: 'requestTermination'; readonly by: ContractParty }
  | { readonly type: 'confirmTermination'; readonly by: ContractParty }
  | { readonly type: 'declineTermination'; readonly by: ContractParty }
  | { readonly type: 'systemTerminate' };

export type TransitionResult =
  | { readonly ok: true; readonly state: ContractState }
  | { readonly ok: false; readonly reason: 'notAllowedInState' | 'wrongParty' };

const FINAL: readonly ContractStatus[] = ['rejected', 'withdrawn', 'terminated'];

/** Whether the contract is over (no event changes it any more). */
export function isContractClosed(state: ContractState): boolean {
  return FINAL.includes(state.status);
}

/** Whether the contract currently pays (active, including while a termination request is pending). */
export function isContractInForce(state: ContractState): boolean {
  return state.status === 'active' || state.status === 'terminationRequested';
}

const no = (reason: 'notAllowedInState' | 'wrongParty'): TransitionResult => ({ ok: false, reason });
const to = (status: ContractStatus, terminationRequestedBy?: ContractParty): TransitionResult => ({
  ok: true,
  state: terminationRequestedBy === undefined ? { status } : { status, terminationRequestedBy },
});

/** Apply an event to a contract; illegal events are refused with a reason and change nothing. */
export function contractTransition(state: ContractState, event: ContractEvent): TransitionResult {
  if (isContractClosed(state)) return no('notAllowedInState');
  if (event.type === 'systemTerminate') return to('terminated');
  switch (event.type) {
    case 'accept':
    case 'reject':
      if (state.status !== 'offered') return no('notAllowedInState');
      if (event.by !== 'downline') return no('wrongParty');
      return to(event.type === 'accept' ? 'active' : 'rejected');
    case 'withdraw':
      if (state.status !== 'offered') return no('notAllowedInState');
      return event.by === 'upline' ? to('withdrawn') : no('wrongParty');
    case 'requestTermination':
      return state.status === 'active' ? to('terminationRequested', event.by) : no('notAllowedInState');
    case 'confirmTermination':
    case 'declineTermination':
      if (state.status !== 'terminationRequested') return no('notAllowedInState');
      if (event.by === state.terminationRequestedBy) return no('wrongParty');
      return to(event.type === 'confirmTermination' ? 'terminated' : 'active');
  }
}

/** A tier of a contract: the rate paid once both thresholds are met. */
export type ContractTier = {
  /** Fraction of the base (valid bet for salary, team loss for dividend): 0.005 = 0.5 %. */
  readonly rate: number;
  /** Minimum active members in the period. */
  readonly minActiveMembers: number;
  /** Minimum valid bet in the period (daily, per hour or per window). */
  readonly minValidBet: number;
};

/** A contract's headline rate (its best tier), used to compare upline and downline contracts. */
export function contractRate(tiers: readonly ContractTier[]): number {
  return tiers.reduce((max, t) => Math.max(max, t.rate), 0);
}

/**
 * The downline rule: agreeing to a contract whose rate is lower than an existing downline contract's
 * rate (same kind) terminates that downline contract. Returns the downline contracts (not yet closed)
 * that must be terminated when the agent agrees to `newRate`.
 */
export function downlineContractsToTerminate<
  C extends { readonly kind: ContractKind; readonly rate: number; readonly state: ContractState },
>(kind: ContractKind, newRate: number, downlineContracts: readonly C[]): readonly C[] {
  return downlineContracts.filter((c) => c.kind === kind && !isContractClosed(c.state) && c.rate > newRate);
}

/** Whether an upline may offer a downline this rate: never above the upline's own rate of that kind. */
export function canOfferRate(ownRate: number | undefined, offeredRate: number): boolean {
  return (
    Number.isFinite(offeredRate) &&
    offeredRate >= 0 &&
    offeredRate <= 1 &&
    (ownRate === undefined || offeredRate <= ownRate)
  );
}
