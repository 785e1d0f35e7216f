/** The agent's downline list: filtered and paged, each account with its balance and whether it is online. */
import { and, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers, sessions, walletAccounts } from '../../db/schema.ts';
import { badInput } from '../../shared/errors.ts';
import { type Customer } from '../session/sessions.ts';
import { downlineTree, notInTree, idOf, pageArgs, paged } from './agent.ts';
import type { BreakKind } from '@wl/domain';
import { restrictionsOf } from '../protection/breaks.ts';

/** The withdrawal hold account (ledger/ledger.ts HOLD_ACCOUNT, the cashier's): money held, not a wallet. */
const HOLD_ACCOUNT = 0;

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
  const restricted = await restrictionsOf(
    p.db,
    slice.map((r) => r.id),
    p.clock.now(),
  );
  return paged(
    slice.map((r) =>
      downlineRow(r, {
        level: levelOf.get(r.id) ?? 1,
        balance: balance.get(r.id) ?? 0,
        online: online.has(r.id),
        teamCount: below.get(r.id) ?? 0,
        parentAccount: r.parentId === null ? null : (parents.get(r.parentId) ?? null),
        restriction: restricted.get(r.id) ?? null,
      }),
    ),
    page,
    size,
    rows.length,
  );
}

export function downlineRow(
  r: Customer,
  extra: {
    level: number;
    balance: number;
    online: boolean;
    teamCount: number;
    parentAccount: string | null;
    restriction?: BreakKind | null;
  },
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
    restriction: extra.restriction ?? null,
  };
}
