import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/index.ts';

export type LedgerCheck = {
  accounts: number;
  entries: number;
  /** Accounts whose balance differs from the sum of their ledger entries. */
  mismatches: { customerId: number; accountTypeId: number; balance: string; ledger: string }[];
  /** Balances or running balances below zero. */
  negatives: number;
};

/** Proves the books: every balance equals the sum of its ledger entries, and nothing ever went below zero. */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const rows = (await db.execute(sql`
    SELECT w.customer_id AS "customerId", w.account_type_id AS "accountTypeId", w.balance::text AS balance,
           COALESCE(SUM(l.amount), 0)::text AS ledger
    FROM wallet_accounts w
    LEFT JOIN ledger_entries l ON l.customer_id = w.customer_id AND l.account_type_id = w.account_type_id
    GROUP BY w.customer_id, w.account_type_id, w.balance
    HAVING w.balance <> COALESCE(SUM(l.amount), 0)`)) as unknown as { rows: LedgerCheck['mismatches'] };
  const counts = (await db.execute(sql`
    SELECT (SELECT count(*) FROM wallet_accounts)::int AS accounts,
           (SELECT count(*) FROM ledger_entries)::int AS entries,
           ((SELECT count(*) FROM wallet_accounts WHERE balance < 0) + (SELECT count(*) FROM ledger_entries WHERE balance_after < 0))::int AS negatives`)) as unknown as {
    rows: { accounts: number; entries: number; negatives: number }[];
  };
  const c = counts.rows[0] ?? { accounts: 0, entries: 0, negatives: 0 };
  return { accounts: c.accounts, entries: c.entries, mismatches: rows.rows, negatives: c.negatives };
}
