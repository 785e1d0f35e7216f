/** The append-only record of responsible-gaming and identity decisions (protection_records; the table refuses UPDATE and DELETE). */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { protectionRecords } from '../../db/schema.ts';

type RecordAction =
  | 'limitSet'
  | 'limitPending'
  | 'limitApplied'
  | 'realityCheckSet'
  | 'breakTaken'
  | 'breakReopened'
  | 'kycSubmitted'
  | 'kycApproved'
  | 'kycRejected';

/** Who made the change: the player, the operator (the back office, here its dev calls) or the platform itself. */
type RecordBy = 'player' | 'operator' | 'system';

export type NewRecord = {
  tenantId: string;
  customerId: number;
  action: RecordAction;
  subject: string;
  detail: string | null;
  by: RecordBy;
  at: Date;
};

export async function appendRecord(db: Queryable, r: NewRecord): Promise<void> {
  await db.insert(protectionRecords).values(r);
}

export async function history(p: Platform, customerId: number, page: { pageNo: number; pageSize: number }) {
  const where = eq(protectionRecords.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    p.db
      .select()
      .from(protectionRecords)
      .where(and(where))
      .orderBy(desc(protectionRecords.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    p.db.select({ n: count() }).from(protectionRecords).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.getTime(),
      action: r.action,
      subject: r.subject,
      detail: r.detail,
      by: r.by,
    })),
    total: Number(total?.n ?? 0),
  };
}
