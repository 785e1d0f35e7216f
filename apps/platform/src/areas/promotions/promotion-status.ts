/**
 * Promotions and the reward centre (REWCEN3). One source of promotions per tenant, its platform.json: the reward
 * centre's own (`rewards.promotions`: MANUAL, NEW_REGISTER / SIGNUP, RAFFLE) and the deposit promotions
 * (`cashier.depositPromotions`, listed here as DEPOSIT or FIRST_DEPOSIT and joined on the deposit form, the bonus paid
 * when the deposit is credited: areas/cashier/deposit-settlement.ts). Besides them each member sees a MISSION promotion per mission
 * (areas/missions/missions.ts) and an UPGRADE_BONUS per VIP level reached or next (areas/vip/vip.ts).
 *
 * Activity statuses (accounts §4) as a member sees them: COMING_SOON (not started), CLOSE (ended, or not for this
 * member any more), JOIN (can join: apply for a MANUAL one, pick a deposit one on the deposit form), JOINED (a pending
 * deposit joined it), APPLYING (a MANUAL application waits for the merchant), REJECTED (it was refused), ISSUED (the
 * merchant issued it: claim it), CLAIM (it can be claimed now), PROCESS (in progress: play on to reach it), CLAIMED
 * (paid). Every claim pays once (reward_claims' unique source key) and through the ledger, with its turnover.
 */
import type { Platform, Tenant } from '../../context.ts';
import type { RewardPromotion } from './settings.ts';
import { rewardsOf } from './rewards-config.ts';

export type PromotionStatus =
  | 'JOIN'
  | 'CLAIM'
  | 'APPLYING'
  | 'CLOSE'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLAIMED'
  | 'PROCESS'
  | 'JOINED'
  | 'COMING_SOON';

const CLAIMABLE_STATUSES: readonly PromotionStatus[] = ['CLAIM', 'ISSUED'];

type PromotionBase = {
  id: string;
  title: string;
  promotionType: string;
  status: PromotionStatus;
  content?: string;
  bonus?: number;
  startTime?: number;
  endTime?: number;
};
export type PromotionView = PromotionBase & { claimable: boolean } & Record<string, unknown>;

export const MISSION_PREFIX = 'MISSION-';
export const UPGRADE_PREFIX = 'UPGRADE-';

export function promotionsOn(tenant: Tenant): boolean {
  return tenant.config.promotions.enabled && tenant.config.modules.REWCEN3 !== false;
}

export function timing(
  p: Platform,
  x: { startAt?: string | undefined; endAt?: string | undefined },
): 'COMING_SOON' | 'CLOSE' | null {
  const now = p.clock.now().getTime();
  if (x.startAt && Date.parse(x.startAt) > now) return 'COMING_SOON';
  if (x.endAt && Date.parse(x.endAt) <= now) return 'CLOSE';
  return null;
}

export const times = (x: { startAt?: string | undefined; endAt?: string | undefined }) => ({
  ...(x.startAt ? { startTime: Date.parse(x.startAt) } : {}),
  ...(x.endAt ? { endTime: Date.parse(x.endAt) } : {}),
});

export function view(base: PromotionBase & Record<string, unknown>): PromotionView {
  return { ...base, claimable: CLAIMABLE_STATUSES.includes(base.status) };
}

export function promotionById(tenant: Tenant, id: string): RewardPromotion | undefined {
  return rewardsOf(tenant).promotions.find((x) => x.promotionId === id);
}
