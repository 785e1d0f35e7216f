import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { messages, noticeReads, notices } from '../../db/schema.ts';
import { DomainError, E, badInput, notYours } from '../../shared/errors.ts';
import type { Queryable } from '../../db/index.ts';
import type { Platform } from '../../context.ts';
import { isAgent } from '../../shared/rules.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

/** Announcements are paged 9 at a time (accounts §9). */
const ANNOUNCEMENTS_PAGE = 9;

const pageArgs = (pageNo: number | undefined, pageSize: number | undefined, fallback: number) => {
  const size = pageSize ?? fallback;
  const page = pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw badInput('pageSize', 'must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { page, size };
};

/** The inbox lists unread messages first (newest first within each), the outbox newest first. */
async function box(
  p: Platform,
  customerId: number,
  direction: 'in' | 'out',
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { page, size } = pageArgs(input.pageNo, input.pageSize, 10);
  const where = and(eq(messages.customerId, customerId), eq(messages.direction, direction));
  const [total] = await p.db.select({ n: count() }).from(messages).where(where);
  const rows = await p.db
    .select()
    .from(messages)
    .where(where)
    .orderBy(
      ...(direction === 'in' ? [sql`${messages.readAt} is null desc`] : []),
      desc(messages.createdAt),
      desc(messages.id),
    )
    .limit(size)
    .offset((page - 1) * size);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((m) => ({
      id: String(m.id),
      title: m.title,
      content: m.content,
      read: m.readAt !== null,
      type: direction === 'in' ? 'SYSTEM' : (m.recipientType ?? 'CS'),
      createTime: m.createdAt.getTime(),
    })),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
  };
}

export function inbox({ p, input, session }: CallArgs<'messages.inbox'>): Answer<'messages.inbox'> {
  return box(p, session.customer.id, 'in', input);
}

export function outbox({ p, input, session }: CallArgs<'messages.outbox'>): Answer<'messages.outbox'> {
  return box(p, session.customer.id, 'out', input);
}

export async function send({
  p,
  tenant,
  input,
  session,
}: CallArgs<'messages.send'>): Promise<CallResult<'messages.send'>> {
  const c = session.customer;
  const recipientType = input.recipientType ?? 'CS';
  if (!['CS', 'DOWNLINE'].includes(recipientType)) throw badInput('recipientType', 'must be CS or DOWNLINE');
  if (recipientType === 'DOWNLINE' && !isAgent(c.type))
    throw new DomainError(E.nonAgent, 'recipientType: only agents write to downlines', 'forbidden', {
      field: 'recipientType',
    });
  await p.db.insert(messages).values({
    tenantId: tenant.id,
    customerId: c.id,
    direction: 'out',
    recipientType,
    title: input.title.trim(),
    content: input.content.trim(),
    createdAt: p.clock.now(),
    readAt: p.clock.now(),
  });
  return null;
}

export async function unreadCount({
  p,
  session,
}: CallArgs<'messages.unreadCount'>): Promise<CallResult<'messages.unreadCount'>> {
  const c = session.customer;
  const [row] = await p.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.customerId, c.id), eq(messages.direction, 'in'), isNull(messages.readAt)));
  return Number(row?.n ?? 0);
}

export async function markRead({
  p,
  input,
  session,
}: CallArgs<'messages.markRead'>): Promise<CallResult<'messages.markRead'>> {
  const c = session.customer;
  const ids = await ownInbox(p.db, c.id, input.ids);
  await p.db
    .update(messages)
    .set({ readAt: p.clock.now() })
    .where(and(eq(messages.customerId, c.id), inArray(messages.id, ids), isNull(messages.readAt)));
  return null;
}

/**
 * The ids of the caller's inbox messages these are; an id that is not one (another member's, a sent message, none)
 * is refused as not found, so a call never answers success for what it did not change.
 */
async function ownInbox(db: Queryable, customerId: number, given: readonly string[]): Promise<number[]> {
  const ids = given.map((id, i) => {
    if (!/^\d{1,9}$/.test(id)) throw badInput(`ids.${i}`, 'must be a message id');
    return Number(id);
  });
  const mine = new Set(
    (
      await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(messages.customerId, customerId), eq(messages.direction, 'in'), inArray(messages.id, ids)),
        )
    ).map((r) => r.id),
  );
  const i = ids.findIndex((id) => !mine.has(id));
  if (i >= 0) throw notYours(`ids.${i}`, 'message', given[i]!);
  return ids;
}

export async function deleteInbox({
  p,
  input,
  session,
}: CallArgs<'messages.deleteInbox'>): Promise<CallResult<'messages.deleteInbox'>> {
  const c = session.customer;
  const ids = await ownInbox(p.db, c.id, input.ids);
  await p.db.delete(messages).where(and(eq(messages.customerId, c.id), inArray(messages.id, ids)));
  return null;
}

export async function announcements({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'messages.announcements'>): Promise<CallResult<'messages.announcements'>> {
  const types = input.types
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  const bad = types.find((t) => !['B', 'PL', 'PU', 'PR', 'H', 'A'].includes(t));
  if (bad) throw badInput('types', `unknown notice type ${bad}`);
  const { page, size } = pageArgs(input.pageNo, input.pageSize, ANNOUNCEMENTS_PAGE);
  const language =
    input.language && tenant.languages.includes(input.language.toUpperCase())
      ? input.language.toUpperCase()
      : meta.language;
  const audiences = session ? ['ALL', 'AFTER_LOGIN'] : ['ALL', 'BEFORE_LOGIN'];
  // A member on a time-out or self-exclusion gets no promotion notices (responsible gaming: no marketing).
  const shown = session?.onBreak ? types.filter((t) => t !== 'PR') : types;
  const where = and(
    eq(notices.tenantId, tenant.id),
    eq(notices.language, language),
    inArray(notices.type, shown.length ? shown : ['-']),
    inArray(notices.audience, audiences),
  );
  const [total] = await p.db.select({ n: count() }).from(notices).where(where);
  const rows = await p.db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.startAt), desc(notices.id))
    .limit(size)
    .offset((page - 1) * size);
  const read =
    session && rows.length
      ? new Set(
          (
            await p.db
              .select({ id: noticeReads.noticeId })
              .from(noticeReads)
              .where(
                and(
                  eq(noticeReads.customerId, session.customer.id),
                  inArray(
                    noticeReads.noticeId,
                    rows.map((r) => r.id),
                  ),
                ),
              )
          ).map((r) => r.id),
        )
      : new Set<number>();
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      content: r.content,
      type: r.type,
      read: read.has(r.id),
      createTime: r.startAt.getTime(),
      ...(r.imageUrl ? { imageUrl: r.imageUrl } : {}),
    })),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
  };
}

export async function markAnnouncementRead({
  p,
  tenant,
  input,
  session,
}: CallArgs<'messages.markAnnouncementRead'>): Promise<CallResult<'messages.markAnnouncementRead'>> {
  const c = session.customer;
  if (!/^\d{1,9}$/.test(input.id)) throw badInput('id', 'must be an announcement id');
  const [n] = await p.db
    .select()
    .from(notices)
    .where(and(eq(notices.id, Number(input.id)), eq(notices.tenantId, tenant.id)));
  if (!n) throw new DomainError(E.notFound, `id: no announcement ${input.id}`, 'notFound', { field: 'id' });
  await p.db
    .insert(noticeReads)
    .values({ customerId: c.id, noticeId: n.id, readAt: p.clock.now() })
    .onConflictDoNothing();
  return null;
}

export function chatModels(_args: CallArgs<'messages.chatModels'>): Answer<'messages.chatModels'> {
  return {
    list: [
      { modelId: '1', name: 'Customer service' },
      { modelId: '2', name: 'Deposits and withdrawals' },
    ],
    total: 2,
  };
}

export function launchChat({
  tenant,
  input,
  session,
  meta,
}: CallArgs<'messages.launchChat'>): Answer<'messages.launchChat'> {
  const params = new URLSearchParams({
    merchant: tenant.merchantCode,
    lang: input.language ?? meta.language,
    desk: input.modelId ?? '1',
  });
  if (session) params.set('member', session.customer.username);
  return { chatUrl: `${tenant.config.liveChatUrl}?${params.toString()}` };
}

export function chatUnreadCount(
  _args: CallArgs<'messages.chatUnreadCount'>,
): Answer<'messages.chatUnreadCount'> {
  return 0;
}
