/**
 * The `rewards` section of a tenant's platform.json: the reward centre's promotions (besides the deposit promotions,
 * which stay in `cashier.depositPromotions` and are listed by the reward centre as DEPOSIT / FIRST_DEPOSIT), the
 * missions, the VIP levels and the referral rules. Every field is optional: what is left out comes from the defaults
 * in defaults.ts (`DEFAULT_REWARDS`, amounts in THB; other currencies a tenth of them), resolved by `rewardsOf` in
 * areas/promotions/rewards-config.ts. So every tenant, and a brand made by `pnpm tenant:new`, has rewards with no extra step.
 */
import { z } from 'zod';

const amount = z.number().min(0).max(1e9);
const code = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (at most 40)');
const titles = z.record(z.string(), z.string()).default({});
const unique =
  <T>(key: (item: T) => string | number, what: string) =>
  (list: readonly T[] | undefined, ctx: z.RefinementCtx) => {
    const seen = new Set<string | number>();
    for (const [i, item] of (list ?? []).entries()) {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `${what} ${k} appears twice`, path: [i] });
      seen.add(k);
    }
  };

/**
 * A promotion of the reward centre the member claims there. MANUAL: the member applies, the merchant issues or
 * rejects, the member claims what was issued. NEW_REGISTER / SIGNUP: a new account claims it within `withinDays` of
 * registering. RAFFLE: tickets from valid bets in the running week, each claim draws a prize.
 */
export const rewardPromotionSchema = z.object({
  promotionId: code,
  type: z.enum(['MANUAL', 'NEW_REGISTER', 'SIGNUP', 'RAFFLE']),
  title: z.string().min(1),
  titles,
  /** HTML shown in the promotion's detail. */
  content: z.string().default(''),
  /** The bonus paid (MANUAL, NEW_REGISTER, SIGNUP); raffles pay their prizes. */
  bonus: amount.default(0),
  /** Turnover the bonus requires before a withdrawal, in times the bonus (the rule bonus details and withdrawals share). */
  turnoverMultiplier: z.number().min(0).default(1),
  /** NEW_REGISTER / SIGNUP: days after registration the bonus can be claimed. */
  withinDays: z.number().int().min(1).default(30),
  /** RAFFLE: one ticket per this much valid bet in the running week (Monday, UTC), at most maxTickets a week. */
  ticketPerValidBet: amount.default(1000),
  maxTickets: z.number().int().min(1).default(5),
  prizes: z
    .array(z.object({ name: z.string().min(1), amount: amount, weight: z.number().int().min(1) }))
    .default([]),
  /** Running from / until (ISO date-time); before it the promotion is COMING_SOON, after it CLOSE. */
  startAt: z.iso.datetime({ offset: true }).optional(),
  endAt: z.iso.datetime({ offset: true }).optional(),
});

/** A mission: reach milestones of valid bet (or bet count) in the running period from settled real bets. */
export const missionSchema = z.object({
  missionId: code,
  title: z.string().min(1),
  titles,
  description: z.string().default(''),
  metric: z.enum(['VALID_BET', 'BET_COUNT']).default('VALID_BET'),
  /** Only bets of this product type count (RNG, LIVE, SPORTS...); every type when left out. */
  gameType: z.string().optional(),
  period: z.enum(['DAILY', 'WEEKLY', 'MONTHLY']),
  milestones: z
    .array(z.object({ target: z.number().positive(), reward: amount }))
    .min(1)
    .refine((m) => m.every((x, i) => i === 0 || x.target > m[i - 1]!.target), 'milestone targets must rise'),
});

export const vipLevelSchema = z.object({
  level: z.number().int().min(0).max(99),
  name: z.string().min(1),
  /** Valid bet of a calendar month (UTC) and in total that the level asks for. */
  monthlyTurnover: amount,
  totalTurnover: amount,
  /** Paid once when the level is reached (claimed as UPGRADE_BONUS in the reward centre). */
  upgradeBonus: amount.default(0),
  monthlyBonus: amount.default(0),
  /** Rebate in percent of valid bet (shown as a benefit). */
  rebateRate: z.number().min(0).max(10).default(0),
});

export const rewardsSettingsSchema = z.object({
  promotions: z
    .array(rewardPromotionSchema)
    .superRefine(unique((p) => p.promotionId, 'promotionId'))
    .optional(),
  missions: z
    .array(missionSchema)
    .superRefine(unique((m) => m.missionId, 'missionId'))
    .optional(),
  /** Turnover a mission reward requires, in times the reward. */
  missionTurnoverMultiplier: z.number().min(0).default(1),
  vip: z
    .object({
      /** From level 0 up; a member rises to the highest level whose total turnover it reached, never falls. */
      levels: z
        .array(vipLevelSchema)
        .min(1)
        .superRefine(unique((l) => l.level, 'level'))
        .refine(
          (l) =>
            l.every(
              (x, i) => i === 0 || (x.level > l[i - 1]!.level && x.totalTurnover >= l[i - 1]!.totalTurnover),
            ),
          'levels must rise with their total turnover',
        )
        .optional(),
      /** Turnover an upgrade bonus requires, in times the bonus. */
      turnoverMultiplier: z.number().min(0).default(1),
    })
    .prefault({}),
  referral: z
    .object({
      /** Paid to the referrer when an account registers with its referral code (while promotions.referral is on). */
      registerReward: amount.optional(),
      /** Paid to the referrer when the invitee's first deposit is credited. */
      firstDepositReward: amount.optional(),
      /** Rewards paid per referrer at most (0: no limit). */
      maxRewardedInvitees: z.number().int().min(0).default(0),
      turnoverMultiplier: z.number().min(0).default(1),
    })
    .prefault({}),
});
export type RewardPromotion = z.output<typeof rewardPromotionSchema>;
export type MissionConfig = z.output<typeof missionSchema>;
export type VipLevel = z.output<typeof vipLevelSchema>;
