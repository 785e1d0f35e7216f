/** The wallet area's balances (accounts §3): the member's wallets with their sum, and the recall of every game wallet to the main wallet. */
import type { Platform, Tenant } from '../../context.ts';
import { MAIN_WALLET, ACCOUNT_TYPES, move, negate, once, balances } from '../../ledger/ledger.ts';

export async function balanceView(p: Platform, tenant: Tenant, customerId: number) {
  const rows = await balances(p.db, customerId);
  const list = rows.map((r) => ({
    accountTypeId: r.accountTypeId,
    availBalance: Number(r.balance),
    displayName: ACCOUNT_TYPES[r.accountTypeId]?.name ?? `Wallet ${r.accountTypeId}`,
    accountName: ACCOUNT_TYPES[r.accountTypeId]?.name ?? `Wallet ${r.accountTypeId}`,
  }));
  // accountTypeId 0 and 9 are not real money wallets and are left out of the sum (protocol notes).
  const cents = rows
    .filter((r) => r.accountTypeId !== 0 && r.accountTypeId !== 9)
    .reduce((s, r) => s + Math.round(Number(r.balance) * 100), 0);
  return {
    sumBalance: cents / 100,
    balance: list,
    currency: tenant.config.currency,
    currencySymbol: tenant.config.currencySymbol,
    currencyPosition: tenant.config.currencyPosition,
  };
}

/** Moves every game-wallet balance back to the main wallet. */
export async function recallAll(
  p: Platform,
  tenant: Tenant,
  customerId: number,
  idempotencyKey: string | undefined,
) {
  return once(
    p,
    { tenantId: tenant.id, customerId, kind: 'recall', key: idempotencyKey },
    async (tx, operationId) => {
      const at = p.clock.now();
      const rows = await balances(tx, customerId);
      let total = 0;
      for (const r of rows) {
        if (r.accountTypeId === MAIN_WALLET || Number(r.balance) <= 0) continue;
        await move(tx, {
          tenantId: tenant.id,
          customerId,
          accountTypeId: r.accountTypeId,
          amount: negate(r.balance),
          kind: 'transfer_out',
          operationId,
          reference: 'recall',
          at,
        });
        await move(tx, {
          tenantId: tenant.id,
          customerId,
          accountTypeId: MAIN_WALLET,
          amount: r.balance,
          kind: 'transfer_in',
          operationId,
          reference: 'recall',
          at,
        });
        total += Math.round(Number(r.balance) * 100);
      }
      return { recalled: total / 100 };
    },
  );
}
