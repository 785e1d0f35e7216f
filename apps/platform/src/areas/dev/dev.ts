import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { findByUsername } from '../session/account-lookup.ts';
import { peekCaptcha } from '../session/captcha.ts';
import { settleRedemption } from '../points/point-spending.ts';
import { review as reviewPromotion } from '../promotions/promotion-claims.ts';
import { expireSessionByToken } from '../session/sessions.ts';
import { setSystemStatus, systemStatus } from '../site/site.ts';
import { MAIN_WALLET, credit, toAmount } from '../../ledger/ledger.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

export async function outboxCall({
  p,
  tenant,
  input,
}: CallArgs<'dev.outbox'>): Promise<CallResult<'dev.outbox'>> {
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
}

export async function setSystemStatusCall({
  p,
  tenant,
  input,
}: CallArgs<'dev.setSystemStatus'>): Promise<CallResult<'dev.setSystemStatus'>> {
  const status = input.maintenance ? 1 : input.regionRestriction ? 2 : 0;
  await setSystemStatus(p, tenant, status);
  const now = await systemStatus(p, tenant);
  return { maintenance: now === 1, regionRestriction: now === 2 };
}

export async function reset({ p }: CallArgs<'dev.reset'>): Promise<CallResult<'dev.reset'>> {
  await p.reseed();
  return null;
}

export async function creditCall({
  p,
  tenant,
  input,
}: CallArgs<'dev.credit'>): Promise<CallResult<'dev.credit'>> {
  const c = await findByUsername(p.db, tenant.id, input.username);
  if (!c)
    throw new DomainError(E.unknownAccount, `username: no account ${input.username}`, 'notFound', {
      field: 'username',
    });
  const balance = await credit(p, tenant.id, c.id, MAIN_WALLET, toAmount(input.amount), 'dev_credit');
  return { balance: Number(balance) };
}

export async function captcha({
  p,
  tenant,
  input,
  meta,
}: CallArgs<'dev.captcha'>): Promise<CallResult<'dev.captcha'>> {
  const answer = await peekCaptcha(p, tenant.id, input.deviceId ?? meta.binding);
  if (!answer)
    throw new DomainError(E.notFound, 'deviceId: no captcha was issued to this device', 'notFound', {
      field: 'deviceId',
    });
  return { answer };
}

export function settleRedemptionCall({
  p,
  tenant,
  input,
}: CallArgs<'dev.settleRedemption'>): Answer<'dev.settleRedemption'> {
  if (!/^\d{1,9}$/.test(input.redemptionId)) throw badInput('redemptionId', 'must be a number');
  return settleRedemption(p, tenant, Number(input.redemptionId), input.status, input.remark);
}

export async function reviewPromotionCall({
  p,
  tenant,
  input,
}: CallArgs<'dev.reviewPromotion'>): Promise<CallResult<'dev.reviewPromotion'>> {
  const c = await findByUsername(p.db, tenant.id, input.username);
  if (!c)
    throw new DomainError(E.unknownAccount, `username: no account ${input.username}`, 'notFound', {
      field: 'username',
    });
  return reviewPromotion(p, tenant, c.id, input.promotionId, input.action, input.remark);
}

export async function expireSession({
  p,
  input,
}: CallArgs<'dev.expireSession'>): Promise<CallResult<'dev.expireSession'>> {
  if (!(await expireSessionByToken(p, input.token)))
    throw new DomainError(E.notFound, 'token: no such session', 'notFound', { field: 'token' });
  return null;
}
