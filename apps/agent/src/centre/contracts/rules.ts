import {
  canOfferRate,
  contractRate,
  contractTransition,
  downlineContractsToTerminate,
  type ContractEvent,
  type ContractKind,
  type ContractParty,
  type ContractState,
  type ContractStatus,
} from '@wl/domain';
import type { KeyOf } from '@wl/i18n';

/** The four contract pages' kinds, as the platform's calls name them. */
export type ContractPageKind = 'dailySalary' | 'hourSalary' | 'realtimeSalary' | 'dividend';

/** A contract tier as the platform takes it: thresholds and a rate in percent. */
export type TierInput = { activeMembers: number; betAmount: number; rate: number };

/** The actions of the platform's `process*` calls. */
export type ContractAction =
  'accept' | 'reject' | 'requestTermination' | 'agreeTermination' | 'refuseTermination';

const STATUS: Readonly<Record<string, ContractStatus>> = {
  OFFERED: 'offered',
  ACTIVE: 'active',
  REJECTED: 'rejected',
  TERMINATION_REQUESTED: 'terminationRequested',
  TERMINATED: 'terminated',
};

/** The platform's contract (status, who asked for termination) as the domain's state. */
export function contractState(c: {
  status: string;
  terminationRequestedBy?: ContractParty | null | undefined;
}): ContractState {
  const status = STATUS[c.status] ?? 'terminated';
  return c.terminationRequestedBy ? { status, terminationRequestedBy: c.terminationRequestedBy } : { status };
}

/** Each platform action and the domain event it is. */
const EVENTS: readonly [ContractAction, ContractEvent['type']][] = [
  ['accept', 'accept'],
  ['reject', 'reject'],
  ['requestTermination', 'requestTermination'],
  ['agreeTermination', 'confirmTermination'],
  ['refuseTermination', 'declineTermination'],
];

/** The actions my side may take on a contract in its state: the domain's state machine decides. */
export function allowedActions(state: ContractState, side: ContractParty): ContractAction[] {
  return EVENTS.filter(([, type]) => contractTransition(state, { type, by: side } as ContractEvent).ok).map(
    ([action]) => action,
  );
}

/** The headline rate (percent) of tiers: the best tier, as the domain compares contracts. */
export function headlineRate(tiers: readonly TierInput[]): number {
  return (
    contractRate(
      tiers.map((t) => ({ rate: t.rate / 100, minActiveMembers: t.activeMembers, minValidBet: t.betAmount })),
    ) * 100
  );
}

/** A tier row as typed in the editor. */
export type TierDraft = { activeMembers: string; betAmount: string; rate: string };

export type TierProblem = {
  row: number;
  field: keyof TierDraft;
  key: KeyOf<'agentContracts'>;
  values?: Record<string, number>;
};

/** At most this many tiers in one contract (the platform's limit). */
export const MAX_TIERS = 10;

const WHOLE = /^\d{1,9}$/;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;

/**
 * The tiers' problems: every field a number (members whole, bet amount with cents, rate in percent), thresholds
 * ascending (each tier above the one before in members or bet and below it in neither), rates within my own
 * (`cap`, percent; undefined: no cap but 100 %) by the domain's offer rule.
 */
export function tierProblems(rows: readonly TierDraft[], cap: number | undefined): TierProblem[] {
  const problems: TierProblem[] = [];
  const parsed: (TierInput | undefined)[] = rows.map((r, row) => {
    const bad: TierProblem[] = [];
    if (!WHOLE.test(r.activeMembers.trim()))
      bad.push({ row, field: 'activeMembers', key: 'tiers.badMembers' });
    if (!MONEY.test(r.betAmount.trim())) bad.push({ row, field: 'betAmount', key: 'tiers.badAmount' });
    const rate = Number(r.rate.trim());
    if (!RATE.test(r.rate.trim()) || rate <= 0) bad.push({ row, field: 'rate', key: 'tiers.badRate' });
    else if (!canOfferRate(cap === undefined ? undefined : cap / 100, rate / 100))
      bad.push({
        row,
        field: 'rate',
        key: cap === undefined ? 'tiers.rateOver100' : 'tiers.rateOverMine',
        values: { max: cap ?? 100 },
      });
    problems.push(...bad);
    return bad.some((p) => p.field !== 'rate')
      ? undefined
      : { activeMembers: Number(r.activeMembers), betAmount: Number(r.betAmount), rate };
  });
  for (let i = 1; i < parsed.length; i += 1) {
    const before = parsed[i - 1];
    const tier = parsed[i];
    if (!before || !tier) continue;
    const notLower = tier.activeMembers >= before.activeMembers && tier.betAmount >= before.betAmount;
    const higher = tier.activeMembers > before.activeMembers || tier.betAmount > before.betAmount;
    if (!notLower || !higher)
      problems.push({
        row: i,
        field: tier.activeMembers < before.activeMembers || !higher ? 'activeMembers' : 'betAmount',
        key: 'tiers.notAscending',
      });
  }
  return problems;
}

/** The tiers as the platform takes them (only once `tierProblems` is empty). */
export const tiersOf = (rows: readonly TierDraft[]): TierInput[] =>
  rows.map((r) => ({
    activeMembers: Number(r.activeMembers),
    betAmount: Number(r.betAmount),
    rate: Number(r.rate),
  }));

/**
 * The lower-rate rule, as the platform applies it on accept: my open downline contracts (of the page's kind) whose
 * headline rate is above the rate of the contract I accept end with it. Each is returned with its rate (percent).
 */
export function endedByAccepting<
  C extends {
    status: string;
    tiers: readonly TierInput[];
    terminationRequestedBy?: ContractParty | null | undefined;
  },
>(
  kind: ContractKind,
  accepted: { tiers: readonly TierInput[] },
  downlines: readonly C[],
): { contract: C; rate: number }[] {
  const rate = headlineRate(accepted.tiers);
  const given = downlines.map((contract) => ({
    contract,
    kind: 'dailySalary' as const,
    rate: headlineRate(contract.tiers),
    state: contractState(contract),
  }));
  return downlineContractsToTerminate(kind, rate, given).map(({ contract, rate: r }) => ({
    contract,
    rate: r,
  }));
}
