/**
 * Agent centre: who may use it and the caller's downline tree. An agent reads and changes only its own downline tree:
 * any account id outside it is refused with NOT_IN_TREE (an unknown id too, so the answer does not tell whether an
 * account exists elsewhere). The downline list is downline-list.ts, the downline accounts' changes
 * downline-accounts.ts, the announcements announcements.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers } from '../../db/schema.ts';
import { DomainError, badInput } from '../../shared/errors.ts';
import { type Customer } from '../session/sessions.ts';
import { friendlyCode } from '../../shared/secrets.ts';

const NOT_IN_TREE = 'NOT_IN_TREE';

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
async function levelBelow(
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

export const pageArgs = (pageNo: number | undefined, pageSize: number | undefined, fallback: number) => {
  const size = pageSize ?? fallback;
  const page = pageNo ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw badInput('pageSize', 'must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw badInput('pageNo', 'must be 1 or more');
  return { page, size };
};

export const paged = <T>(list: T[], page: number, size: number, total: number) => ({
  list,
  pageNum: page,
  pageSize: size,
  total,
  totalPages: Math.max(1, Math.ceil(total / size)),
});

/** A fresh affiliate code for a new agent (agents share one namespace of codes with affiliate links). */
export const newAgentCode = () => `AG${friendlyCode(8)}`;
