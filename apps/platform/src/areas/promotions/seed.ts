/**
 * Rewards seed per tenant (the settings themselves are the tenant's platform.json `rewards`, defaults applied): the
 * demo account's promotions in every status the reward centre shows without live play: CASHBACK applied for
 * (APPLYING), VIPGIFT issued by the merchant (ISSUED, to claim), LOYALTY rejected, the welcome bonus claimed when demo
 * registered (CLAIMED; the turnover it asked for met and cleared since), the VIP upgrade bonuses of levels 1 and 2
 * claimed (level 3 left to claim); player2 and player3 registered with demo's referral code (demo was paid the
 * registration reward for each). Paid rewards go through the same code as live claims (ledger and turnover).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { customers, rewardClaims, turnoverRequirements } from '../../db/schema.ts';
import type { Tenant } from '../../context.ts';
import { issueAndPay } from './rewards.ts';
import { rewardsOf } from './rewards-config.ts';

export async function seedRewards(
  db: Db | Tx,
  tenant: Tenant,
  ids: Map<string, number>,
  now: Date,
): Promise<void> {
  const day = 86_400_000;
  const demo = ids.get('demo');
  if (!demo) return;
  const r = rewardsOf(tenant);
  const promo = (id: string) => r.promotions.find((x) => x.promotionId === id);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const manual: {
    id: string;
    status: 'APPLYING' | 'ISSUED' | 'REJECTED';
    daysAgo: number;
    remark?: string;
  }[] = [
    { id: 'CASHBACK', status: 'APPLYING', daysAgo: 1 },
    { id: 'VIPGIFT', status: 'ISSUED', daysAgo: 2, remark: 'Happy birthday!' },
    { id: 'LOYALTY', status: 'REJECTED', daysAgo: 5, remark: 'Three months of play are needed' },
  ];
  for (const m of manual) {
    const x = promo(m.id);
    if (!x || x.type !== 'MANUAL') continue;
    await db.insert(rewardClaims).values({
      tenantId: tenant.id,
      customerId: demo,
      kind: 'PROMOTION',
      subject: x.promotionId,
      title: x.title,
      status: m.status,
      amount: x.bonus.toFixed(2),
      sourceKey: `manual:${x.promotionId}`,
      remark: m.remark ?? null,
      createdAt: at(m.daysAgo),
      updatedAt: at(m.daysAgo),
    });
  }
  const paid: { at: Date; reward: Parameters<typeof issueAndPay>[2] | null }[] = [];
  const welcome = r.promotions.find((x) => x.type === 'NEW_REGISTER' || x.type === 'SIGNUP');
  if (welcome)
    paid.push({
      at: at(85),
      reward: {
        customerId: demo,
        kind: 'PROMOTION',
        subject: welcome.promotionId,
        title: welcome.title,
        amount: welcome.bonus,
        sourceKey: `signup:${welcome.promotionId}`,
        multiplier: welcome.turnoverMultiplier,
        at: at(85),
      },
    });
  for (const l of r.vipLevels.filter((x) => x.level >= 1 && x.level <= 2 && x.upgradeBonus > 0)) {
    paid.push({
      at: at(80 - l.level * 10),
      reward: {
        customerId: demo,
        kind: 'UPGRADE_BONUS',
        subject: String(l.level),
        title: `${l.name} upgrade bonus`,
        amount: l.upgradeBonus,
        sourceKey: `upgrade:${l.level}`,
        multiplier: r.vipTurnoverMultiplier,
        at: at(80 - l.level * 10),
      },
    });
  }
  // Invitees: player2 and player3 registered with demo's referral code.
  const invitees = ['player2', 'player3'].map((u) => ids.get(u)).filter((x): x is number => x !== undefined);
  if (invitees.length)
    await db.update(customers).set({ referredBy: demo }).where(inArray(customers.id, invitees));
  if (
    tenant.config.promotions.enabled &&
    tenant.config.promotions.referral &&
    r.referral.registerReward > 0
  ) {
    for (const [i, u] of ['player2', 'player3'].entries()) {
      const id = ids.get(u);
      if (id)
        paid.push({
          at: at(88 - i),
          reward: {
            customerId: demo,
            kind: 'REFERRAL',
            subject: String(id),
            title: `Referral: ${u} registered`,
            amount: r.referral.registerReward,
            sourceKey: `referral:register:${id}`,
            multiplier: r.referral.turnoverMultiplier,
            at: at(88 - i),
          },
        });
    }
  }
  for (const x of paid) {
    if (!x.reward || x.reward.amount <= 0) continue;
    const row = await issueAndPay(db, tenant, x.reward);
    // Long met: their turnover counted towards a withdrawal since, so nothing of it stays open.
    if (row)
      await db
        .update(turnoverRequirements)
        .set({ clearedAt: new Date(x.at.getTime() + day) })
        .where(
          and(eq(turnoverRequirements.customerId, demo), eq(turnoverRequirements.reference, `RW${row.id}`)),
        );
  }
}
