/** Notices and banners: the tenant's notices in the caller's language, and when the lobby's cached list next changes. */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import { notices } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import type { Customer } from '../session/sessions.ts';

const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;

function noticeLanguage(tenant: Tenant, language: string | undefined) {
  const l = (language ?? '').toUpperCase();
  return tenant.languages.includes(l) ? l : tenant.defaultLanguage;
}

export async function noticesFor(
  p: Platform,
  tenant: Tenant,
  q: { types: string; language?: string | undefined },
  customer: Customer | undefined,
  /** A member on a time-out or self-exclusion: no promotion notices (responsible gaming: no marketing). */
  onBreak = false,
) {
  const types = q.types
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  const unknown = types.find((t) => !(NOTICE_TYPES as readonly string[]).includes(t));
  if (unknown) throw badInput('types', `unknown notice type ${unknown} (known: ${NOTICE_TYPES.join(', ')})`);
  const now = p.clock.now();
  const audiences = customer ? ['ALL', 'AFTER_LOGIN'] : ['ALL', 'BEFORE_LOGIN'];
  const rows = await p.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.tenantId, tenant.id),
        eq(notices.language, noticeLanguage(tenant, q.language)),
        inArray(notices.type, types.length ? types : ['B', 'PL', 'PU', 'PR']),
        inArray(notices.audience, audiences),
        lte(notices.startAt, now),
        or(isNull(notices.endAt), gt(notices.endAt, now)),
      ),
    )
    .orderBy(asc(notices.sort), asc(notices.id));
  const item = (n: (typeof rows)[number]) => ({
    id: n.id,
    title: n.title,
    content: n.content,
    type: n.type,
    startTime: n.startAt.getTime(),
    ...(n.imageUrl ? { imageUrl: n.imageUrl } : {}),
  });
  return {
    banners: rows
      .filter((n) => n.type === 'B')
      .map((n) => ({
        id: n.id,
        url: n.imageUrl ?? '',
        linkageType: n.linkageType ?? 'NONE',
        groupName: n.groupName ?? 'w_home',
        link: n.url ?? '',
        title: n.title,
      })),
    player: rows.filter((n) => n.type === 'PL').map(item),
    popup: rows.filter((n) => n.type === 'PU').map(item),
    promotion: onBreak ? [] : rows.filter((n) => n.type === 'PR').map(item),
    help: rows.filter((n) => n.type === 'H').map(item),
    agent: rows.filter((n) => n.type === 'A').map(item),
  };
}

/**
 * The next time (platform clock, ms) a notice of this tenant and language starts or ends after now: until then the
 * notices' answer holds (shared/lobby-cache.ts). Infinity when none is due.
 */
export async function nextNoticeChange(
  p: Platform,
  tenant: Tenant,
  language: string | undefined,
): Promise<number> {
  const now = p.clock.now();
  const [row] = await p.db
    .select({
      start: sql`min(${notices.startAt}) filter (where ${notices.startAt} > ${now})`.mapWith(notices.startAt),
      end: sql`min(${notices.endAt}) filter (where ${notices.endAt} > ${now})`.mapWith(notices.endAt),
    })
    .from(notices)
    .where(and(eq(notices.tenantId, tenant.id), eq(notices.language, noticeLanguage(tenant, language))));
  const times = [row?.start, row?.end].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length ? Math.min(...times) : Number.POSITIVE_INFINITY;
}
