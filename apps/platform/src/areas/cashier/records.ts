/** The member's deposit and withdrawal records (reports.deposits, reports.withdrawals): filters, pages and totals. */
import { and, count, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { deposits, paymentConfirmations, withdrawals } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import { asNumber, cents } from './config.ts';
import type { Customer } from '../session/sessions.ts';
import { depositView, receiptCounts } from './deposits.ts';
import { withdrawalView } from './withdrawals.ts';

const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'DISPUTED'] as const;
const DEPOSIT_TYPES = ['BANK_TRANSFER', 'QR', 'C2C'] as const;
const WITHDRAWAL_STATUSES = ['PENDING', 'REJECTED', 'AWAITING_CONFIRMATION', 'SUCCESS', 'DISPUTED'] as const;
export const RECORD_MAX_DAYS = 60;

function oneOf(value: string | undefined, allowed: readonly string[], field: string): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  const list = value
    .split(',')
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
  const bad = list.find((v) => !allowed.includes(v));
  if (bad) throw badInput(field, `must be one of ${allowed.join(', ')}`);
  return list;
}

export type RecordQuery = {
  from: Date;
  to: Date;
  page: number;
  size: number;
  type?: string | undefined;
  status?: string | undefined;
};

export async function depositRecords(p: Platform, tenant: Tenant, c: Customer, q: RecordQuery) {
  const types = oneOf(q.type, DEPOSIT_TYPES, 'type');
  const statuses = oneOf(q.status, DEPOSIT_STATUSES, 'status');
  const where = and(
    eq(deposits.tenantId, tenant.id),
    eq(deposits.customerId, c.id),
    gte(deposits.createdAt, q.from),
    lt(deposits.createdAt, q.to),
    types ? inArray(deposits.method, types) : undefined,
    statuses ? inArray(deposits.status, statuses) : undefined,
  );
  const [totals] = await p.db
    .select({
      n: count(),
      amount: sum(deposits.amount),
      ok: sql<string>`count(*) filter (where ${deposits.status} = 'SUCCESS')`,
      okAmount: sql<string>`coalesce(sum(${deposits.amount}) filter (where ${deposits.status} = 'SUCCESS'), 0)`,
      bonus: sum(deposits.bonus),
    })
    .from(deposits)
    .where(where);
  const rows = await p.db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const counts = await receiptCounts(
    p.db,
    rows.map((r) => r.id),
  );
  const n = Number(totals?.n ?? 0);
  return {
    list: rows.map((d) => ({
      ...depositView(d, counts.get(d.id) ?? 0),
      id: String(d.id),
      type: d.method,
      remark: d.failReason ?? d.channelName,
    })),
    pageNum: q.page,
    pageSize: q.size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / q.size)),
    summary: {
      count: n,
      amount: asNumber(cents(totals?.amount)),
      successCount: Number(totals?.ok ?? 0),
      successAmount: asNumber(cents(totals?.okAmount)),
      bonus: asNumber(cents(totals?.bonus)),
    },
  };
}

export async function withdrawalRecords(p: Platform, tenant: Tenant, c: Customer, q: RecordQuery) {
  if (q.type !== undefined && q.type !== '' && q.type.toUpperCase() !== 'WITHDRAW')
    throw badInput('type', 'must be WITHDRAW');
  const statuses = oneOf(q.status, WITHDRAWAL_STATUSES, 'status');
  const where = and(
    eq(withdrawals.tenantId, tenant.id),
    eq(withdrawals.customerId, c.id),
    gte(withdrawals.createdAt, q.from),
    lt(withdrawals.createdAt, q.to),
    statuses ? inArray(withdrawals.status, statuses) : undefined,
  );
  const [totals] = await p.db
    .select({
      n: count(),
      amount: sum(withdrawals.amount),
      ok: sql<string>`count(*) filter (where ${withdrawals.status} = 'SUCCESS')`,
      okAmount: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'SUCCESS'), 0)`,
      charge: sql<string>`coalesce(sum(${withdrawals.charge}) filter (where ${withdrawals.status} <> 'REJECTED'), 0)`,
    })
    .from(withdrawals)
    .where(where);
  const rows = await p.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const confirmations = rows.length
    ? await p.db
        .select()
        .from(paymentConfirmations)
        .where(
          inArray(
            paymentConfirmations.withdrawalId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byWithdrawal = new Map(confirmations.map((x) => [x.withdrawalId, x]));
  const n = Number(totals?.n ?? 0);
  return {
    list: rows.map((w) => ({
      ...withdrawalView(w, byWithdrawal.get(w.id)),
      type: 'WITHDRAW',
      remark: w.rejectReason ?? `${w.bankCard.bankName ?? ''} ${w.bankCard.accountNo ?? ''}`.trim(),
    })),
    pageNum: q.page,
    pageSize: q.size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / q.size)),
    summary: {
      count: n,
      amount: asNumber(cents(totals?.amount)),
      successCount: Number(totals?.ok ?? 0),
      successAmount: asNumber(cents(totals?.okAmount)),
      charge: asNumber(cents(totals?.charge)),
    },
  };
}
