/**
 * Agent centre: who may use it, the caller's downline tree, and the downline accounts (list, create, password,
 * nickname, promotion). An agent reads and changes only its own downline tree: any account id outside it is refused
 * with NOT_IN_TREE (an unknown id too, so the answer does not tell whether an account exists elsewhere).
 */
import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers, notices, noticeReads, sessions, walletAccounts } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { revokeOtherSessions, type Customer } from '../session/sessions.ts';
import {
  DEFAULT_PASSWORD,
  checkField,
  checkMobile,
  dialingCode,
  fieldError,
  isAgent,
} from '../../shared/rules.ts';
import { friendlyCode, hashPassword } from '../../shared/secrets.ts';
import { openAccounts } from '../../ledger/ledger.ts';
import { checkNewDownlineRate, setUniformRate } from './rebates.ts';

/** The withdrawal hold account (ledger/ledger.ts HOLD_ACCOUNT, the cashier's): money held, not a wallet. */
const HOLD_ACCOUNT = 0;

export const NOT_IN_TREE = 'NOT_IN_TREE';
/** Deepest tree walked (a guard against a cycle in bad data, far beyond any real tree). */
const MAX_DEPTH = 64;

/** The type an account made an agent under `parent` takes: level 2 (41) under a top agent, level 3 (42) below. */
export const childAgentType = (parentType: number) => (parentType === 1 || parentType === 2 ? 41 : 42);

export type TreeNode = { id: number; parentId: number; level: number };

/** The caller's whole downline tree (not the caller), level 1 = direct downlines. */
export async function downlineTree(db: Queryable, tenantId: string, rootId: number): Promise<TreeNode[]> {
  const res = (await db.execute(sql`
    WITH RECURSIVE tree AS (
      SELECT id, parent_id, 1 AS level FROM customers WHERE parent_id = ${rootId} AND tenant_id = ${tenantId}
      UNION ALL
      SELECT c.id, c.parent_id, t.level + 1 FROM customers c JOIN tree t ON c.parent_id = t.id
      WHERE c.tenant_id = ${tenantId} AND t.level < ${MAX_DEPTH}
    )
    SELECT id, parent_id AS "parentId", level FROM tree ORDER BY level, id`)) as unknown as {
    rows: { id: number; parentId: number; level: number }[];
  };
  return res.rows.map((r) => ({ id: Number(r.id), parentId: Number(r.parentId), level: Number(r.level) }));
}

/** How far below `rootId` the account is (1 = direct), or null when it is not in the tree. */
export async function levelBelow(
  db: Queryable,
  tenantId: string,
  rootId: number,
  customerId: number,
): Promise<number | null> {
  const res = (await db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS depth FROM customers WHERE id = ${customerId} AND tenant_id = ${tenantId}
      UNION ALL
      SELECT c.id, c.parent_id, up.depth + 1 FROM customers c JOIN up ON c.id = up.parent_id
      WHERE c.tenant_id = ${tenantId} AND up.depth < ${MAX_DEPTH}
    )
    SELECT depth FROM up WHERE id = ${rootId} AND depth > 0`)) as unknown as { rows: { depth: number }[] };
  const row = res.rows[0];
  return row ? Number(row.depth) : null;
}

export const notInTree = (field: string, id: string) =>
  new DomainError(NOT_IN_TREE, `${field}: account ${id} is not in your downline`, 'forbidden', { field });

/** Reads an account id of the request: digits only. */
export function idOf(value: string, field: string): number {
  if (!/^\d{1,9}$/.test(value)) throw badInput(field, 'must be an account id');
  return Number(value);
}

/** The downline account `value` names, refused unless it is in the agent's tree. */
export async function requireDownline(
  db: Queryable,
  tenant: Tenant,
  agent: Customer,
  value: string,
  field = 'customerId',
): Promise<{ customer: Customer; level: number }> {
  const id = idOf(value, field);
  const level = id === agent.id ? null : await levelBelow(db, tenant.id, agent.id, id);
  if (level === null) throw notInTree(field, value);
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.tenantId, tenant.id)));
  if (!customer) throw notInTree(field, value);
  return { customer, level };
}

const pageArgs = (pageNo: number | undefined, pageSize: number | undefined, fallback: number) => {
  const size = pageSize ?? fallback;
  const page = pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw badInput('pageSize', 'must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { page, size };
};

const paged = <T>(list: T[], page: number, size: number, total: number) => ({
  list,
  pageNum: page,
  pageSize: size,
  total,
  totalPages: Math.max(1, Math.ceil(total / size)),
});

// ------------------------------------------------------------------------------------------------ announcements

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

// ------------------------------------------------------------------------------------------------ downline list

/** Sum of the real-money wallets of each account (not the withdrawal hold, not the locked bonus). */
async function balancesOf(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: walletAccounts.customerId,
      cents: sql<string>`coalesce(sum(${walletAccounts.balance}), 0) * 100`,
    })
    .from(walletAccounts)
    .where(
      and(
        inArray(walletAccounts.customerId, ids),
        ne(walletAccounts.accountTypeId, HOLD_ACCOUNT),
        ne(walletAccounts.accountTypeId, 9),
      ),
    )
    .groupBy(walletAccounts.customerId);
  return new Map(rows.map((r) => [r.id, Math.round(Number(r.cents)) / 100]));
}

async function onlineOf(p: Platform, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await p.db
    .selectDistinct({ id: sessions.customerId })
    .from(sessions)
    .where(
      and(
        inArray(sessions.customerId, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, p.clock.now()),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export type DownlineQuery = {
  account?: string | undefined;
  parentId?: string | undefined;
  type?: 'member' | 'agent' | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
};

/**
 * The caller's downline: the whole tree (every level), or with `parentId` the direct downlines of that account
 * (the caller or one in its tree). `account` matches part of the username or nickname, `type` members or agents.
 * Ordered by level, then newest first.
 */
export async function listDownlines(p: Platform, tenant: Tenant, agent: Customer, q: DownlineQuery) {
  const { page, size } = pageArgs(q.pageNo, q.pageSize, 20);
  const tree = await downlineTree(p.db, tenant.id, agent.id);
  let parentId: number | undefined;
  if (q.parentId !== undefined && q.parentId !== '') {
    parentId = idOf(q.parentId, 'parentId');
    if (parentId !== agent.id && !tree.some((n) => n.id === parentId))
      throw notInTree('parentId', q.parentId);
  }
  const search = q.account?.trim().toLowerCase() ?? '';
  if (search.length > 32) throw badInput('account', 'at most 32 characters');
  const nodes = parentId === undefined ? tree : tree.filter((n) => n.parentId === parentId);
  // Team size under each account of the tree.
  const below = new Map<number, number>();
  const parentOf = new Map(tree.map((n) => [n.id, n.parentId]));
  for (const n of tree) {
    let up = parentOf.get(n.id);
    while (up !== undefined && up !== agent.id) {
      below.set(up, (below.get(up) ?? 0) + 1);
      up = parentOf.get(up);
    }
  }
  const levelOf = new Map(tree.map((n) => [n.id, n.level]));
  const ids = nodes.map((n) => n.id);
  if (ids.length === 0) return paged([], page, size, 0);
  const conds = [inArray(customers.id, ids)];
  if (search)
    conds.push(
      or(
        sql`lower(${customers.username}) like ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}`,
        sql`lower(coalesce(${customers.nickname}, '')) like ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}`,
      )!,
    );
  if (q.type === 'agent') conds.push(sql`${customers.type} in (1, 2, 41, 42)`);
  if (q.type === 'member') conds.push(sql`${customers.type} not in (1, 2, 41, 42)`);
  const rows = await p.db
    .select()
    .from(customers)
    .where(and(...conds));
  rows.sort(
    (a, b) =>
      (levelOf.get(a.id) ?? 0) - (levelOf.get(b.id) ?? 0) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      b.id - a.id,
  );
  const slice = rows.slice((page - 1) * size, page * size);
  const parents = new Map<number, string>([[agent.id, agent.username]]);
  const parentIds = [
    ...new Set(slice.map((r) => r.parentId).filter((x): x is number => x !== null && x !== agent.id)),
  ];
  if (parentIds.length)
    for (const r of await p.db
      .select({ id: customers.id, username: customers.username })
      .from(customers)
      .where(inArray(customers.id, parentIds)))
      parents.set(r.id, r.username);
  const balance = await balancesOf(
    p.db,
    slice.map((r) => r.id),
  );
  const online = await onlineOf(
    p,
    slice.map((r) => r.id),
  );
  return paged(
    slice.map((r) =>
      downlineRow(r, {
        level: levelOf.get(r.id) ?? 1,
        balance: balance.get(r.id) ?? 0,
        online: online.has(r.id),
        teamCount: below.get(r.id) ?? 0,
        parentAccount: r.parentId === null ? null : (parents.get(r.parentId) ?? null),
      }),
    ),
    page,
    size,
    rows.length,
  );
}

export function downlineRow(
  r: Customer,
  extra: { level: number; balance: number; online: boolean; teamCount: number; parentAccount: string | null },
) {
  return {
    id: String(r.id),
    account: r.username,
    nickname: r.nickname,
    nickname2: r.profile.nickname2 ?? null,
    type: r.type,
    balance: extra.balance,
    regDate: r.createdAt.getTime(),
    lastLoginTime: r.lastLoginAt?.getTime() ?? null,
    online: extra.online,
    teamCount: extra.teamCount,
    level: extra.level,
    parentId: r.parentId === null ? null : String(r.parentId),
    parentAccount: extra.parentAccount,
    status: r.status,
  };
}

// ------------------------------------------------------------------------------------------------ accounts

/** Checks a username for a new account with the tenant's rule; true when no account of the tenant has it. */
export async function usernameAvailable(db: Queryable, tenant: Tenant, username: string): Promise<boolean> {
  checkField(tenant, 'username', username.trim(), true);
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenant.id),
        sql`lower(${customers.username}) = ${username.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return !row;
}

function checkNewPassword(tenant: Tenant, password: string, field = 'password'): void {
  checkField(tenant, field, password, true, 'password');
  if (password === DEFAULT_PASSWORD)
    throw fieldError(field, undefined, 'validation:default_password', 'must not be the default password');
}

/** A fresh affiliate code for a new agent (agents share one namespace of codes with affiliate links). */
export const newAgentCode = () => `AG${friendlyCode(8)}`;

export type CreateDownlineInput = {
  username: string;
  password: string;
  type: 'member' | 'agent';
  nickname?: string | undefined;
  rebateRate?: number | undefined;
};

/** Register centre: a member or agent account directly under the agent, with a rebate rate within the agent's own. */
export async function createDownline(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: CreateDownlineInput,
) {
  const username = input.username.trim();
  if (!(await usernameAvailable(p.db, tenant, username)))
    throw new DomainError('USERNAME_TAKEN', 'username: this username is already taken', 'invalid', {
      field: 'username',
    });
  checkNewPassword(tenant, input.password);
  const nickname = input.nickname?.trim() || null;
  if (nickname && nickname.length > 32) throw badInput('nickname', 'at most 32 characters');
  const rate = input.rebateRate ?? 0;
  await checkNewDownlineRate(p.db, agent, rate);
  const passwordHash = await hashPassword(input.password);
  const at = p.clock.now();
  const row = await p.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(customers)
      .values({
        tenantId: tenant.id,
        username,
        passwordHash,
        passwordChangedAt: at,
        type: input.type === 'agent' ? childAgentType(agent.type) : 0,
        parentId: agent.id,
        nickname,
        affiliateCode: input.type === 'agent' ? newAgentCode() : null,
        referralCode: friendlyCode(8),
        language: tenant.defaultLanguage,
        registerMethod: 'AGENT',
        createdAt: at,
      })
      .returning();
    if (!c) throw new Error('customer insert returned nothing');
    await openAccounts(tx, tenant, c.id);
    await setUniformRate(tx, tenant, c.id, rate, at);
    return c;
  });
  return downlineRow(row, {
    level: 1,
    balance: 0,
    online: false,
    teamCount: 0,
    parentAccount: agent.username,
  });
}

export async function setDownlinePassword(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string; password: string },
) {
  const { customer } = await requireDownline(p.db, tenant, agent, input.customerId);
  checkNewPassword(tenant, input.password);
  await p.db
    .update(customers)
    .set({
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: p.clock.now(),
      mustChangePassword: false,
      failedLogins: 0,
    })
    .where(eq(customers.id, customer.id));
  // The old password's sessions end with it.
  await revokeOtherSessions(p, customer.id);
  return null;
}

export async function setDownlineNickname(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string; nickname: string },
) {
  const { customer } = await requireDownline(p.db, tenant, agent, input.customerId);
  const nickname2 = input.nickname.trim();
  if (/[<>]/.test(nickname2)) throw badInput('nickname', 'must not contain < or >');
  const profile = { ...customer.profile };
  if (nickname2) profile.nickname2 = nickname2;
  else delete profile.nickname2;
  await p.db.update(customers).set({ profile }).where(eq(customers.id, customer.id));
  return null;
}

/** A downline's mobile number and dialing code (null when it has none). */
export async function downlineMobile(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string },
) {
  const { customer } = await requireDownline(p.db, tenant, agent, input.customerId);
  return { mobile: customer.mobile ?? null, countryDialingCode: customer.countryDialingCode ?? null };
}

/**
 * Changes a downline's mobile number: the tenant's mobile rule, and no other account of the tenant with the number
 * (the unique index answers a race). The dialing code stays the account's, or the tenant's default when it had none.
 */
export async function setDownlineMobile(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string; mobile: string },
) {
  const { customer } = await requireDownline(p.db, tenant, agent, input.customerId);
  const mobile = checkMobile(tenant, 'mobile', input.mobile);
  const taken = () =>
    new DomainError(E.duplicate, 'mobile: this mobile number is already used by another account', 'invalid', {
      field: 'mobile',
    });
  const [other] = await p.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.tenantId, tenant.id), eq(customers.mobile, mobile), ne(customers.id, customer.id)),
    )
    .limit(1);
  if (other) throw taken();
  try {
    await p.db
      .update(customers)
      .set({ mobile, countryDialingCode: customer.countryDialingCode ?? dialingCode(tenant, undefined) })
      .where(eq(customers.id, customer.id));
  } catch (e) {
    if (/customers_tenant_mobile|unique/i.test(String((e as { message?: unknown }).message ?? e)))
      throw taken();
    throw e;
  }
  return null;
}

export async function promoteDownline(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string },
) {
  const { customer } = await requireDownline(p.db, tenant, agent, input.customerId);
  if (isAgent(customer.type))
    throw new DomainError(
      'INVALID_STATE',
      `customerId: ${customer.username} is already an agent`,
      'invalid',
      {
        field: 'customerId',
      },
    );
  if (customer.type !== 0)
    throw new DomainError(
      'INVALID_STATE',
      `customerId: ${customer.username} is not a member account`,
      'invalid',
      {
        field: 'customerId',
      },
    );
  const [parent] =
    customer.parentId === null
      ? []
      : await p.db
          .select({ type: customers.type })
          .from(customers)
          .where(eq(customers.id, customer.parentId));
  // Guarded on the type still being a member's, so two promotions at once give one code.
  await p.db
    .update(customers)
    .set({
      type: childAgentType(parent?.type ?? agent.type),
      affiliateCode: customer.affiliateCode ?? newAgentCode(),
    })
    .where(and(eq(customers.id, customer.id), eq(customers.type, 0)));
  return null;
}
