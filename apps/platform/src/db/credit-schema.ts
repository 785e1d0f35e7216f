/**
 * Credit mode (areas/agent/credit.ts, docs/platform/credit.md): the credit line an upline gives a direct downline.
 * Re-exported by schema.ts, which drizzle-kit reads.
 */
import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One downline's credit line: its limit and type, and when the current period began (`since`: the line's creation
 * or its last reset). What it has used is read from the ledger since then. The row is locked (FOR UPDATE) by every
 * bet and transfer of the downline, and by the upline's changes, so two of them cannot both pass the limit.
 */
export const downlineCredit = pgTable(
  'downline_credit',
  {
    customerId: integer('customer_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    uplineId: integer('upline_id').notNull(),
    creditLimit: numeric('credit_limit', { precision: 18, scale: 2 }).notNull(),
    creditType: text('credit_type').notNull(),
    since: ts('since').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('downline_credit_upline').on(t.tenantId, t.uplineId)],
);
