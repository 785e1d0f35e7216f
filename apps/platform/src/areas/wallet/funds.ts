import { and, count, eq, isNull } from 'drizzle-orm';
import { customers, messages } from '../../db/schema.ts';
import { DomainError, E } from '../../shared/errors.ts';
import { availableCount } from '../promotions/promotion-lists.ts';
import { vipLabel } from '../vip/vip.ts';
import { verifyPassword } from '../../shared/secrets.ts';
import { MAIN_WALLET, move, negate, once, toAmount } from '../../ledger/ledger.ts';
import { balanceView } from './wallet.ts';
import { agentPolicyOn } from '../site/site.ts';
import { isAgent } from '../../shared/rules.ts';
import type { CallArgs, CallResult } from '../../shared/call.ts';

export async function consolidatedFunds({
  p,
  tenant,
  session,
  meta,
}: CallArgs<'wallet.consolidatedFunds'>): Promise<CallResult<'wallet.consolidatedFunds'>> {
  const c = session.customer;
  // The agent policy flag gates the call (accounts §6; docs/platform/our-readings.md).
  if (isAgent(c.type) && !agentPolicyOn(tenant))
    throw new DomainError(
      E.functionNotAvailable,
      'The consolidated funds are not offered to agent accounts on this site (agent policy)',
      'refused',
    );
  const view = await balanceView(p, tenant, c.id);
  const [unread] = await p.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.customerId, c.id), isNull(messages.readAt)));
  // The promotions the member can claim now (reward centre, areas/promotions/promotion-lists.ts): the header's unclaimed count.
  const promoCount = await availableCount(p, tenant, c, meta.language);
  return {
    balance: view.sumBalance,
    currency: view.currency,
    currencySymbol: view.currencySymbol,
    availablePromoCount: promoCount,
    // The REFERRAL promotion's switch, where the sites read it (site-and-games §3: availablePromo.REFERRAL.enabled).
    availablePromo: {
      REFERRAL: { enabled: tenant.config.promotions.enabled && tenant.config.promotions.referral },
    },
    unreadMessage: Number(unread?.n ?? 0),
    hasVip: c.vipLevel > 0,
    vipLabelName: c.vipLevel > 0 ? vipLabel(tenant, c.vipLevel) : '',
    vipRankLevel: c.vipLevel,
  };
}

export async function transferUpline({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'wallet.transferUpline'>): Promise<CallResult<'wallet.transferUpline'>> {
  const c = session.customer;
  if (c.parentId === null || c.type === 2)
    throw new DomainError(E.functionNotAvailable, 'This account has no upline to transfer to', 'refused');
  if (!c.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'paymentPassword: set a payment password first', 'refused', {
      field: 'paymentPassword',
    });
  if (!(await verifyPassword(input.paymentPassword, c.paymentPasswordHash)))
    throw new DomainError('PAYMENT_PASSWORD_INCORRECT', 'paymentPassword: is not correct', 'invalid', {
      field: 'paymentPassword',
    });
  const amount = toAmount(input.amount);
  const [upline] = await p.db.select().from(customers).where(eq(customers.id, c.parentId));
  if (!upline) throw new DomainError(E.notFound, 'The upline account no longer exists', 'refused');
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'upline', key: meta.idempotencyKey },
    async (tx, operationId) => {
      const at = p.clock.now();
      const ref = `U${operationId ?? at.getTime()}`;
      const first = [c.id, upline.id].sort((a, b) => a - b);
      let balance = 0;
      for (const id of first) {
        const after = await move(tx, {
          tenantId: tenant.id,
          customerId: id,
          accountTypeId: MAIN_WALLET,
          amount: id === c.id ? negate(amount) : amount,
          kind: id === c.id ? 'upline_out' : 'downline_in',
          operationId,
          reference: ref,
          at,
        });
        if (id === c.id) balance = Number(after);
      }
      return { amount: Number(amount), balance };
    },
  );
  return { ...result, replayed };
}
