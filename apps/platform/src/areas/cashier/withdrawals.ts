/**
 * Withdrawals: the settings and charges a member sees, and the request (once per idempotency key), which holds the
 * amount (main wallet -> hold account, ledger entries through `move` of ledger/ledger.ts) until the back office decides
 * (back-office.ts).
 */
import { and, count, eq, gte, isNull, ne, sum } from 'drizzle-orm';
import type { Platform, Tenant } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { bankCards, turnoverRequirements, walletAccounts, withdrawals } from '../../db/schema.ts';
import { DomainError, E } from '../../shared/errors.ts';
import {
  asNumber,
  cashierOf,
  cents,
  chargeCents,
  fromCents,
  groupFor,
  maskAccountNo,
  moneyModuleOn,
  newReference,
} from './config.ts';
import type { Customer } from '../session/sessions.ts';
import { HOLD_ACCOUNT, MAIN_WALLET, move, negate, once, toAmount } from '../../ledger/ledger.ts';
import { checkPaymentPassword, lockCustomer, notYours, recordId, withdrawOpen } from './checks.ts';
import { turnover } from './turnover.ts';
import type { ConfirmationRow } from './confirmations.ts';
import { checkWithdrawalKyc } from '../kyc/documents.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

const DAY = 86_400_000;

async function ensureHoldAccount(tx: Queryable, tenant: Tenant, customerId: number): Promise<void> {
  await tx
    .insert(walletAccounts)
    .values({ customerId, accountTypeId: HOLD_ACCOUNT, tenantId: tenant.id, balance: '0' })
    .onConflictDoNothing();
}

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);

async function withdrawalsToday(db: Queryable, customerId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.customerId, customerId),
        gte(withdrawals.createdAt, startOfDay(at)),
        ne(withdrawals.status, 'REJECTED'),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function withdrawSettings(p: Platform, tenant: Tenant, c: Customer) {
  const config = cashierOf(tenant);
  const group = groupFor(config, c.vipLevel);
  const used = await withdrawalsToday(p.db, c.id, p.clock.now());
  const [held] = await p.db
    .select({ n: count(), total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(and(eq(withdrawals.customerId, c.id), eq(withdrawals.status, 'PENDING')));
  const [cards] = await p.db.select({ n: count() }).from(bankCards).where(eq(bankCards.customerId, c.id));
  const t = await turnover(p.db, c.id);
  return {
    allowWithdraw: config.allowWithdraw && moneyModuleOn(tenant, 'WITHDRAW'),
    minimumAmount: group.minimumAmount,
    maximumAmount: group.maximumAmount,
    groupName: group.groupName,
    dailyCount: group.dailyCount,
    dailyCountLeft: Math.max(0, group.dailyCount - used),
    heldAmount: asNumber(cents(held?.total)),
    pendingCount: Number(held?.n ?? 0),
    bankCardCount: Number(cards?.n ?? 0),
    hasPaymentPassword: c.paymentPasswordHash !== null,
    turnoverMet: t.remainingCents === 0,
    remainingTurnover: asNumber(t.remainingCents),
    charge: { ...config.withdrawCharge },
  };
}

export async function withdrawCharges(p: Platform, tenant: Tenant, c: Customer, amountValue: number) {
  const amount = toAmount(amountValue);
  const rule = cashierOf(tenant).withdrawCharge;
  const used = await withdrawalsToday(p.db, c.id, p.clock.now());
  const charge = chargeCents(rule, cents(amount), used);
  return {
    amount: Number(amount),
    charge: asNumber(charge),
    receivable: asNumber(cents(amount) - charge),
    rate: rule.rate,
    freeLeft: Math.max(0, rule.freePerDay - used),
  };
}

export function withdrawalView(w: WithdrawalRow, confirmation?: ConfirmationRow | null) {
  return {
    transactionId: String(w.id),
    id: String(w.id),
    status: w.status,
    reference: w.reference,
    amount: asNumber(cents(w.amount)),
    charge: asNumber(cents(w.charge)),
    receivable: asNumber(cents(w.receivable)),
    bankCardId: w.bankCardId === null ? null : String(w.bankCardId),
    bankName: w.bankCard.bankName ?? '',
    accountNo: w.bankCard.accountNo ?? '',
    accountName: w.bankCard.accountName ?? '',
    createTime: w.createdAt.getTime(),
    ...(w.completedAt ? { completeTime: w.completedAt.getTime() } : {}),
    ...(w.rejectReason ? { rejectReason: w.rejectReason } : {}),
    ...(confirmation
      ? { confirmationId: String(confirmation.id), confirmationStatus: confirmation.status }
      : {}),
  };
}

type WithdrawInput = { amount: number; bankCardId: string; paymentPassword: string };

/**
 * A withdrawal request (once per idempotency key): checks the card, the payment password, the group's limits, the
 * daily count, the identity check the tenant asks for (areas/kyc/) and the turnover, then holds the amount (main wallet -> hold account) and closes the turnover requirements.
 */
export async function requestWithdrawal(
  p: Platform,
  tenant: Tenant,
  c: Customer,
  input: WithdrawInput,
  key: string | undefined,
) {
  withdrawOpen(tenant);
  const config = cashierOf(tenant);
  const amount = toAmount(input.amount);
  const amountCents = cents(amount);
  const cardId = recordId(input.bankCardId, 'bankCardId');
  const [card] = await p.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.tenantId, tenant.id), eq(bankCards.customerId, c.id)));
  if (!card) throw notYours('bankCardId', 'bank card', input.bankCardId);
  await checkPaymentPassword(c, input.paymentPassword);
  const group = groupFor(config, c.vipLevel);
  if (amountCents < cents(group.minimumAmount) || amountCents > cents(group.maximumAmount)) {
    throw new DomainError(
      E.amountInvalid,
      `amount: must be between ${group.minimumAmount} and ${group.maximumAmount}`,
      'invalid',
      { field: 'amount', min: group.minimumAmount, max: group.maximumAmount },
    );
  }
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: c.id, kind: 'withdraw', key },
    async (tx) => {
      await lockCustomer(tx, c.id);
      const at = p.clock.now();
      const used = await withdrawalsToday(tx, c.id, at);
      if (used >= group.dailyCount)
        throw new DomainError(
          'WITHDRAW_DAILY_LIMIT',
          `You have made today's ${group.dailyCount} withdrawals; try again tomorrow`,
          'refused',
          { dailyCount: group.dailyCount },
        );
      await checkWithdrawalKyc(tx, tenant, c, amountCents);
      const t = await turnover(tx, c.id);
      if (t.remainingCents > 0) {
        throw new DomainError(
          'TURNOVER_NOT_MET',
          `Bet ${asNumber(t.remainingCents).toFixed(2)} more before withdrawing (turnover ${asNumber(t.currentCents).toFixed(2)} of ${asNumber(t.requiredCents).toFixed(2)})`,
          'refused',
          {
            requiredTurnover: asNumber(t.requiredCents),
            currentTurnover: asNumber(t.currentCents),
            remainingTurnover: asNumber(t.remainingCents),
          },
        );
      }
      const charge = chargeCents(config.withdrawCharge, amountCents, used);
      if (amountCents - charge <= 0)
        throw new DomainError(E.amountInvalid, 'amount: must be more than the charge', 'invalid', {
          field: 'amount',
        });
      const reference = newReference('W');
      await ensureHoldAccount(tx, tenant, c.id);
      // Rows in account-type order (hold 0, then main 1), as the rejection and the wallet's transfers do: no deadlocks.
      // Short of money, the main wallet's debit refuses and the whole transaction (the hold's credit too) rolls back.
      await move(tx, {
        tenantId: tenant.id,
        customerId: c.id,
        accountTypeId: HOLD_ACCOUNT,
        amount,
        kind: 'withdraw_hold',
        reference,
        at,
      });
      await move(tx, {
        tenantId: tenant.id,
        customerId: c.id,
        accountTypeId: MAIN_WALLET,
        amount: negate(amount),
        kind: 'withdraw_hold',
        reference,
        at,
      });
      const [row] = await tx
        .insert(withdrawals)
        .values({
          tenantId: tenant.id,
          customerId: c.id,
          reference,
          amount,
          charge: fromCents(charge),
          receivable: fromCents(amountCents - charge),
          bankCardId: card.id,
          bankCard: {
            bankCode: card.bankCode,
            bankName: card.bankName,
            accountNo: maskAccountNo(card.accountNo),
            accountName: card.accountName,
          },
          status: 'PENDING',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .update(turnoverRequirements)
        .set({ clearedAt: at })
        .where(and(eq(turnoverRequirements.customerId, c.id), isNull(turnoverRequirements.clearedAt)));
      return withdrawalView(row!);
    },
  );
  return { ...result, replayed };
}
