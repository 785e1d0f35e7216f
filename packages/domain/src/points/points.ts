import { formResult, type FormValidation, type ValidationMessage } from '../messages/messages.ts';

/** Points mall rules (accounts spec sections 3, 4, 9). Points never expire. */

export type RedeemStatus = 'inProcess' | 'rejected' | 'approved';
export const REDEEM_STATUSES: readonly RedeemStatus[] = Object.freeze(['inProcess', 'rejected', 'approved']);

/** Read a redeem status from the server's wording (IN_PROCESS, in process, Processing, REJECTED, APPROVED ...). */
export function parseRedeemStatus(value: unknown): RedeemStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.replace(/[\s_-]/g, '').toLowerCase();
  if (v === 'inprocess' || v === 'processing' || v === 'pending') return 'inProcess';
  if (v === 'rejected') return 'rejected';
  return v === 'approved' ? 'approved' : undefined;
}

export type ActivityStatus =
  | 'join'
  | 'claim'
  | 'applying'
  | 'close'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'joined'
  | 'comingSoon';
export const ACTIVITY_STATUSES: readonly ActivityStatus[] = Object.freeze([
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'comingSoon',
]);

/** The activity statuses where the member can act (join or claim); the others are informational. */
export function activityAction(status: ActivityStatus): 'join' | 'claim' | undefined {
  return status === 'join' ? 'join' : status === 'claim' || status === 'issued' ? 'claim' : undefined;
}

/** Game categories that earn points by betting: live, lottery, PVP, slots (RNG) and sports. */
export type PointsCategory = 'LIVE' | 'LOTT' | 'PVP' | 'RNG' | 'SPORTS';
export const POINTS_CATEGORIES: readonly PointsCategory[] = Object.freeze([
  'LIVE',
  'LOTT',
  'PVP',
  'RNG',
  'SPORTS',
]);

/** Every `amount` of money earns `points` points. */
export type PointsRatio = { readonly amount: number; readonly points: number };

/** The exchange table (from the points config call; the spec does not show it). */
export type PointsRatioTable = {
  readonly deposit?: PointsRatio;
  readonly bet?: Readonly<Partial<Record<PointsCategory, PointsRatio>>>;
};

export type PointsActivity =
  | { readonly kind: 'deposit'; readonly amount: number }
  | { readonly kind: 'bet'; readonly category: string; readonly validBet: number };

/**
 * Points earned by one deposit or one period's valid bet in a category: floor(amount / ratio.amount) x
 * ratio.points, whole points only. Categories without a ratio (or outside the earning list), bad ratios
 * and negative or non-finite amounts earn 0.
 */
export function pointsEarned(activity: PointsActivity, table: PointsRatioTable): number {
  const ratio =
    activity.kind === 'deposit'
      ? table.deposit
      : (POINTS_CATEGORIES as readonly string[]).includes(activity.category)
        ? table.bet?.[activity.category as PointsCategory]
        : undefined;
  const amount = activity.kind === 'deposit' ? activity.amount : activity.validBet;
  if (ratio === undefined || !(ratio.amount > 0) || !(ratio.points >= 0) || !Number.isFinite(ratio.points))
    return 0;
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.floor(amount / ratio.amount + 1e-9) * Math.floor(ratio.points);
}

export type RedeemItem = {
  /** Points needed for one unit. */
  readonly pointsRequired: number;
  /** Qualifying amount (e.g. deposit or valid bet) the member must have reached, if any. */
  readonly amountRequirement?: number;
  /** Units left, if limited. */
  readonly stock?: number;
  /** Most units per redemption, if limited. */
  readonly maxQuantity?: number;
};

export type RedeemField = 'quantity' | 'points' | 'amount';

/**
 * Redemption checks: quantity a whole number from 1 to the item's limit and stock; enough points for
 * quantity x pointsRequired; the member's qualifying amount at least the item's amount requirement.
 */
export function checkRedemption(input: {
  readonly item: RedeemItem;
  readonly quantity: number;
  readonly pointsBalance: number;
  readonly qualifyingAmount?: number;
}): FormValidation<RedeemField> {
  const { item, quantity, pointsBalance } = input;
  const errors: Partial<Record<RedeemField, ValidationMessage>> = {};
  const max = Math.max(
    0,
    Math.min(item.maxQuantity ?? Number.MAX_SAFE_INTEGER, item.stock ?? Number.MAX_SAFE_INTEGER),
  );
  if (item.stock !== undefined && item.stock <= 0) errors.quantity = { key: 'validation:out_of_stock' };
  else if (!Number.isInteger(quantity) || quantity < 1 || quantity > max)
    errors.quantity = { key: 'validation:quantity_invalid', values: { min: 1, max } };
  if (errors.quantity === undefined) {
    const required = quantity * item.pointsRequired;
    if (!Number.isFinite(pointsBalance) || pointsBalance < required) {
      errors.points = {
        key: 'validation:points_insufficient',
        values: { required, available: Number.isFinite(pointsBalance) ? pointsBalance : 0 },
      };
    }
  }
  if (
    item.amountRequirement !== undefined &&
    item.amountRequirement > 0 &&
    !((input.qualifyingAmount ?? 0) >= item.amountRequirement)
  ) {
    errors.amount = {
      key: 'validation:amount_requirement_unmet',
      values: { required: item.amountRequirement },
    };
  }
  return formResult(errors);
}
