import type { ContractKind, ContractTier } from './stateMachine.ts';

/**
 * What a contract pays for one period. The spec names the inputs (rate, active members, bet amount,
 * period valid bet, period profit and loss) but not the formula; this is the documented rule:
 *
 * 1. Tier: the tier with the highest rate among those whose thresholds the period meets
 *    (activeMembers >= minActiveMembers and validBet >= minValidBet). No tier met: nothing is due.
 * 2. Base: salary contracts (daily, hourly, real-time) pay on the period's valid bet; dividend contracts
 *    pay on the team's loss, i.e. max(0, -profitAndLoss) where profitAndLoss is the players' net
 *    result (positive = players won, nothing to share).
 * 3. Gross = floor(base x rate) to the cent (never pay a fraction of a cent too much).
 * 4. Net = max(0, gross - what this agent's own downline contracts are paid for the same period)
 *    (the differential model: an upline earns the spread between its rate and its downlines' rates).
 *
 * All money is handled as integer cents. Bad input (negative or non-finite bets, fractional members,
 * rates outside 0..1) is refused, never guessed.
 */
export type PeriodFigures = {
  /** Team valid bet in the period (currency units, >= 0). */
  readonly validBet: number;
  /** Active members in the period (integer >= 0). */
  readonly activeMembers: number;
  /** Players' net profit and loss in the period (currency units; any sign). */
  readonly profitAndLoss: number;
};

export type PayResult =
  | {
      readonly ok: true;
      /** The tier applied, or undefined when no tier was met. */
      readonly tier: ContractTier | undefined;
      readonly baseCents: number;
      readonly grossCents: number;
      readonly downlineCents: number;
      /** What is due to the agent, in cents. */
      readonly netCents: number;
      /** `netCents` in currency units. */
      readonly net: number;
    }
  | { readonly ok: false; readonly reason: 'invalidFigures' | 'invalidTiers' };

const validTier = (t: ContractTier) =>
  Number.isFinite(t.rate) &&
  t.rate >= 0 &&
  t.rate <= 1 &&
  Number.isInteger(t.minActiveMembers) &&
  t.minActiveMembers >= 0 &&
  Number.isFinite(t.minValidBet) &&
  t.minValidBet >= 0;

const cents = (amount: number) => Math.round(amount * 100);

/** The best tier the figures qualify for. */
export function qualifyingTier(
  tiers: readonly ContractTier[],
  figures: Pick<PeriodFigures, 'validBet' | 'activeMembers'>,
): ContractTier | undefined {
  let best: ContractTier | undefined;
  for (const t of tiers) {
    if (
      figures.activeMembers >= t.minActiveMembers &&
      figures.validBet >= t.minValidBet &&
      (best === undefined || t.rate > best.rate)
    )
      best = t;
  }
  return best;
}

/** Compute the pay due for a period; see the rule above. `downlinePaid` is in currency units (>= 0). */
export function computeContractPay(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  figures: PeriodFigures,
  downlinePaid = 0,
): PayResult {
  const { validBet, activeMembers, profitAndLoss } = figures;
  const figuresOk =
    Number.isFinite(validBet) &&
    validBet >= 0 &&
    validBet <= Number.MAX_SAFE_INTEGER / 100 &&
    Number.isInteger(activeMembers) &&
    activeMembers >= 0 &&
    Number.isFinite(profitAndLoss) &&
    Math.abs(profitAndLoss) <= Number.MAX_SAFE_INTEGER / 100 &&
    Number.isFinite(downlinePaid) &&
    downlinePaid >= 0;
  if (!figuresOk) return { ok: false, reason: 'invalidFigures' };
  if (!tiers.every(validTier)) return { ok: false, reason: 'invalidTiers' };
  const tier = qualifyingTier(tiers, figures);
  const baseCents = kind === 'dividend' ? Math.max(0, -cents(profitAndLoss)) : cents(validBet);
  const grossCents = tier === undefined ? 0 : Math.floor(baseCents * tier.rate + 1e-6);
  const downlineCents = cents(downlinePaid);
  const netCents = Math.max(0, grossCents - downlineCents);
  return { ok: true, tier, baseCents, grossCents, downlineCents, netCents, net: netCents / 100 };
}
