/**
 * Credit mode (module key CREDITMAR3; protocol-notes §1.4 "Credit and position-taking model"; docs/platform/credit.md).
 * An upline gives a direct downline a credit line: a limit and a type. What the downline has used of it is read from
 * the ledger: its stakes and the transfers it sent down its own tree, less its wins, since the period began (the
 * line's creation or its last reset; for the 'daily' type, at most the last 24 hours). A bet or a transfer larger
 * than what is left is refused (CREDIT_LIMIT_EXCEEDED), inside the transaction that would move the money, after the
 * credit row is locked: two bets (or a bet and a transfer) at once cannot both pass. Money itself stays in the
 * ledger; this area only reads it. Without a credit line an account is not limited.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { customers, downlineCredit, ledgerEntries } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { once, toAmount } from '../../ledger/ledger.ts';
import type { Customer } from '../session/sessions.ts';
import { pageArgs, paged, requireDownline } from './agent.ts';

const CREDIT_TYPES = ['fixed', 'daily'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

const DAY = 86_400_000;

/** Ledger kinds that spend credit (negative amounts) or give it back (wins, a cancelled bet). */
const CREDIT_KINDS = ['bet', 'win', 'bet_cancel', 'downline_out', 'red_envelope_out'] as const;

type CreditRow = typeof downlineCredit.$inferSelect;

/** Whether the tenant runs in credit mode (its module key CREDITMAR3 is on). */
const creditMode = (tenant: Tenant) => tenant.config.modules.CREDITMAR3 === true;

function requireCreditMode(tenant: Tenant): void {
  if (!creditMode(tenant))
    throw new DomainError(
      E.functionNotAvailable,
      'Credit mode (CREDITMAR3) is not on for this site.',
      'refused',
    );
}

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/** When the period that counts began: the line's `since`, and for a daily line no earlier than 24 hours ago. */
function periodStart(row: CreditRow, now: Date): Date {
  if (row.creditType !== 'daily') return row.since;
  const day = new Date(now.getTime() - DAY);
  return day > row.since ? day : row.since;
}

/** Credit used since `from`, in cents: stakes and transfers down, less wins, never below 0. */
async function usedCents(db: Queryable, customerId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.customerId, customerId),
        inArray(ledgerEntries.kind, [...CREDIT_KINDS]),
        sql`${ledgerEntries.createdAt} >= ${from.toISOString()}::timestamptz`,
      ),
    );
  return Math.max(0, -cents(row?.total ?? 0));
}

type Account = Pick<Customer, 'id' | 'username' | 'type'>;

async function viewOf(db: Queryable, account: Account, row: CreditRow | undefined, now: Date) {
  if (!row)
    return {
      customerId: String(account.id),
      account: account.username,
      type: account.type,
      creditLimit: null,
      creditType: null,
      used: 0,
      available: null,
      since: null,
      updateTime: null,
    };
  const used = await usedCents(db, account.id, periodStart(row, now));
  const limit = cents(row.creditLimit);
  return {
    customerId: String(account.id),
    account: account.username,
    type: account.type,
    creditLimit: limit / 100,
    creditType: row.creditType as CreditType,
    used: used / 100,
    available: Math.max(0, limit - used) / 100,
    since: row.since.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

/**
 * A bet or a transfer of `amount` by `customerId`: refused when it would pass the account's credit limit. Call it
 * inside the transaction that moves the money: it locks the credit row until that transaction ends.
 */
export async function guardCredit(
  tx: Queryable,
  tenant: Tenant,
  customerId: number,
  amount: number,
  now: Date,
): Promise<void> {
  if (!creditMode(tenant)) return;
  const [row] = await tx
    .select()
    .from(downlineCredit)
    .where(and(eq(downlineCredit.customerId, customerId), eq(downlineCredit.tenantId, tenant.id)))
    .for('update');
  if (!row) return;
  const limit = cents(row.creditLimit);
  const left = Math.max(0, limit - (await usedCents(tx, customerId, periodStart(row, now))));
  if (cents(amount) > left)
    throw new DomainError(
      E.creditLimitExceeded,
      `This would pass the credit limit your upline set (${(limit / 100).toFixed(2)}): ${(left / 100).toFixed(2)} of credit is left.`,
      'refused',
      { limit: (limit / 100).toFixed(2), remaining: (left / 100).toFixed(2) },
    );
}

/** The direct downline `value` names: outside the tree NOT_IN_TREE; deeper in it, only its own upline sets its credit. */
async function directDownline(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  value: string,
): Promise<Customer> {
  const { customer, level } = await requireDownline(p.db, tenant, agent, value, 'customerId');
  if (level !== 1)
    throw badInput(
      'customerId',
      `${customer.username} is not your direct downline: only its own upline sets its credit`,
    );
  return customer;
}

const lineOf = async (db: Queryable, tenant: Tenant, customerId: number, lock: boolean) => {
  const q = db
    .select()
    .from(downlineCredit)
    .where(and(eq(downlineCredit.customerId, customerId), eq(downlineCredit.tenantId, tenant.id)));
  const [row] = await (lock ? q.for('update') : q);
  return row;
};

const noLine = (account: string) =>
  new DomainError(
    E.invalidState,
    `customerId: ${account} has no credit limit yet: set one first`,
    'refused',
    {
      field: 'customerId',
    },
  );

/** Gives a direct downline a credit limit, or changes it (the type too when given; the period goes on). */
export async function setCreditLimit(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string; creditLimit: number; creditType?: CreditType | undefined },
) {
  requireCreditMode(tenant);
  const limit = input.creditLimit === 0 ? '0.00' : toAmount(input.creditLimit, 'creditLimit');
  const customer = await directDownline(p, tenant, agent, input.customerId);
  return p.db.transaction(async (tx) => {
    const at = p.clock.now();
    const current = await lineOf(tx, tenant, customer.id, true);
    const creditType = input.creditType ?? (current?.creditType as CreditType | undefined) ?? 'fixed';
    const [row] = await tx
      .insert(downlineCredit)
      .values({
        customerId: customer.id,
        tenantId: tenant.id,
        uplineId: agent.id,
        creditLimit: limit,
        creditType,
        since: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: downlineCredit.customerId,
        set: { creditLimit: limit, creditType, uplineId: agent.id, updatedAt: at },
      })
      .returning();
    return viewOf(tx, customer, row, at);
  });
}

/** Changes a direct downline's credit type (it needs a credit line). */
export async function setCreditType(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string; creditType: CreditType },
) {
  requireCreditMode(tenant);
  const customer = await directDownline(p, tenant, agent, input.customerId);
  return p.db.transaction(async (tx) => {
    const at = p.clock.now();
    if (!(await lineOf(tx, tenant, customer.id, true))) throw noLine(customer.username);
    const [row] = await tx
      .update(downlineCredit)
      .set({ creditType: input.creditType, updatedAt: at })
      .where(eq(downlineCredit.customerId, customer.id))
      .returning();
    return viewOf(tx, customer, row, at);
  });
}

/** A direct downline's credit type (null without a line) and the types there are. */
export async function creditTypeOf(p: Platform, tenant: Tenant, agent: Customer, value: string) {
  requireCreditMode(tenant);
  const customer = await directDownline(p, tenant, agent, value);
  const row = await lineOf(p.db, tenant, customer.id, false);
  return {
    customerId: String(customer.id),
    creditType: (row?.creditType as CreditType | undefined) ?? null,
    types: [...CREDIT_TYPES],
  };
}

/**
 * Resets a direct downline's credit: a new period begins now (used back to 0, the whole limit available). Once per
 * idempotency key: a repeat answers the first reset and does not begin another period.
 */
export async function resetCredit(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  value: string,
  key: string | undefined,
) {
  requireCreditMode(tenant);
  const customer = await directDownline(p, tenant, agent, value);
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: agent.id, kind: `credit_reset:${customer.id}`, key },
    async (tx) => {
      const at = p.clock.now();
      if (!(await lineOf(tx, tenant, customer.id, true))) throw noLine(customer.username);
      const [row] = await tx
        .update(downlineCredit)
        .set({ since: at, updatedAt: at })
        .where(eq(downlineCredit.customerId, customer.id))
        .returning();
      return viewOf(tx, customer, row, at);
    },
  );
  return { ...result, replayed };
}

/**
 * The credit report: the caller's direct downlines (one with `customerId`, or those whose account starts with
 * `account`), each with its line, used and available credit; the summary adds up every line of the caller's.
 */
export async function creditReport(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: {
    customerId?: string | undefined;
    account?: string | undefined;
    pageNo?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  requireCreditMode(tenant);
  const { page, size } = pageArgs(input.pageNo, input.pageSize, 20);
  const now = p.clock.now();
  const only =
    input.customerId === undefined ? null : await directDownline(p, tenant, agent, input.customerId);
  const account = input.account?.trim();
  const filters = [eq(customers.tenantId, tenant.id), eq(customers.parentId, agent.id)];
  if (only) filters.push(eq(customers.id, only.id));
  if (account)
    filters.push(
      sql`lower(${customers.username}) like ${`${account.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`,
    );
  const accounts = await p.db
    .select({ id: customers.id, username: customers.username, type: customers.type })
    .from(customers)
    .where(and(...filters))
    .orderBy(asc(customers.id));
  const lines = await p.db
    .select()
    .from(downlineCredit)
    .where(and(eq(downlineCredit.tenantId, tenant.id), eq(downlineCredit.uplineId, agent.id)));
  const byId = new Map(lines.map((l) => [l.customerId, l]));
  const list = await Promise.all(
    accounts.slice((page - 1) * size, page * size).map((a) => viewOf(p.db, a, byId.get(a.id), now)),
  );
  // The summary: every line of the caller's direct downlines (not only this page's).
  const direct = await p.db
    .select({ id: customers.id, username: customers.username, type: customers.type })
    .from(customers)
    .where(and(eq(customers.tenantId, tenant.id), eq(customers.parentId, agent.id)));
  let limit = 0;
  let used = 0;
  let available = 0;
  let count = 0;
  for (const a of direct) {
    const line = byId.get(a.id);
    if (!line) continue;
    const v = await viewOf(p.db, a, line, now);
    limit += cents(v.creditLimit!);
    used += cents(v.used);
    available += cents(v.available!);
    count += 1;
  }
  return {
    ...paged(list, page, size, accounts.length),
    summary: { creditLimit: limit / 100, used: used / 100, available: available / 100, count },
  };
}
