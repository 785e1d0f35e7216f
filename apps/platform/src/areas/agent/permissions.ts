/**
 * Downline permissions (issue 15, "set permissions"; the spec names the action but not the set): what an upline lets a
 * direct downline agent do. Our set, small and enforced here:
 * - createDownline: create downline accounts (agent.createDownline);
 * - transferDownline: send money to its downline (agent.transferDownline and the red envelope).
 * Both are allowed until the agent's direct upline takes one away (agent.changeDownlinePermission, behind the upline's
 * payment password as the notes' passwordCheck path says). Reading and collecting are never restricted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { agentPermissions } from '../../db/schema.ts';
import { DomainError, badInput } from '../../shared/errors.ts';
import { requireDownline } from './agent.ts';
import { checkPaymentPassword } from './money.ts';
import { isAgent } from '../../shared/rules.ts';
import type { Customer } from '../session/sessions.ts';

export type Permission = 'createDownline' | 'transferDownline';
export type Permissions = Record<Permission, boolean>;
const ALL: Permissions = { createDownline: true, transferDownline: true };
const WORDS: Record<Permission, string> = {
  createDownline: 'create downline accounts',
  transferDownline: 'transfer money to your downline',
};

/** The permissions of agents (all allowed without a row). */
export async function permissionsOf(
  db: Queryable,
  tenantId: string,
  ids: readonly number[],
): Promise<Map<number, Permissions>> {
  const out = new Map(ids.map((id) => [id, { ...ALL }]));
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(agentPermissions)
    .where(and(eq(agentPermissions.tenantId, tenantId), inArray(agentPermissions.customerId, [...ids])));
  for (const r of rows)
    out.set(r.customerId, { createDownline: r.createDownline, transferDownline: r.transferDownline });
  return out;
}

/** Refuses an action the agent's upline has not allowed. */
export async function requirePermission(
  db: Queryable,
  tenant: Tenant,
  agent: Customer,
  permission: Permission,
): Promise<void> {
  const own = (await permissionsOf(db, tenant.id, [agent.id])).get(agent.id)!;
  if (!own[permission])
    throw new DomainError(
      'PERMISSION_DENIED',
      `your upline has not allowed you to ${WORDS[permission]}`,
      'forbidden',
    );
}

/** The upline sets what a direct downline agent may do (fields left out keep their value). */
export async function changeDownlinePermission(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: {
    customerId: string;
    createDownline?: boolean | undefined;
    transferDownline?: boolean | undefined;
    paymentPassword: string;
  },
) {
  const { customer, level } = await requireDownline(p.db, tenant, agent, input.customerId, 'customerId');
  if (level !== 1)
    throw badInput(
      'customerId',
      `${customer.username} is not your direct downline: only its own upline sets its permissions`,
    );
  if (!isAgent(customer.type)) throw badInput('customerId', `${customer.username} is not an agent`);
  if (input.createDownline === undefined && input.transferDownline === undefined)
    throw badInput('createDownline', 'name at least one permission to change');
  await checkPaymentPassword(agent, input.paymentPassword);
  const current = (await permissionsOf(p.db, tenant.id, [customer.id])).get(customer.id)!;
  const next: Permissions = {
    createDownline: input.createDownline ?? current.createDownline,
    transferDownline: input.transferDownline ?? current.transferDownline,
  };
  const at = p.clock.now();
  await p.db
    .insert(agentPermissions)
    .values({ customerId: customer.id, tenantId: tenant.id, ...next, updatedBy: agent.id, updatedAt: at })
    .onConflictDoUpdate({
      target: agentPermissions.customerId,
      set: { ...next, updatedBy: agent.id, updatedAt: at },
    });
  return { customerId: String(customer.id), account: customer.username, permissions: next };
}
