/** RAFFLE promotions: a week's tickets earned by valid bet, drawing one (a weighted prize, paid once) and the raffle's status. */
import { refuseOnBreak } from '../protection/guards.ts';
import { randomInt } from 'node:crypto';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable, Tx } from '../../db/index.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { RewardPromotion } from './settings.ts';
import {
  alreadyClaimed,
  claimsOf,
  issueAndPay,
  lockMember,
  money,
  notAvailable,
  notClaimable,
  periodEnd,
  periodStart,
  type ClaimRow,
} from './rewards.ts';
import type { Customer } from '../session/sessions.ts';
import * as vip from '../vip/vip.ts';
import { once } from '../../ledger/ledger.ts';
import { type PromotionStatus, promotionsOn, timing, promotionById } from './promotion-status.ts';

/** A raffle's week: tickets earned by valid bet since Monday (UTC), used by claims of the same week. */
export async function raffleState(db: Queryable, c: Customer, promo: RewardPromotion, now: Date) {
  const start = periodStart('WEEKLY', now);
  const played = await vip.validBet(db, c.id, start);
  const earned =
    promo.ticketPerValidBet > 0
      ? Math.min(promo.maxTickets, Math.floor(played / promo.ticketPerValidBet))
      : 0;
  const prefix = `raffle:${promo.promotionId}:${start.toISOString().slice(0, 10)}:`;
  const used = (await claimsOf(db, c.id, 'RAFFLE')).filter((r) => r.sourceKey.startsWith(prefix)).length;
  return {
    start,
    end: periodEnd('WEEKLY', start),
    played,
    earned,
    used,
    ticketsLeft: Math.max(0, earned - used),
    nextKey: `${prefix}${used + 1}`,
  };
}

function raffleById(tenant: Tenant, id: string): RewardPromotion {
  const promo = promotionById(tenant, id);
  if (!promo)
    throw new DomainError(E.notFound, `promotionId: no promotion ${id}`, 'notFound', {
      field: 'promotionId',
    });
  if (promo.type !== 'RAFFLE') throw badInput('promotionId', `${promo.title} is not a raffle`);
  return promo;
}

function draw(promo: RewardPromotion) {
  const total = promo.prizes.reduce((s, x) => s + x.weight, 0);
  if (total <= 0) return { name: 'No prize', amount: 0 };
  let pick = randomInt(total);
  for (const x of promo.prizes) {
    if (pick < x.weight) return x;
    pick -= x.weight;
  }
  return promo.prizes[promo.prizes.length - 1]!;
}

/** Uses one raffle ticket of the week: draws a prize and pays it. */
export async function drawRaffle(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  promo: RewardPromotion,
  key: string | undefined,
) {
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'raffle_claim', key },
    async (tx: Tx) => {
      await lockMember(tx, c.id);
      const at = p.clock.now();
      const r = await raffleState(tx, c, promo, at);
      if (r.ticketsLeft <= 0) {
        if (r.used >= promo.maxTickets)
          throw alreadyClaimed(
            `promotionId: every ticket of ${promo.title} is drawn this week`,
            'promotionId',
          );
        throw notClaimable(
          `promotionId: no ticket left: one ticket for every ${tenant.config.currencySymbol}${promo.ticketPerValidBet.toLocaleString('en-US')} of valid bet this week`,
          'promotionId',
        );
      }
      const prize = draw(promo);
      const row = await issueAndPay(tx, tenant, {
        customerId: c.id,
        kind: 'RAFFLE',
        subject: promo.promotionId,
        title: promo.title,
        amount: prize.amount,
        prize: prize.name,
        sourceKey: r.nextKey,
        multiplier: promo.turnoverMultiplier,
        at,
      });
      if (!row) throw alreadyClaimed('promotionId: this ticket is already drawn', 'promotionId');
      return {
        id: promo.promotionId,
        promotionType: 'RAFFLE',
        prize: prize.name,
        amount: money(row.amount),
        status: 'CLAIMED',
        claimId: String(row.id),
        ticketsLeft: r.ticketsLeft - 1,
      };
    },
  );
  return { ...result, replayed };
}

export async function claimRaffle(
  p: Platform,
  tenant: Tenant,
  customer: Customer,
  promotionId: string,
  key: string | undefined,
) {
  const c = customer;
  if (!promotionsOn(tenant)) throw notAvailable('Promotions are not offered on this site');
  await refuseOnBreak(p.db, c.id, p.clock.now());
  const promo = raffleById(tenant, promotionId);
  const time = timing(p, promo);
  if (time)
    throw notClaimable(
      time === 'COMING_SOON'
        ? `promotionId: ${promo.title} has not started`
        : `promotionId: ${promo.title} has ended`,
      'promotionId',
    );
  return drawRaffle(p, tenant, c, promo, key);
}

export async function raffleStatus(p: Platform, tenant: Tenant, c: Customer, promotionId: string) {
  const promo = raffleById(tenant, promotionId);
  const time = timing(p, promo);
  const r = await raffleState(p.db, c, promo, p.clock.now());
  const status: PromotionStatus =
    !promotionsOn(tenant) || c.type === 4
      ? 'CLOSE'
      : (time ?? (r.ticketsLeft > 0 ? 'CLAIM' : r.used >= promo.maxTickets ? 'CLAIMED' : 'PROCESS'));
  const draws = (await claimsOf(p.db, c.id, 'RAFFLE'))
    .filter((x: ClaimRow) => x.subject === promo.promotionId && x.createdAt >= r.start)
    .map((x) => ({
      claimId: String(x.id),
      prize: x.prize,
      amount: money(x.amount),
      createTime: x.createdAt.getTime(),
    }));
  return {
    promotionId: promo.promotionId,
    status,
    ticketsLeft: r.ticketsLeft,
    ticketsUsed: r.used,
    ticketsEarned: r.earned,
    maxTickets: promo.maxTickets,
    validBet: r.played,
    ticketPerValidBet: promo.ticketPerValidBet,
    startTime: r.start.getTime(),
    endTime: r.end.getTime(),
    draws,
  };
}
