/**
 * The tenant's rewards settings with the defaults applied (platform.json `rewards`, areas/promotions/settings.ts):
 * promotions, missions, VIP levels and referral rules. Amounts left to the defaults are in THB-like units, a tenth of
 * them for currencies worth more per unit (as the points mall's rates).
 */
import type { Tenant } from '../../context.ts';
import { DEFAULT_REWARDS } from '../../tenants/defaults.ts';
import {
  missionSchema,
  rewardPromotionSchema,
  vipLevelSchema,
  type MissionConfig,
  type RewardPromotion,
  type VipLevel,
} from './settings.ts';

export type Rewards = {
  promotions: RewardPromotion[];
  missions: MissionConfig[];
  missionTurnoverMultiplier: number;
  vipLevels: VipLevel[];
  vipTurnoverMultiplier: number;
  referral: {
    registerReward: number;
    firstDepositReward: number;
    maxRewardedInvitees: number;
    turnoverMultiplier: number;
  };
};

const WHOLE_UNIT_CURRENCIES = ['THB', 'PHP', 'INR', 'VND', 'IDR'];

/** What one default amount is worth in the tenant's currency (1, or 0.1 for USD-like currencies). */
const defaultUnit = (tenant: Tenant) => (WHOLE_UNIT_CURRENCIES.includes(tenant.config.currency) ? 1 : 0.1);

const cache = new WeakMap<Tenant, Rewards>();

export function rewardsOf(tenant: Tenant): Rewards {
  const hit = cache.get(tenant);
  if (hit) return hit;
  const own = tenant.config.rewards;
  const unit = defaultUnit(tenant);
  const scale = (n: number) => Math.round(n * unit * 100) / 100;
  const promotions =
    own.promotions ??
    DEFAULT_REWARDS.promotions.map((x) => {
      const d = x as {
        bonus?: number;
        ticketPerValidBet?: number;
        prizes?: { name: string; amount: number; weight: number }[];
      };
      return rewardPromotionSchema.parse({
        ...x,
        bonus: scale(d.bonus ?? 0),
        ...(d.ticketPerValidBet !== undefined
          ? {
              ticketPerValidBet: scale(d.ticketPerValidBet),
              prizes: (d.prizes ?? []).map((z) => ({ ...z, amount: scale(z.amount) })),
            }
          : {}),
      });
    });
  const missions =
    own.missions ??
    DEFAULT_REWARDS.missions.map((m) =>
      missionSchema.parse({
        ...m,
        milestones: m.milestones.map((x) => ({
          target: m.metric === 'BET_COUNT' ? x.target : scale(x.target),
          reward: scale(x.reward),
        })),
      }),
    );
  const vipLevels = (
    own.vip.levels ??
    DEFAULT_REWARDS.vipLevels.map((l) =>
      vipLevelSchema.parse({
        ...l,
        monthlyTurnover: scale(l.monthlyTurnover),
        totalTurnover: scale(l.totalTurnover),
        upgradeBonus: scale(l.upgradeBonus),
        monthlyBonus: scale(l.monthlyBonus),
      }),
    )
  )
    .slice()
    .sort((a, b) => a.level - b.level);
  const r: Rewards = {
    promotions,
    missions,
    missionTurnoverMultiplier: own.missionTurnoverMultiplier,
    vipLevels,
    vipTurnoverMultiplier: own.vip.turnoverMultiplier,
    referral: {
      registerReward: own.referral.registerReward ?? scale(DEFAULT_REWARDS.referral.registerReward),
      firstDepositReward:
        own.referral.firstDepositReward ?? scale(DEFAULT_REWARDS.referral.firstDepositReward),
      maxRewardedInvitees: own.referral.maxRewardedInvitees,
      turnoverMultiplier: own.referral.turnoverMultiplier,
    },
  };
  cache.set(tenant, r);
  return r;
}
