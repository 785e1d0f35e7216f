/**
 * The cashier's scheduled sweep, run on an interval by every server instance (and by `dev.runCashierJobs`):
 *   - deposits of tenants with `autoApproveDepositAfterSeconds` pending that long are confirmed by the sandbox
 *     provider (the signed-callback code path, `playProvider`);
 *   - pending deposits past their expiry become EXPIRED (nothing was credited, nothing moves);
 *   - payment confirmations still WAITING past `autoConfirmAt` count as received (forced receipt, accounts §4).
 * Safe with several instances on one database: each batch claims its rows with `FOR UPDATE SKIP LOCKED` (another
 * instance skips them), and every change re-checks the status under the row lock, so nothing is applied twice.
 */
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { deposits, paymentConfirmations } from '../../db/schema.ts';
import { C2C_CHANNEL, cashierOf } from './config.ts';
import { playProvider, purgeNonces } from './provider.ts';
import { settleConfirmation } from './confirmations.ts';

const BATCH = 50;

export type CashierJobsResult = {
  autoApprovedDeposits: number;
  expiredDeposits: number;
  autoConfirmedPayments: number;
};

/** One pass of the sweep. Errors of one row are logged and leave the others going. */
export async function runCashierJobs(
  p: Platform,
  log: (msg: string, err: unknown) => void = () => undefined,
): Promise<CashierJobsResult> {
  const out: CashierJobsResult = { autoApprovedDeposits: 0, expiredDeposits: 0, autoConfirmedPayments: 0 };
  const now = p.clock.now();
  for (const tenant of p.tenants.all) {
    const config = cashierOf(tenant);
    if (config.autoApproveDepositAfterSeconds > 0) {
      const due = new Date(now.getTime() - config.autoApproveDepositAfterSeconds * 1000);
      await p.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(deposits)
          .where(
            and(
              eq(deposits.tenantId, tenant.id),
              eq(deposits.status, 'PENDING'),
              ne(deposits.method, C2C_CHANNEL.method),
              lte(deposits.createdAt, due),
            ),
          )
          .orderBy(asc(deposits.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const d of rows) {
          try {
            // A savepoint per order: one that fails is rolled back alone.
            const r = await tx.transaction((sp) => playProvider(p, tenant, d, { status: 'SUCCESS' }, sp));
            if (!r.duplicate) out.autoApprovedDeposits++;
          } catch (e) {
            log(`auto-approve of deposit ${d.id} failed`, e);
          }
        }
      });
    }
    // Expiry: one guarded UPDATE (a row another instance changed meanwhile no longer matches).
    const expired = await p.db
      .update(deposits)
      .set({ status: 'EXPIRED', updatedAt: now, completedAt: now })
      .where(
        and(
          eq(deposits.tenantId, tenant.id),
          eq(deposits.status, 'PENDING'),
          ne(deposits.method, C2C_CHANNEL.method),
          lte(deposits.expiresAt, now),
        ),
      )
      .returning({ id: deposits.id });
    out.expiredDeposits += expired.length;

    await p.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(paymentConfirmations)
        .where(
          and(
            eq(paymentConfirmations.tenantId, tenant.id),
            eq(paymentConfirmations.status, 'WAITING'),
            lte(paymentConfirmations.autoConfirmAt, now),
          ),
        )
        .orderBy(asc(paymentConfirmations.autoConfirmAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const x of rows) {
        try {
          await tx.transaction((sp) =>
            settleConfirmation(p, sp, tenant, x, { received: true, forced: true }),
          );
          out.autoConfirmedPayments++;
        } catch (e) {
          log(`auto-confirm of payment ${x.id} failed`, e);
        }
      }
    });
  }
  await purgeNonces(p);
  return out;
}

/** Runs the sweep every `intervalMs` (one pass at a time); returns the function that stops it (after the pass in flight). */
export function startCashierJobs(
  p: Platform,
  intervalMs: number,
  log: (msg: string, err: unknown) => void,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = runCashierJobs(p, log)
      .then(() => undefined)
      .catch((e: unknown) => log('cashier sweep failed', e))
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
