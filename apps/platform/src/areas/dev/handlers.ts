import { and, desc, eq } from 'drizzle-orm';
import type { HandlerMap } from '../../http/types.ts';
import { outbox } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { findByUsername } from '../session/accounts.ts';
import { peekCaptcha } from '../session/captcha.ts';
import { settleRedemption } from '../points/points.ts';
import { review as reviewPromotion } from '../promotions/promotions.ts';
import { expireSessionByToken } from '../session/sessions.ts';
import { setSystemStatus, systemStatus } from '../site/site.ts';
import { MAIN_WALLET, credit, toAmount } from '../../ledger/ledger.ts';

/** Dev-only calls (not mounted when NODE_ENV=production). */
export const devHandlers: HandlerMap = {
  'dev.outbox': async ({ p, tenant, input }) => {
    const rows = await p.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.tenantId, tenant.id),
          input.channel ? eq(outbox.channel, input.channel) : undefined,
          input.to ? eq(outbox.recipient, input.to) : undefined,
        ),
      )
      .orderBy(desc(outbox.id))
      .limit(100);
    return {
      list: rows.map((m) => ({
        id: String(m.id),
        channel: m.channel as 'sms' | 'email',
        to: m.recipient,
        purpose: m.purpose,
        ...(m.subject ? { subject: m.subject } : {}),
        body: m.body,
        ...(m.code ? { code: m.code } : {}),
        createdAt: m.createdAt.getTime(),
      })),
      total: rows.length,
    };
  },
  'dev.setSystemStatus': async ({ p, tenant, input }) => {
    const status = input.maintenance ? 1 : input.regionRestriction ? 2 : 0;
    await setSystemStatus(p, tenant, status);
    const now = await systemStatus(p, tenant);
    return { maintenance: now === 1, regionRestriction: now === 2, status: now };
  },
  'dev.reset': async ({ p }) => {
    await p.reseed();
    return null;
  },
  'dev.credit': async ({ p, tenant, input }) => {
    const c = await findByUsername(p.db, tenant.id, input.username);
    if (!c)
      throw new DomainError(E.unknownAccount, `username: no account ${input.username}`, 'notFound', {
        field: 'username',
      });
    const balance = await credit(p, tenant.id, c.id, MAIN_WALLET, toAmount(input.amount), 'dev_credit');
    return { balance: Number(balance) };
  },
  'dev.captcha': async ({ p, tenant, input, meta }) => {
    const answer = await peekCaptcha(p, tenant.id, input.deviceId ?? meta.binding);
    if (!answer)
      throw new DomainError(E.notFound, 'deviceId: no captcha was issued to this device', 'notFound', {
        field: 'deviceId',
      });
    return { answer };
  },
  'dev.settleRedemption': ({ p, tenant, input }) => {
    if (!/^\d{1,9}$/.test(input.redemptionId)) throw badInput('redemptionId', 'must be a number');
    return settleRedemption(p, tenant, Number(input.redemptionId), input.status, input.remark);
  },
  'dev.reviewPromotion': async ({ p, tenant, input }) => {
    const c = await findByUsername(p.db, tenant.id, input.username);
    if (!c)
      throw new DomainError(E.unknownAccount, `username: no account ${input.username}`, 'notFound', {
        field: 'username',
      });
    return reviewPromotion(p, tenant, c.id, input.promotionId, input.action, input.remark);
  },
  'dev.expireSession': async ({ p, input }) => {
    if (!(await expireSessionByToken(p, input.token)))
      throw new DomainError(E.notFound, 'token: no such session', 'notFound', { field: 'token' });
    return null;
  },
};
