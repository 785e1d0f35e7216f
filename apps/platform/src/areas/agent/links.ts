/**
 * Affiliate links of an agent: a code (in the same namespace as the agents' own affiliate codes) that registration
 * takes as `affiliateCode`; the account registered through a live link is made under the link's agent, as a member or
 * (an 'agent' link) an agent, and remembered against the link. A link may expire; a deleted link stops working and
 * leaves the list, the accounts registered through it stay where they are.
 */
import { and, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { affiliateLinkAccounts, affiliateLinks, customers } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { Customer } from '../session/sessions.ts';
import { isAgent } from '../../shared/rules.ts';
import { friendlyCode } from '../../shared/secrets.ts';

/** Longest expiry a link may be given. */
const MAX_EXPIRY_DAYS = 3650;
/** Accounts listed per link in the link list. */
const ACCOUNTS_PER_LINK = 50;

const linkUrl = (domain: string, code: string) =>
  `https://${domain}/register?affiliateCode=${encodeURIComponent(code)}`;

type Link = typeof affiliateLinks.$inferSelect;

/** What a registration's affiliate code resolves to: the agent to register under, and the link if it was one. */
export type AffiliateTarget = { agent: Customer; linkId: number | null; accountType: 'member' | 'agent' };

export async function resolveAffiliateCode(
  db: Queryable,
  tenantId: string,
  code: string,
  now: Date,
): Promise<AffiliateTarget | undefined> {
  const value = code.trim();
  if (!value) return undefined;
  const [own] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.affiliateCode, value)))
    .limit(1);
  if (own) return isAgent(own.type) ? { agent: own, linkId: null, accountType: 'member' } : undefined;
  const [row] = await db
    .select({ link: affiliateLinks, agent: customers })
    .from(affiliateLinks)
    .innerJoin(customers, eq(customers.id, affiliateLinks.customerId))
    .where(
      and(
        eq(affiliateLinks.tenantId, tenantId),
        eq(affiliateLinks.code, value),
        isNull(affiliateLinks.deletedAt),
        or(isNull(affiliateLinks.expiresAt), gt(affiliateLinks.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row || !isAgent(row.agent.type) || row.agent.status !== 'active') return undefined;
  return {
    agent: row.agent,
    linkId: row.link.id,
    accountType: row.link.type === 'agent' ? 'agent' : 'member',
  };
}

/** Remembers the link an account registered through (inside the registration's transaction). */
export async function noteRegistration(
  db: Queryable,
  tenantId: string,
  linkId: number,
  customerId: number,
  at: Date,
): Promise<void> {
  await db
    .insert(affiliateLinkAccounts)
    .values({ customerId, linkId, tenantId, createdAt: at })
    .onConflictDoNothing();
}

function linkView(
  l: Link,
  now: Date,
  accounts: { id: number; username: string; type: number; createdAt: Date }[],
  registerCount: number,
) {
  return {
    id: String(l.id),
    url: linkUrl(l.domain, l.code),
    code: l.code,
    type: l.type === 'agent' ? 1 : 0,
    accountType: l.type,
    domain: l.domain,
    channel: l.channel,
    createTime: l.createdAt.getTime(),
    expireTime: l.expiresAt?.getTime() ?? null,
    expired: l.expiresAt !== null && l.expiresAt <= now,
    registerCount,
    accounts: accounts.map((a) => ({
      id: String(a.id),
      account: a.username,
      type: a.type,
      regDate: a.createdAt.getTime(),
    })),
  };
}

export async function listLinks(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const size = input.pageSize ?? 20;
  const page = input.pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw badInput('pageSize', 'must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  const where = and(
    eq(affiliateLinks.tenantId, tenant.id),
    eq(affiliateLinks.customerId, agent.id),
    isNull(affiliateLinks.deletedAt),
  );
  const [total] = await p.db.select({ n: count() }).from(affiliateLinks).where(where);
  const links = await p.db
    .select()
    .from(affiliateLinks)
    .where(where)
    .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id))
    .limit(size)
    .offset((page - 1) * size);
  const accounts = links.length
    ? await p.db
        .select({
          linkId: affiliateLinkAccounts.linkId,
          id: customers.id,
          username: customers.username,
          type: customers.type,
          createdAt: customers.createdAt,
        })
        .from(affiliateLinkAccounts)
        .innerJoin(customers, eq(customers.id, affiliateLinkAccounts.customerId))
        .where(
          inArray(
            affiliateLinkAccounts.linkId,
            links.map((l) => l.id),
          ),
        )
        .orderBy(desc(customers.createdAt), desc(customers.id))
    : [];
  const now = p.clock.now();
  const n = Number(total?.n ?? 0);
  return {
    list: links.map((l) => {
      const mine = accounts.filter((a) => a.linkId === l.id);
      return linkView(l, now, mine.slice(0, ACCOUNTS_PER_LINK), mine.length);
    }),
    pageNum: page,
    pageSize: size,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / size)),
  };
}

export async function createLink(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: {
    type: 'member' | 'agent';
    expiryDays?: number | undefined;
    domain?: string | undefined;
    channel?: string | undefined;
  },
) {
  const domain = (input.domain?.trim() || tenant.config.mainDomain).toLowerCase();
  if (!tenant.config.domainList.map((d) => d.toLowerCase()).includes(domain))
    throw badInput('domain', `must be one of ${tenant.config.domainList.join(', ')}`);
  if (input.expiryDays !== undefined && input.expiryDays > MAX_EXPIRY_DAYS)
    throw badInput('expiryDays', `at most ${MAX_EXPIRY_DAYS} days`);
  const channel = input.channel?.trim() || null;
  if (channel && !/^[\p{L}\p{N} ._-]{1,32}$/u.test(channel))
    throw badInput('channel', 'letters, digits, spaces, dots, dashes and underscores only');
  const now = p.clock.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = `L${friendlyCode(7)}`;
    const [taken] = await p.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.affiliateCode, code)))
      .limit(1);
    if (taken) continue;
    const [row] = await p.db
      .insert(affiliateLinks)
      .values({
        tenantId: tenant.id,
        customerId: agent.id,
        code,
        type: input.type,
        domain,
        channel,
        createdAt: now,
        expiresAt: input.expiryDays ? new Date(now.getTime() + input.expiryDays * 86_400_000) : null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return linkView(row, now, [], 0);
  }
  throw new DomainError(E.duplicate, 'Could not make a unique link code, try again', 'refused');
}

export async function deleteLink(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  idText: string,
): Promise<null> {
  if (!/^\d{1,9}$/.test(idText)) throw badInput('id', 'must be an affiliate link id');
  const rows = await p.db
    .update(affiliateLinks)
    .set({ deletedAt: p.clock.now() })
    .where(
      and(
        eq(affiliateLinks.id, Number(idText)),
        eq(affiliateLinks.tenantId, tenant.id),
        eq(affiliateLinks.customerId, agent.id),
        isNull(affiliateLinks.deletedAt),
      ),
    )
    .returning({ id: affiliateLinks.id });
  if (rows.length === 0)
    throw new DomainError(E.notFound, `id: you have no affiliate link ${idText}`, 'notFound', {
      field: 'id',
    });
  return null;
}
