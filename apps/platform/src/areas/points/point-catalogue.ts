/** The points mall's catalogue (accounts §9): the rewards on offer, the conversion types and the mall's config. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { pointRates, pointRewards } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import { POINTS_MODULE, EARN, CONVERT } from './points.ts';

export const pageArgs = (pageNo: number | undefined, pageSize: number | undefined, fallback = 10) => {
  const size = pageSize ?? fallback;
  const page = pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw badInput('pageSize', 'must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { page, size };
};

type RewardRow = typeof pointRewards.$inferSelect;
const rewardView = (r: RewardRow) => ({
  rewardId: String(r.id),
  name: r.name,
  ...(r.imageUrl ? { imageUrl: r.imageUrl } : {}),
  pointsRequired: r.pointsRequired,
  ...(r.amountRequired !== null ? { amountRequired: Number(r.amountRequired) } : {}),
  quantity: r.stock,
  type: r.type,
  ...(r.cashAmount !== null ? { cashAmount: Number(r.cashAmount) } : {}),
  ...(r.maxQuantity !== null ? { maxQuantity: r.maxQuantity } : {}),
});

export async function rewards(
  p: Platform,
  tenant: Tenant,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { page, size } = pageArgs(input.pageNo, input.pageSize, 20);
  const where = eq(pointRewards.tenantId, tenant.id);
  const [total] = await p.db.select({ n: count() }).from(pointRewards).where(where);
  const rows = await p.db
    .select()
    .from(pointRewards)
    .where(where)
    .orderBy(asc(pointRewards.sort), asc(pointRewards.id))
    .limit(size)
    .offset((page - 1) * size);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map(rewardView),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.ceil(n / size),
  };
}

export async function conversionTypes(p: Platform, tenant: Tenant) {
  const rows = await p.db
    .select()
    .from(pointRates)
    .where(eq(pointRates.tenantId, tenant.id))
    .orderBy(asc(pointRates.kind), asc(pointRates.type));
  return {
    list: rows.map((r) => ({
      type: r.kind === CONVERT ? r.type : `${r.kind}_${r.type}`,
      kind: r.kind,
      pointsRatio: r.points,
      amountRatio: Number(r.amount),
    })),
  };
}

export async function config(p: Platform, tenant: Tenant) {
  const rates = await p.db
    .select()
    .from(pointRates)
    .where(and(eq(pointRates.tenantId, tenant.id), eq(pointRates.kind, EARN)))
    .orderBy(asc(pointRates.type));
  const sym = tenant.config.currencySymbol;
  const lines = rates.map((r) =>
    r.type === 'DEPOSIT'
      ? `Every ${sym}${Number(r.amount)} of approved deposit earns ${r.points} point(s).`
      : `Every ${sym}${Number(r.amount)} of valid bet in ${r.type} earns ${r.points} point(s).`,
  );
  return {
    enabled: tenant.config.modules[POINTS_MODULE] === true,
    rules: [
      ...lines,
      'Points are added when a deposit is approved or a bet is settled, and never expire.',
      'Points can be redeemed in the points mall or converted to the main wallet.',
    ].join('\n'),
    earnSources: rates.map((r) => r.type),
  };
}
