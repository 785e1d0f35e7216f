/** The agent's downline accounts: creating one (member or agent), its password, nickname and mobile, and promoting a member to agent. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers } from '../../db/schema.ts';
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
import { childAgentType, requireDownline, newAgentCode } from './agent.ts';
import { downlineRow } from './downline-list.ts';

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
