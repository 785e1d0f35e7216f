/**
 * Wallet: balances per account type, every movement a ledger entry in the same transaction, balances never
 * negative (a guarded UPDATE plus a CHECK constraint), idempotency keys that move money once. The wallet area's own
 * services (the balance view, the recall, transfers) are in areas/wallet/ (wallet.ts, transfers.ts).
 *
 * Account types: 1 main wallet; in multi-wallet tenants also 2 lottery, 3 live casino, 4 sports, 5 slots & games.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../context.ts';
import type { Queryable, Tx } from '../db/index.ts';
import { ledgerEntries, walletAccounts, walletOperations } from '../db/schema.ts';
import { DomainError, E, badInput } from '../shared/errors.ts';

export const MAIN_WALLET = 1;

/**
 * Money held for withdrawals in process (areas/cashier/withdrawals.ts): a withdrawal request moves its amount from the main
 * wallet here, a rejection moves it back, an approval pays it out from here. Type 0 is left out of sumBalance (as the
 * protocol notes say) and, being the platform's book rather than a wallet, out of the balance list and the recall.
 */
export const HOLD_ACCOUNT = 0;
export const ACCOUNT_TYPES: Record<number, { name: string; categories: readonly string[] }> = {
  1: { name: 'Main Wallet', categories: [] },
  2: { name: 'Lottery Wallet', categories: ['LOTT', 'ELOTT'] },
  3: { name: 'Live Casino Wallet', categories: ['LIVE'] },
  4: { name: 'Sports Wallet', categories: ['SPORTS', 'ESPORTS', 'COCKFIGHT'] },
  5: { name: 'Slots & Games Wallet', categories: ['RNG', 'FISH', 'PVP'] },
};

export function accountTypesFor(tenant: Tenant): number[] {
  return tenant.config.wallet === 'single' ? [MAIN_WALLET] : [1, 2, 3, 4, 5];
}

/** The wallet a game of this category plays from. */
export function walletForCategory(tenant: Tenant, gameType: string, isTrial: boolean): number {
  if (isTrial || tenant.config.wallet === 'single') return MAIN_WALLET;
  for (const [id, t] of Object.entries(ACCOUNT_TYPES)) if (t.categories.includes(gameType)) return Number(id);
  return MAIN_WALLET;
}

/** A money amount as the exact decimal string the database takes: positive, at most 2 decimals. */
export function toAmount(value: number, field = 'amount'): string {
  if (!Number.isFinite(value) || value <= 0) throw badInput(field, 'must be a positive amount');
  const text = String(value);
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text))
    throw new DomainError(
      E.amountInvalid,
      `${field}: must have at most 2 decimals and 12 digits`,
      'invalid',
      {
        field,
      },
    );
  return value.toFixed(2);
}

export async function openAccounts(db: Queryable, tenant: Tenant, customerId: number): Promise<void> {
  await db
    .insert(walletAccounts)
    .values(
      accountTypesFor(tenant).map((accountTypeId) => ({
        customerId,
        accountTypeId,
        tenantId: tenant.id,
        balance: '0',
      })),
    )
    .onConflictDoNothing();
}

export type Movement = {
  tenantId: string;
  customerId: number;
  accountTypeId: number;
  /** Signed decimal string. */
  amount: string;
  kind: string;
  operationId?: number | null;
  reference?: string | null;
  at: Date;
};

/** Moves money on one account inside a transaction; refuses to go below zero. Returns the new balance. */
export async function move(tx: Queryable, m: Movement): Promise<string> {
  const rows = await tx
    .update(walletAccounts)
    .set({ balance: sql`${walletAccounts.balance} + ${m.amount}::numeric`, updatedAt: m.at })
    .where(
      and(
        eq(walletAccounts.customerId, m.customerId),
        eq(walletAccounts.accountTypeId, m.accountTypeId),
        sql`${walletAccounts.balance} + ${m.amount}::numeric >= 0`,
      ),
    )
    .returning({ balance: walletAccounts.balance });
  const row = rows[0];
  if (!row) {
    const [exists] = await tx
      .select({ b: walletAccounts.balance })
      .from(walletAccounts)
      .where(
        and(eq(walletAccounts.customerId, m.customerId), eq(walletAccounts.accountTypeId, m.accountTypeId)),
      );
    if (!exists) throw badInput('accountTypeId', `wallet ${m.accountTypeId} does not exist for this account`);
    throw new DomainError(E.balanceNotEnough, 'Insufficient balance', 'refused');
  }
  await tx.insert(ledgerEntries).values({
    tenantId: m.tenantId,
    customerId: m.customerId,
    accountTypeId: m.accountTypeId,
    amount: m.amount,
    balanceAfter: row.balance,
    kind: m.kind,
    operationId: m.operationId ?? null,
    reference: m.reference ?? null,
    createdAt: m.at,
  });
  return row.balance;
}

export const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/**
 * Runs a money-moving operation once per idempotency key: a repeat returns the first result without moving money.
 * Without a key every call runs.
 */
export async function once<T extends Record<string, unknown>>(
  p: Platform,
  scope: { tenantId: string; customerId: number; kind: string; key: string | undefined },
  run: (tx: Tx, operationId: number | null) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  return p.db.transaction(async (tx) => {
    if (!scope.key) return { result: await run(tx, null), replayed: false };
    const inserted = await tx
      .insert(walletOperations)
      .values({
        tenantId: scope.tenantId,
        customerId: scope.customerId,
        idempotencyKey: scope.key,
        kind: scope.kind,
        result: {},
        createdAt: p.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: walletOperations.id });
    const op = inserted[0];
    if (!op) {
      const [prev] = await tx
        .select()
        .from(walletOperations)
        .where(
          and(
            eq(walletOperations.tenantId, scope.tenantId),
            eq(walletOperations.customerId, scope.customerId),
            eq(walletOperations.idempotencyKey, scope.key),
          ),
        );
      if (prev && prev.kind !== scope.kind)
        throw badInput('Idempotency-Key', 'was already used for another operation');
      return { result: (prev?.result ?? {}) as T, replayed: true };
    }
    const result = await run(tx, op.id);
    await tx.update(walletOperations).set({ result }).where(eq(walletOperations.id, op.id));
    return { result, replayed: false };
  });
}

export async function balances(db: Queryable, customerId: number) {
  return db
    .select({ accountTypeId: walletAccounts.accountTypeId, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.customerId, customerId), ne(walletAccounts.accountTypeId, HOLD_ACCOUNT)))
    .orderBy(asc(walletAccounts.accountTypeId));
}

/** Credits a wallet (seed, dev credit, trial credit). */
export async function credit(
  p: Platform,
  tenantId: string,
  customerId: number,
  accountTypeId: number,
  amount: string,
  kind: string,
  reference?: string,
) {
  return p.db.transaction((tx) =>
    move(tx, {
      tenantId,
      customerId,
      accountTypeId,
      amount,
      kind,
      reference: reference ?? null,
      at: p.clock.now(),
    }),
  );
}
