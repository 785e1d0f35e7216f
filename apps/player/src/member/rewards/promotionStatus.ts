import type { ActivityStatus } from '@wl/domain';
import type { BadgeTone } from '@wl/ui';

/** A promotion as the reward centre reads it: the contract's fields and what the platform adds per type. */
export type PromotionItem = {
  id: string;
  title: string;
  promotionType: string;
  status: string;
  content?: string | undefined;
  imageUrl?: string | undefined;
  bonus?: number | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
  claimable?: boolean | undefined;
  turnoverMultiplier?: number | undefined;
  ticketsLeft?: number | undefined;
  progress?: number | undefined;
  target?: number | undefined;
  joinAt?: string | undefined;
  missionId?: string | undefined;
  rankLevel?: number | undefined;
};

/** The activity status of the spec (accounts §4) from the platform's word: COMING_SOON, CLAIM, ISSUED... */
export function activityStatus(value: string): ActivityStatus | undefined {
  const v = value.replace(/[\s_-]/g, '').toLowerCase();
  const map: Record<string, ActivityStatus> = {
    join: 'join',
    claim: 'claim',
    applying: 'applying',
    close: 'close',
    closed: 'close',
    rejected: 'rejected',
    issued: 'issued',
    claimed: 'claimed',
    process: 'process',
    inprogress: 'process',
    joined: 'joined',
    comingsoon: 'comingSoon',
  };
  return map[v];
}

export const STATUS_TONES: Record<ActivityStatus, BadgeTone> = {
  join: 'brand',
  claim: 'success',
  issued: 'success',
  applying: 'warning',
  process: 'warning',
  joined: 'accent',
  claimed: 'neutral',
  close: 'neutral',
  rejected: 'danger',
  comingSoon: 'accent',
};

/** Deposit promotions are joined on the deposit form, not here (their bonus comes with the credited deposit). */
const isDepositPromotion = (p: Pick<PromotionItem, 'promotionType' | 'joinAt'>) =>
  p.joinAt === 'DEPOSIT' || /DEPOSIT/.test(p.promotionType.toUpperCase());

export type PromotionAction = 'apply' | 'claim' | 'draw' | 'deposit' | undefined;

/**
 * What a member can do with a promotion: apply for a MANUAL one open to join, claim what is issued or claimable,
 * draw a raffle ticket, go to the deposit form for a deposit promotion open to join; nothing otherwise.
 */
export function promotionAction(p: PromotionItem): PromotionAction {
  const status = activityStatus(p.status);
  if (status === undefined) return undefined;
  if (isDepositPromotion(p)) return status === 'join' ? 'deposit' : undefined;
  if (status === 'join') return p.promotionType.toUpperCase() === 'MANUAL' ? 'apply' : undefined;
  if (status === 'claim' || status === 'issued')
    return p.promotionType.toUpperCase() === 'RAFFLE' ? 'draw' : 'claim';
  return undefined;
}
