/** The agent centre's announcements: the tenant's notices for agents, with the agent's read marks. */
import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { notices, noticeReads } from '../../db/schema.ts';
import { type Customer } from '../session/sessions.ts';
import { pageArgs, paged } from './agent.ts';

/** Agent notices (type A) running now, newest first, with the caller's read state (marked by messages.markAnnouncementRead). */
export async function agentAnnouncements(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  language: string,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { page, size } = pageArgs(input.pageNo, input.pageSize, 9);
  const now = p.clock.now();
  const where = and(
    eq(notices.tenantId, tenant.id),
    eq(notices.type, 'A'),
    eq(notices.language, language),
    inArray(notices.audience, ['ALL', 'AFTER_LOGIN']),
    sql`${notices.startAt} <= ${now}`,
    or(isNull(notices.endAt), gt(notices.endAt, now)),
  );
  const [total] = await p.db.select({ n: count() }).from(notices).where(where);
  const rows = await p.db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.startAt), desc(notices.id))
    .limit(size)
    .offset((page - 1) * size);
  const all = await p.db.select({ id: notices.id }).from(notices).where(where);
  const read = all.length
    ? new Set(
        (
          await p.db
            .select({ id: noticeReads.noticeId })
            .from(noticeReads)
            .where(
              and(
                eq(noticeReads.customerId, c.id),
                inArray(
                  noticeReads.noticeId,
                  all.map((r) => r.id),
                ),
              ),
            )
        ).map((r) => r.id),
      )
    : new Set<number>();
  return {
    ...paged(
      rows.map((r) => ({
        id: String(r.id),
        title: r.title,
        content: r.content,
        createTime: r.startAt.getTime(),
        read: read.has(r.id),
      })),
      page,
      size,
      Number(total?.n ?? 0),
    ),
    unread: all.filter((r) => !read.has(r.id)).length,
  };
}
