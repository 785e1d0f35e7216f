/**
 * Wallet: balances per account type, every movement a ledger entry in the same transaction, balances never
 * negative (a guarded UPDATE plus a CHECK constraint), idempotency keys that move money once.
 *
 * Account types: 1 main wallet; in multi-wallet tenants also 2 lottery, 3 live casino, 4 sports, 5 slots & games.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Platform, Tenant } from '../context.ts';
import type { Queryable, Tx } from '../db/index.ts';
import { ledgerEntries, walletAccounts, walletOperations } from '../db/schema.ts';
import { ApiError, E, badInput } from '../http/errors.ts';

export const MAIN_WALLET = 1;
/**
 * Money held for withdrawals in process (services/cashier.ts): a withdrawal request moves its amount from the main
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
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) throw new ApiError(E.amountInvalid, `${field}: must have at most 2 decimals and 12 digits`, 400, { field });
  return value.toFixed(2);
}

export async function openAccounts(db: Queryable, tenant: Tenant, customerId: number): Promise<void> {
  await db
    .insert(walletAccounts)
    .values(accountTypesFor(tenant).map((accountTypeId) => ({ customerId, accountTypeId, tenantId: tenant.id, balance: '0' })))
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
      .where(and(eq(walletAccounts.customerId, m.customerId), eq(walletAccounts.accountTypeId, m.accountTypeId)));
    if (!exists) throw badInput('accountTypeId', `wallet ${m.accountTypeId} does not exist for this account`);
    throw new ApiError(E.balanceNotEnough, 'Insufficient balance', 200);
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
      .values({ tenantId: scope.tenantId, customerId: scope.customerId, idempotencyKey: scope.key, kind: scope.kind, result: {}, createdAt: p.clock.now() })
      .onConflictDoNothing()
      .returning({ id: walletOperations.id });
    const op = inserted[0];
    if (!op) {
      const [prev] = await tx
        .select()
        .from(walletOperations)
        .where(and(eq(walletOperations.tenantId, scope.tenantId), eq(walletOperations.customerId, scope.customerId), eq(walletOperations.idempotencyKey, scope.key)));
      if (prev && prev.kind !== scope.kind) throw badInput('Idempotency-Key', 'was already used for another operation');
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

export async function balanceView(p: Platform, tenant: Tenant, customerId: number) {
  const rows = await balances(p.db, customerId);
  const list = rows.map((r) => ({
    accountTypeId: r.accountTypeId,
    availBalance: Number(r.balance),
    displayName: ACCOUNT_TYPES[r.accountTypeId]?.name ?? `Wallet ${r.accountTypeId}`,
    accountName: ACCOUNT_TYPES[r.accountTypeId]?.name ?? `Wallet ${r.accountTypeId}`,
  }));
  // accountTypeId 0 and 9 are not real money wallets and are left out of the sum (protocol notes).
  const cents = rows.filter((r) => r.accountTypeId !== 0 && r.accountTypeId !== 9).reduce((s, r) => s + Math.round(Number(r.balance) * 100), 0);
  return {
    sumBalance: cents / 100,
    balance: list,
    currency: tenant.config.currency,
    currencySymbol: tenant.config.currencySymbol,
    currencyPosition: tenant.config.currencyPosition,
  };
}

export async function transfer(
  p: Platform,
  tenant: Tenant,
  customerId: number,
  input: { fromAccountTypeId: number; toAccountTypeId: number; amount: number },
  idempotencyKey: string | undefined,
) {
  if (tenant.config.wallet === 'single') {
    throw new ApiError(E.functionNotAvailable, 'Transfer fund is not available: this site uses a single wallet', 200);
  }
  const types = accountTypesFor(tenant);
  if (!types.includes(input.fromAccountTypeId)) throw badInput('fromAccountTypeId', `unknown wallet ${input.fromAccountTypeId}`);
  if (!types.includes(input.toAccountTypeId)) throw badInput('toAccountTypeId', `unknown wallet ${input.toAccountTypeId}`);
  if (input.fromAccountTypeId === input.toAccountTypeId) throw badInput('toAccountTypeId', 'must differ from fromAccountTypeId');
  const amount = toAmount(input.amount);
  const run = () => transferStatement(p, tenant.id, customerId, input.fromAccountTypeId, input.toAccountTypeId, amount, idempotencyKey);
  let row: TransferRow;
  try {
    row = await run();
  } catch (e) {
    // The same key in flight on another connection: its row won the unique index, this statement moved nothing.
    if (!idempotencyKey || !isUniqueViolation(e, 'wallet_operations_key')) throw e;
    row = await run();
  }
  if (row.prev_kind !== null) {
    if (row.prev_kind !== 'transfer') throw badInput('Idempotency-Key', 'was already used for another operation');
    return { result: row.prev_result as TransferResult, replayed: true };
  }
  for (const id of [input.fromAccountTypeId, input.toAccountTypeId]) {
    if (!row.found.includes(id)) throw badInput('accountTypeId', `wallet ${id} does not exist for this account`);
  }
  if (!row.ok || !row.moved) throw new ApiError(E.balanceNotEnough, 'Insufficient balance', 200);
  const balances: Record<string, number> = {};
  for (const m of row.moved) balances[String(m.t)] = Number(m.b);
  const result: TransferResult = { amount: Number(amount), fromAccountTypeId: input.fromAccountTypeId, toAccountTypeId: input.toAccountTypeId, balances };
  return { result, replayed: false };
}

type TransferResult = { amount: number; fromAccountTypeId: number; toAccountTypeId: number; balances: Record<string, number> };
type TransferRow = {
  /** Which of the two wallets exist (none listed when the key was used before). */
  found: number[];
  /** Both exist and the source holds the amount. */
  ok: boolean | null;
  prev_kind: string | null;
  prev_result: unknown;
  /** The two wallets' new balances, when the money moved. */
  moved: { t: number; b: string }[] | null;
};

/** A unique violation (23505) of the named constraint or index, also through Drizzle's error wrapper. */
function isUniqueViolation(e: unknown, constraint: string): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 3 && cur && typeof cur === 'object'; i++) {
    const c = cur as { code?: unknown; constraint?: unknown; message?: unknown };
    if (c.code === '23505') return c.constraint === constraint || String(c.message ?? '').includes(constraint);
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A transfer between two wallets of one account in one statement (one round trip, its own transaction): the key's
 * earlier operation if there is one; else lock both wallets in account-type order (concurrent transfers cannot
 * deadlock), and when both exist and the source holds the amount: both balances move, the operation row records the
 * result for replays, and two ledger entries carry the new balances. Nothing moves otherwise. A second request with a
 * key still in flight fails on the unique key (23505) and moves nothing; transfer() then reads the first's result.
 */
async function transferStatement(p: Platform, tenantId: string, customerId: number, from: number, to: number, amount: string, key: string | undefined): Promise<TransferRow> {
  const at = p.clock.now().toISOString();
  const delta = sql`CASE WHEN u.account_type_id = ${from}::int THEN -${amount}::numeric ELSE ${amount}::numeric END`;
  const prev = key
    ? sql`SELECT kind, result FROM wallet_operations WHERE tenant_id = ${tenantId} AND customer_id = ${customerId}::int AND idempotency_key = ${key}`
    : sql`SELECT NULL::text AS kind, NULL::jsonb AS result WHERE false`;
  const op = key
    ? sql`, op AS (
        INSERT INTO wallet_operations (tenant_id, customer_id, idempotency_key, kind, result, created_at)
        SELECT ${tenantId}, ${customerId}::int, ${key}, 'transfer',
               jsonb_build_object('amount', ${amount}::numeric, 'fromAccountTypeId', ${from}::int, 'toAccountTypeId', ${to}::int,
                                  'balances', jsonb_object_agg(u.account_type_id::text, u.balance)),
               ${at}::timestamptz
        FROM upd u HAVING count(*) = 2
        RETURNING id)`
    : sql``;
  const ledgerFrom = key ? sql`FROM upd u CROSS JOIN op` : sql`FROM upd u`;
  const opId = key ? sql`op.id` : sql`NULL::int`;
  const reference = key ? sql`'T' || op.id` : sql`${`T${Date.parse(at)}`}::text`;
  const q = sql`
    WITH prev AS MATERIALIZED (${prev}),
    acc AS MATERIALIZED (
      SELECT account_type_id, balance FROM wallet_accounts
      WHERE customer_id = ${customerId}::int AND account_type_id IN (${from}::int, ${to}::int) AND NOT EXISTS (SELECT 1 FROM prev)
      ORDER BY account_type_id
      FOR UPDATE),
    go AS MATERIALIZED (
      SELECT count(*) = 2 AND bool_and(account_type_id <> ${from}::int OR balance >= ${amount}::numeric) AS ok FROM acc),
    upd AS (
      UPDATE wallet_accounts u SET balance = u.balance + ${delta}, updated_at = ${at}::timestamptz
      FROM go
      WHERE go.ok AND u.customer_id = ${customerId}::int AND u.account_type_id IN (${from}::int, ${to}::int)
      RETURNING u.account_type_id, u.balance)
    ${op},
    led AS (
      INSERT INTO ledger_entries (tenant_id, customer_id, account_type_id, amount, balance_after, kind, operation_id, reference, created_at)
      SELECT ${tenantId}, ${customerId}::int, u.account_type_id, ${delta}, u.balance,
             CASE WHEN u.account_type_id = ${from}::int THEN 'transfer_out' ELSE 'transfer_in' END, ${opId}, ${reference}, ${at}::timestamptz
      ${ledgerFrom}
      ORDER BY u.account_type_id)
    SELECT ARRAY(SELECT account_type_id FROM acc) AS found, (SELECT ok FROM go) AS ok,
           (SELECT kind FROM prev) AS prev_kind, (SELECT result FROM prev) AS prev_result,
           (SELECT json_agg(json_build_object('t', u.account_type_id, 'b', u.balance::text) ORDER BY u.account_type_id) FROM upd u) AS moved`;
  const res = (await p.db.execute(q)) as unknown as { rows: TransferRow[] };
  const row = res.rows[0];
  if (!row) throw new Error('transfer: the statement returned no row');
  return row;
}

/** Moves every game-wallet balance back to the main wallet. */
export async function recallAll(p: Platform, tenant: Tenant, customerId: number, idempotencyKey: string | undefined) {
  return once(p, { tenantId: tenant.id, customerId, kind: 'recall', key: idempotencyKey }, async (tx, operationId) => {
    const at = p.clock.now();
    const rows = await balances(tx, customerId);
    let total = 0;
    for (const r of rows) {
      if (r.accountTypeId === MAIN_WALLET || Number(r.balance) <= 0) continue;
      await move(tx, { tenantId: tenant.id, customerId, accountTypeId: r.accountTypeId, amount: negate(r.balance), kind: 'transfer_out', operationId, reference: 'recall', at });
      await move(tx, { tenantId: tenant.id, customerId, accountTypeId: MAIN_WALLET, amount: r.balance, kind: 'transfer_in', operationId, reference: 'recall', at });
      total += Math.round(Number(r.balance) * 100);
    }
    return { recalled: total / 100 };
  });
}

/** Credits a wallet (seed, dev credit, trial credit). */
export async function credit(p: Platform, tenantId: string, customerId: number, accountTypeId: number, amount: string, kind: string, reference?: string) {
  return p.db.transaction((tx) => move(tx, { tenantId, customerId, accountTypeId, amount, kind, reference: reference ?? null, at: p.clock.now() }));
}
