/**
 * Cashier seed of a tenant (deterministic: its own PRNG from the tenant id): the demo player's bank card, 60 days of
 * deposits (mostly credited, some failed, cancelled or expired) and withdrawals (paid and confirmed, one rejected),
 * a withdrawal approved minutes ago and awaiting the demo player's confirmation (paid by player1's C2C deposit), and a
 * bank-transfer deposit waiting for payment. The money events are woven into the seed's ledger in time order
 * (`events`, applied by seed/index.ts through its `move`), so every balance still equals the sum of its entries.
 */
import type { Db, Tx } from '../../db/index.ts';
import {
  bankCards,
  customers,
  deposits,
  paymentConfirmations,
  turnoverRequirements,
  withdrawals,
} from '../../db/schema.ts';
import {
  C2C_CHANNEL,
  cashierOf,
  chargeCents,
  fromCents,
  groupFor,
  maskAccountNo,
  qrPayload,
} from './config.ts';
import { HOLD_ACCOUNT, MAIN_WALLET } from '../../ledger/ledger.ts';
import type { PlatformTenant } from '../../tenants/registry.ts';
import { eq, inArray } from 'drizzle-orm';
import { hashString, prng } from '../../seed/random.ts';

const DAY = 86_400_000;
const MIN = 60_000;

/** The seed's ledger writer: false (and nothing written) when the account would go below zero. */
type SeedMove = (
  customerId: number,
  accountTypeId: number,
  cents: number,
  kind: string,
  at: Date,
  reference: string | null,
) => boolean;

type DepositSeed = typeof deposits.$inferInsert;
type WithdrawalSeed = typeof withdrawals.$inferInsert;
type ConfirmationSeed = Omit<typeof paymentConfirmations.$inferInsert, 'withdrawalId' | 'depositId'> & {
  withdrawalRef: string;
  depositRef: string | null;
};
type RequirementSeed = {
  customerId: number;
  amountCents: number;
  at: Date;
  depositRef: string;
  clearedAt: Date | null;
};

export type CashierSeedPlan = {
  /** Money events in time order; seed/index.ts applies each with its ledger writer at its time. */
  events: { at: Date; apply: (move: SeedMove) => void }[];
  /** Customers whose hold account (type 0) the events use. */
  holdCustomers: number[];
  write: (db: Db | Tx) => Promise<void>;
};

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const SEED_CARD_HOLDER = 'Demo Player';
const SEED_PAYER_NAME = 'Player One';

export function planCashierSeed(
  tenant: PlatformTenant,
  ids: ReadonlyMap<string, number>,
  now: Date,
): CashierSeedPlan {
  const r = prng(hashString(`${tenant.id}:cashier`));
  const config = cashierOf(tenant);
  const demo = ids.get('demo')!;
  const payer = ids.get('player1')!;
  const ref = (kind: 'D' | 'W') =>
    `${kind}${Array.from({ length: 9 }, () => r.pick([...ALPHABET])).join('')}`;
  const channels = config.depositChannels.filter((c) => c.enabled);
  const group = groupFor(config, 3);
  const bank = config.banks[0]!;
  const accountNo = Array.from({ length: 10 }, () => String(r.int(0, 9))).join('');
  const card = {
    bankCode: bank.bankCode,
    bankName: bank.bankName,
    accountNo: maskAccountNo(accountNo),
    accountName: SEED_CARD_HOLDER,
  };

  const depositRows: DepositSeed[] = [];
  const withdrawalRows: WithdrawalSeed[] = [];
  const confirmationRows: ConfirmationSeed[] = [];
  const requirements: RequirementSeed[] = [];
  const events: CashierSeedPlan['events'] = [];
  const at = (daysAgo: number, minutes = r.int(9 * 60, 21 * 60)) =>
    new Date(Math.floor((now.getTime() - daysAgo * DAY) / DAY) * DAY + minutes * MIN);
  const depositRow = (
    c: (typeof channels)[number],
    amountCents: number,
    created: Date,
    status: string,
    reference: string,
  ): DepositSeed => ({
    tenantId: tenant.id,
    customerId: demo,
    reference,
    channelId: c.channelId,
    channelName: c.channelName,
    method: c.method,
    amount: fromCents(amountCents),
    status,
    receivingAccount: c.method === 'BANK_TRANSFER' ? c.receivingAccount : null,
    qrPayload:
      c.method === 'QR'
        ? qrPayload({
            merchantId: c.qrAccountId ?? tenant.merchantCode,
            merchantName: tenant.name,
            amountCents,
            currency: tenant.config.currency,
            reference,
          })
        : null,
    createdAt: created,
    updatedAt: created,
    expiresAt: new Date(created.getTime() + config.depositExpiryMinutes * MIN),
  });

  // ---- 60 days of deposits: every 4-7 days
  for (let day = 58; day >= 3; day -= r.int(4, 7)) {
    const c = r.pick(channels);
    const amountCents = Math.round(r.pick(c.fixedAmounts.length ? c.fixedAmounts : [c.minAmount]) * 100);
    const created = at(day);
    const reference = ref('D');
    const roll = r.next();
    const status = roll < 0.78 ? 'SUCCESS' : roll < 0.86 ? 'FAILED' : roll < 0.93 ? 'CANCELLED' : 'EXPIRED';
    const done = new Date(
      created.getTime() + (status === 'EXPIRED' ? config.depositExpiryMinutes : r.int(2, 40)) * MIN,
    );
    const row = depositRow(c, amountCents, created, status, reference);
    Object.assign(row, {
      updatedAt: done,
      completedAt: done,
      ...(status === 'SUCCESS' || status === 'FAILED'
        ? { providerTransactionId: `SBX-SEED${reference.slice(1)}` }
        : {}),
      ...(status === 'FAILED' ? { failReason: 'the payment was declined' } : {}),
    });
    depositRows.push(row);
    if (status === 'SUCCESS') {
      events.push({
        at: done,
        apply: (move) => {
          if (!move(demo, MAIN_WALLET, amountCents, 'deposit', done, reference)) return;
          if (config.depositTurnoverMultiplier > 0)
            requirements.push({
              customerId: demo,
              amountCents: Math.round(amountCents * config.depositTurnoverMultiplier),
              at: done,
              depositRef: reference,
              clearedAt: null,
            });
        },
      });
    }
  }

  // ---- withdrawals every 9-13 days: held, then paid out and confirmed (one rejected, one counted as received)
  const multiples = [2, 3, 5, 8];
  let n = 0;
  const withdraw = (
    created: Date,
    amountCents: number,
    outcome: 'SUCCESS' | 'REJECTED' | 'AWAITING',
    approvedAt: Date,
    confirmedAt: Date | null,
    forced: boolean,
  ) => {
    const reference = ref('W');
    const chargeC = chargeCents(config.withdrawCharge, amountCents, 0);
    const receivable = amountCents - chargeC;
    events.push({
      at: created,
      apply: (move) => {
        if (!move(demo, HOLD_ACCOUNT, amountCents, 'withdraw_hold', created, reference)) return;
        if (!move(demo, MAIN_WALLET, -amountCents, 'withdraw_hold', created, reference)) {
          move(demo, HOLD_ACCOUNT, -amountCents, 'withdraw_hold', created, reference);
          return;
        }
        for (const q of requirements)
          if (q.customerId === demo && q.clearedAt === null) q.clearedAt = created;
        const status =
          outcome === 'REJECTED' ? 'REJECTED' : outcome === 'AWAITING' ? 'AWAITING_CONFIRMATION' : 'SUCCESS';
        withdrawalRows.push({
          tenantId: tenant.id,
          customerId: demo,
          reference,
          amount: fromCents(amountCents),
          charge: fromCents(chargeC),
          receivable: fromCents(receivable),
          bankCardId: null,
          bankCard: card,
          status,
          ...(outcome === 'REJECTED' ? { rejectReason: 'the bank details could not be verified' } : {}),
          createdAt: created,
          updatedAt: confirmedAt ?? approvedAt,
          completedAt: outcome === 'AWAITING' ? null : (confirmedAt ?? approvedAt),
        });
        // The rest happens later in time: its own event, so bets placed meanwhile come first in the ledger.
        events.push({
          at: approvedAt,
          apply: (m) => {
            if (outcome === 'REJECTED') {
              m(demo, HOLD_ACCOUNT, -amountCents, 'withdraw_return', approvedAt, reference);
              m(demo, MAIN_WALLET, amountCents, 'withdraw_return', approvedAt, reference);
              return;
            }
            m(demo, HOLD_ACCOUNT, -receivable, 'withdraw', approvedAt, reference);
            if (chargeC > 0) m(demo, HOLD_ACCOUNT, -chargeC, 'withdraw_fee', approvedAt, reference);
            const c2c = outcome === 'AWAITING' ? ref('D') : null;
            if (c2c) {
              depositRows.push({
                tenantId: tenant.id,
                customerId: payer,
                reference: c2c,
                channelId: C2C_CHANNEL.channelId,
                channelName: C2C_CHANNEL.channelName,
                method: C2C_CHANNEL.method,
                amount: fromCents(receivable),
                status: 'PENDING',
                createdAt: new Date(approvedAt.getTime() - 2 * MIN),
                updatedAt: new Date(approvedAt.getTime() - 2 * MIN),
                expiresAt: null,
              });
            }
            confirmationRows.push({
              tenantId: tenant.id,
              customerId: demo,
              withdrawalRef: reference,
              depositRef: c2c,
              payerName: c2c ? SEED_PAYER_NAME : `${tenant.name} payout desk`,
              amount: fromCents(receivable),
              status: outcome === 'AWAITING' ? 'WAITING' : forced ? 'AUTO_RECEIVED' : 'RECEIVED',
              receivedAmount: outcome === 'AWAITING' ? null : fromCents(receivable),
              forced,
              autoConfirmAt: new Date(approvedAt.getTime() + config.autoConfirmMinutes * MIN),
              confirmedAt: confirmedAt,
              createdAt: approvedAt,
            });
          },
        });
      },
    });
  };
  for (let day = 55; day >= 4; day -= r.int(9, 13)) {
    const created = at(day);
    const amountCents = Math.round(group.minimumAmount * r.pick(multiples) * 100);
    const approvedAt = new Date(created.getTime() + r.int(10, 90) * MIN);
    const rejected = n === 1;
    const forced = n === 3;
    const confirmedAt = rejected
      ? null
      : new Date(approvedAt.getTime() + (forced ? config.autoConfirmMinutes : r.int(5, 25)) * MIN);
    withdraw(created, amountCents, rejected ? 'REJECTED' : 'SUCCESS', approvedAt, confirmedAt, forced);
    n++;
  }
  // ---- awaiting confirmation: requested 3 hours ago, paid 10 minutes ago by player1 (C2C)
  withdraw(
    new Date(now.getTime() - 3 * 3600_000),
    Math.round(group.minimumAmount * 5 * 100),
    'AWAITING',
    new Date(now.getTime() - 10 * MIN),
    null,
    false,
  );

  // ---- a bank transfer waiting for payment (20 minutes old, no receipt yet)
  const bankChannel = channels.find((c) => c.method === 'BANK_TRANSFER') ?? channels[0]!;
  const pendingCents = Math.round(
    (bankChannel.fixedAmounts[2] ?? bankChannel.fixedAmounts[0] ?? bankChannel.minAmount) * 100,
  );
  depositRows.push(
    depositRow(bankChannel, pendingCents, new Date(now.getTime() - 20 * MIN), 'PENDING', ref('D')),
  );

  return {
    events,
    holdCustomers: [demo],
    async write(db) {
      const [c] = await db
        .insert(bankCards)
        .values({
          tenantId: tenant.id,
          customerId: demo,
          bankCode: bank.bankCode,
          bankName: bank.bankName,
          accountNo,
          accountName: SEED_CARD_HOLDER,
          branch: null,
          isDefault: true,
          createdAt: new Date(now.getTime() - 80 * DAY),
        })
        .returning({ id: bankCards.id });
      await db.update(customers).set({ payeeName: SEED_CARD_HOLDER }).where(eq(customers.id, demo));
      await db.update(customers).set({ payeeName: SEED_PAYER_NAME }).where(eq(customers.id, payer));
      const depositIds = new Map<string, number>();
      if (depositRows.length) {
        for (const d of await db
          .insert(deposits)
          .values(depositRows)
          .returning({ id: deposits.id, reference: deposits.reference }))
          depositIds.set(d.reference, d.id);
      }
      const withdrawalIds = new Map<string, number>();
      if (withdrawalRows.length) {
        const rows = withdrawalRows.map((w) => ({ ...w, bankCardId: c!.id }));
        for (const w of await db
          .insert(withdrawals)
          .values(rows)
          .returning({ id: withdrawals.id, reference: withdrawals.reference }))
          withdrawalIds.set(w.reference, w.id);
      }
      const confirmations = confirmationRows
        .filter((x) => withdrawalIds.has(x.withdrawalRef))
        .map(({ withdrawalRef, depositRef, ...x }) => ({
          ...x,
          withdrawalId: withdrawalIds.get(withdrawalRef)!,
          depositId: depositRef ? (depositIds.get(depositRef) ?? null) : null,
        }));
      if (confirmations.length) await db.insert(paymentConfirmations).values(confirmations);
      const reqs = requirements.filter((q) => depositIds.has(q.depositRef));
      if (reqs.length) {
        await db.insert(turnoverRequirements).values(
          reqs.map((q) => ({
            tenantId: tenant.id,
            customerId: q.customerId,
            source: 'deposit',
            sourceId: depositIds.get(q.depositRef)!,
            amount: fromCents(q.amountCents),
            createdAt: q.at,
            clearedAt: q.clearedAt,
          })),
        );
      }
      // A C2C deposit whose confirmation was not written (its withdrawal could not be held) is not left dangling.
      const linked = new Set(confirmations.map((x) => x.depositId).filter((id): id is number => id !== null));
      const orphans = [...depositIds.entries()]
        .filter(
          ([reference, id]) =>
            depositRows.find((d) => d.reference === reference)?.method === C2C_CHANNEL.method &&
            !linked.has(id),
        )
        .map(([, id]) => id);
      if (orphans.length) await db.delete(deposits).where(inArray(deposits.id, orphans));
    },
  };
}
