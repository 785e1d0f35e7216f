/**
 * Claiming a promotion from the lists (MANUAL applications, sign-up bonuses, MISSION-<id>, UPGRADE-<level>; a RAFFLE
 * draws a ticket: raffles.ts) and the merchant's review of MANUAL applications. Every claim pays once and through the
 * ledger, with its turnover.
 */
import { refuseOnBreak } from '../protection/guards.ts';
import { and, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { rewardClaims } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { cashierOf } from '../cashier/config.ts';
import * as missions from '../missions/missions.ts';
import {
  alreadyClaimed,
  issueAndPay,
  lockMember,
  money,
  notAvailable,
  notClaimable,
  payClaim,
} from './rewards.ts';
import { rewardsOf } from './rewards-config.ts';
import type { Customer } from '../session/sessions.ts';
import * as vip from '../vip/vip.ts';
import { once } from '../../ledger/ledger.ts';
import { MISSION_PREFIX, UPGRADE_PREFIX, promotionsOn, timing, promotionById } from './promotion-status.ts';
import { drawRaffle } from './raffles.ts';

/**
 * Claims (or joins) a promotion by its id in the lists: an ISSUED or CLAIM promotion pays; a MANUAL one not applied
 * for is applied for (APPLYING); a RAFFLE draws a ticket; MISSION-<id> and UPGRADE-<level> pay the mission or the
 * level's bonus. Once per Idempotency-Key; each reward once whatever the keys.
 */
export async function claim(
  p: Platform,
  tenant: Tenant,
  customer: Customer,
  id: string,
  key: string | undefined,
  language: string,
) {
  const c = customer;
  if (!promotionsOn(tenant)) throw notAvailable('Promotions are not offered on this site');
  await refuseOnBreak(p.db, c.id, p.clock.now());
  if (id.startsWith(MISSION_PREFIX)) {
    const r = await missions.claim(p, tenant, c, id.slice(MISSION_PREFIX.length), key, language);
    return { ...r, id, promotionType: 'MISSION' };
  }
  if (id.startsWith(UPGRADE_PREFIX)) return claimUpgrade(p, tenant, c, id, key);
  const promo = promotionById(tenant, id);
  if (!promo) {
    const dep = cashierOf(tenant).depositPromotions.find((d) => d.promotionId === id);
    if (dep)
      throw notClaimable(
        `id: ${dep.title} is joined on the deposit form: its bonus is paid when the deposit is credited`,
      );
    throw new DomainError(E.notFound, `id: no promotion ${id}`, 'notFound', { field: 'id' });
  }
  const time = timing(p, promo);
  if (promo.type === 'RAFFLE') {
    if (time)
      throw notClaimable(
        time === 'COMING_SOON' ? `id: ${promo.title} has not started` : `id: ${promo.title} has ended`,
      );
    return drawRaffle(p, tenant, c, promo, key);
  }
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'promotion_claim', key },
    async (tx) => {
      await lockMember(tx, c.id);
      const at = p.clock.now();
      if (promo.type === 'NEW_REGISTER' || promo.type === 'SIGNUP') {
        const [had] = await tx
          .select({ id: rewardClaims.id })
          .from(rewardClaims)
          .where(
            and(eq(rewardClaims.customerId, c.id), eq(rewardClaims.sourceKey, `signup:${promo.promotionId}`)),
          );
        if (had) throw alreadyClaimed(`id: ${promo.title} is already claimed`);
        if (time)
          throw notClaimable(
            time === 'COMING_SOON' ? `id: ${promo.title} has not started` : `id: ${promo.title} has ended`,
          );
        if (at.getTime() - c.createdAt.getTime() > promo.withinDays * 86_400_000)
          throw notClaimable(
            `id: ${promo.title} is for accounts registered in the last ${promo.withinDays} days`,
          );
        const row = await issueAndPay(tx, tenant, {
          customerId: c.id,
          kind: 'PROMOTION',
          subject: promo.promotionId,
          title: promo.title,
          amount: promo.bonus,
          sourceKey: `signup:${promo.promotionId}`,
          multiplier: promo.turnoverMultiplier,
          at,
        });
        if (!row) throw alreadyClaimed(`id: ${promo.title} is already claimed`);
        return {
          id: promo.promotionId,
          promotionType: promo.type,
          amount: money(row.amount),
          status: 'CLAIMED',
          claimId: String(row.id),
        };
      }
      // MANUAL: apply, or claim what the merchant issued.
      const [row] = await tx
        .select()
        .from(rewardClaims)
        .where(
          and(eq(rewardClaims.customerId, c.id), eq(rewardClaims.sourceKey, `manual:${promo.promotionId}`)),
        );
      if (!row) {
        if (time)
          throw notClaimable(
            time === 'COMING_SOON' ? `id: ${promo.title} has not started` : `id: ${promo.title} has ended`,
          );
        const [applied] = await tx
          .insert(rewardClaims)
          .values({
            tenantId: tenant.id,
            customerId: c.id,
            kind: 'PROMOTION',
            subject: promo.promotionId,
            title: promo.title,
            status: 'APPLYING',
            amount: promo.bonus.toFixed(2),
            sourceKey: `manual:${promo.promotionId}`,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return {
          id: promo.promotionId,
          promotionType: promo.type,
          amount: 0,
          status: 'APPLYING',
          claimId: String(applied!.id),
        };
      }
      if (row.status === 'APPLYING')
        throw notClaimable(`id: your application for ${promo.title} is being reviewed`);
      if (row.status === 'REJECTED')
        throw notClaimable(
          `id: your application for ${promo.title} was rejected${row.remark ? ` (${row.remark})` : ''}`,
        );
      if (row.status === 'CLAIMED') throw alreadyClaimed(`id: ${promo.title} is already claimed`);
      await payClaim(tx, tenant, row, promo.turnoverMultiplier, at);
      return {
        id: promo.promotionId,
        promotionType: promo.type,
        amount: money(row.amount),
        status: 'CLAIMED',
        claimId: String(row.id),
      };
    },
  );
  return { ...result, replayed };
}

async function claimUpgrade(p: Platform, tenant: Tenant, c: Customer, id: string, key: string | undefined) {
  if (tenant.config.modules.MEMCLUB3 === false) throw notAvailable('VIP is not offered on this site');
  const level = Number(id.slice(UPGRADE_PREFIX.length));
  const l = vip.levels(tenant).find((x) => x.level === level && x.level > 0);
  if (!Number.isInteger(level) || !l)
    throw new DomainError(E.notFound, `id: no VIP level ${id.slice(UPGRADE_PREFIX.length)}`, 'notFound', {
      field: 'id',
    });
  if (l.upgradeBonus <= 0) throw notClaimable(`id: ${l.name} has no upgrade bonus`);
  const reached = await vip.syncLevel(p, tenant, c);
  if (reached < l.level)
    throw notClaimable(`id: reach ${l.name} first (you are ${vip.levelOf(tenant, reached).name})`);
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'upgrade_claim', key },
    async (tx) => {
      await lockMember(tx, c.id);
      const row = await issueAndPay(tx, tenant, {
        customerId: c.id,
        kind: 'UPGRADE_BONUS',
        subject: String(l.level),
        title: `${l.name} upgrade bonus`,
        amount: l.upgradeBonus,
        sourceKey: `upgrade:${l.level}`,
        multiplier: rewardsOf(tenant).vipTurnoverMultiplier,
        at: p.clock.now(),
      });
      if (!row) throw alreadyClaimed(`id: the ${l.name} upgrade bonus is already claimed`);
      return {
        id,
        promotionType: 'UPGRADE_BONUS',
        amount: money(row.amount),
        status: 'CLAIMED',
        claimId: String(row.id),
        rankLevel: l.level,
      };
    },
  );
  return { ...result, replayed };
}

/**
 * The merchant's review of a MANUAL promotion (dev call; the back office's): `issue` turns an application (or no
 * application: the merchant issues it directly) into ISSUED for the member to claim; `reject` refuses an application.
 */
export async function review(
  p: Platform,
  tenant: Tenant,
  customerId: number,
  promotionId: string,
  action: 'issue' | 'reject',
  remark: string | undefined,
) {
  const promo = promotionById(tenant, promotionId);
  if (!promo || promo.type !== 'MANUAL')
    throw badInput('promotionId', 'is not a MANUAL promotion of this site');
  return p.db.transaction(async (tx) => {
    await lockMember(tx, customerId);
    const at = p.clock.now();
    const key = `manual:${promo.promotionId}`;
    const [row] = await tx
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.customerId, customerId), eq(rewardClaims.sourceKey, key)));
    if (row && row.status !== 'APPLYING')
      throw new DomainError(
        'INVALID_STATE',
        `promotionId: the member's ${promo.title} is already ${row.status}`,
        'refused',
        { field: 'promotionId' },
      );
    if (!row && action === 'reject')
      throw new DomainError(
        'INVALID_STATE',
        `promotionId: the member has not applied for ${promo.title}`,
        'refused',
        {
          field: 'promotionId',
        },
      );
    const status = action === 'issue' ? 'ISSUED' : 'REJECTED';
    const [saved] = row
      ? await tx
          .update(rewardClaims)
          .set({ status, remark: remark ?? null, updatedAt: at })
          .where(eq(rewardClaims.id, row.id))
          .returning()
      : await tx
          .insert(rewardClaims)
          .values({
            tenantId: tenant.id,
            customerId,
            kind: 'PROMOTION',
            subject: promo.promotionId,
            title: promo.title,
            status,
            amount: promo.bonus.toFixed(2),
            sourceKey: key,
            remark: remark ?? null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
    return { claimId: String(saved!.id), promotionId: promo.promotionId, status: saved!.status };
  });
}
