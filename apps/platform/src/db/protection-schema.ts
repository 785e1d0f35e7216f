/**
 * Responsible gaming and identity checks (areas/protection/, areas/kyc/): the player's limits, breaks and reality
 * check, the identity documents, and the append-only record of every change and decision. Re-exported by schema.ts,
 * which drizzle-kit reads.
 */
import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * One limit of a player (kinds: @wl/domain LIMIT_KINDS). `value` is in force (null: none); a looser change waits in
 * `pendingValue` (null: removal) until `pendingFrom`, and is applied by the first read after that time.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    customerId: integer('customer_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    kind: text('kind').notNull(),
    value: money('value'),
    pendingValue: money('pending_value'),
    pendingFrom: ts('pending_from'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);

/** A player's own protection settings: the reality check's interval (null: off; no row: the tenant's default). */
export const playerProtection = pgTable('player_protection', {
  customerId: integer('customer_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: ts('updated_at').notNull(),
});

/** Time-outs and self-exclusions. A self-exclusion restricts until `reopenedAt` (set only after `until`). */
export const playerBreaks = pgTable(
  'player_breaks',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    since: ts('since').notNull(),
    until: ts('until'),
    reopenedAt: ts('reopened_at'),
  },
  (t) => [index('player_breaks_customer').on(t.customerId)],
);

/**
 * Identity documents (kind 'identity' or 'address'): the file as a data URL (images re-encoded without their
 * metadata), its review status ('PENDING', 'APPROVED', 'REJECTED') and the reason of a rejection.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('kyc_documents_customer').on(t.customerId)],
);

/**
 * The append-only record of limit changes, breaks and identity decisions, with who and when. The migration makes
 * UPDATE and DELETE on it fail (a trigger); only a dev reseed's TRUNCATE clears it.
 */
export const protectionRecords = pgTable(
  'protection_records',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    at: ts('at').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail'),
    by: text('by').notNull(),
  },
  (t) => [index('protection_records_customer').on(t.customerId, t.id)],
);
