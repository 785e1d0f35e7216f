/**
 * Money an agent sends down its tree: to one downline, or to several at once (the red envelope: given amounts, or
 * a total shared equally or at random). Each share is a ledger entry on both sides (the agent's main wallet out, the
 * downline's main wallet in), all in one transaction: the whole envelope moves or nothing does. Balances never go
 * below zero (ledger/ledger.ts `move`), and a repeat with the same Idempotency-Key moves money once.
 */
import { guardIncomingTransfer } from '../protection/guards.ts';
import { guardCredit } from './credit.ts';
import { randomInt } from 'node:crypto';
import type { Platform, Tenant } from '../../context.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import type { Customer } from '../session/sessions.ts';
import { verifyPassword } from '../../shared/secrets.ts';
import { MAIN_WALLET, move, negate, once, toAmount } from '../../ledger/ledger.ts';
import { idOf, requireDownline } from './agent.ts';

/** Most downlines one red envelope reaches. */
const MAX_ENVELOPE = 100;

export async function checkPaymentPassword(agent: Customer, given: string): Promise<void> {
  if (!agent.paymentPasswordHash)
    throw new DomainError('INVALID_STATE', 'paymentPassword: set a payment password first', 'refused', {
      field: 'paymentPassword',
    });
  if (!(await verifyPassword(given, agent.paymentPasswordHash)))
    throw new DomainError('PAYMENT_PASSWORD_INCORRECT', 'paymentPassword: is not correct', 'invalid', {
      field: 'paymentPassword',
    });
}

const fromCents = (c: number) => (c / 100).toFixed(2);
const toCents = (amount: string) => Math.round(Number(amount) * 100);

/** Moves each share from the agent to its downline, touching accounts in id order (no deadlock between two). */
async function pay(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  shares: { customerId: number; cents: number }[],
  kinds: { out: string; in: string },
  key: string | undefined,
  opKind: string,
) {
  return once(
    p,
    { tenantId: tenant.id, customerId: agent.id, kind: opKind, key },
    async (tx, operationId) => {
      const at = p.clock.now();
      const ref = `${opKind === 'downline_transfer' ? 'D' : 'R'}${operationId ?? at.getTime()}`;
      const ids = [agent.id, ...shares.map((s) => s.customerId)].sort((a, b) => a - b);
      // Credit mode: the whole transfer within what is left of the agent's credit line (its row locked till the end).
      await guardCredit(tx, tenant, agent.id, shares.reduce((t, s) => t + s.cents, 0) / 100, at);
      let balance = 0;
      for (const id of ids) {
        if (id === agent.id) {
          for (const s of shares)
            balance = Number(
              await move(tx, {
                tenantId: tenant.id,
                customerId: agent.id,
                accountTypeId: MAIN_WALLET,
                amount: negate(fromCents(s.cents)),
                kind: kinds.out,
                operationId,
                reference: ref,
                at,
              }),
            );
        } else {
          const s = shares.find((x) => x.customerId === id)!;
          await guardIncomingTransfer(tx, id, s.cents / 100, at);
          await move(tx, {
            tenantId: tenant.id,
            customerId: id,
            accountTypeId: MAIN_WALLET,
            amount: fromCents(s.cents),
            kind: kinds.in,
            operationId,
            reference: ref,
            at,
          });
        }
      }
      const total = shares.reduce((t, s) => t + s.cents, 0);
      return {
        total: total / 100,
        count: shares.length,
        balance,
        reference: ref,
        transfers: shares.map((s) => ({ customerId: String(s.customerId), amount: s.cents / 100 })),
      };
    },
  );
}

async function payable(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  value: string,
  field: string,
): Promise<number> {
  const { customer } = await requireDownline(p.db, tenant, agent, value, field);
  if (customer.status !== 'active')
    throw new DomainError(
      E.accountNotActive,
      `${field}: account ${customer.username} is not active`,
      'invalid',
      {
        field,
      },
    );
  return customer.id;
}

export async function transferToDownline(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string; amount: number; paymentPassword: string },
  key: string | undefined,
) {
  const amount = toAmount(input.amount);
  const id = await payable(p, tenant, agent, input.customerId, 'customerId');
  await checkPaymentPassword(agent, input.paymentPassword);
  const { result, replayed } = await pay(
    p,
    tenant,
    agent,
    [{ customerId: id, cents: toCents(amount) }],
    { out: 'downline_out', in: 'upline_in' },
    key,
    'downline_transfer',
  );
  return { amount: result.total, balance: result.balance, reference: result.reference, replayed };
}

/** Shares `cents` among `n`: equal (the odd cents to the first ones) or at random, every share at least 1 cent. */
export function split(
  cents: number,
  n: number,
  how: 'equal' | 'random',
  rand: (max: number) => number = (max) => randomInt(0, max),
): number[] {
  if (cents < n) throw badInput('totalAmount', `must give each of the ${n} downlines at least 0.01`);
  if (how === 'equal') {
    const base = Math.floor(cents / n);
    return Array.from({ length: n }, (_, i) => base + (i < cents - base * n ? 1 : 0));
  }
  // Random: n - 1 distinct cut points in (0, cents) make n positive shares.
  const cuts = new Set<number>();
  while (cuts.size < n - 1) cuts.add(1 + rand(cents - 1));
  const points = [0, ...[...cuts].sort((a, b) => a - b), cents];
  return points.slice(1).map((c, i) => c - points[i]!);
}

export type EnvelopeInput = {
  transfers: { customerId: string; amount?: number | undefined }[];
  paymentPassword: string;
  split?: 'equal' | 'random' | undefined;
  totalAmount?: number | undefined;
};

export async function redEnvelope(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: EnvelopeInput,
  key: string | undefined,
) {
  if (input.transfers.length > MAX_ENVELOPE)
    throw badInput('transfers', `at most ${MAX_ENVELOPE} downlines at once`);
  const seen = new Set<number>();
  for (const [i, t] of input.transfers.entries()) {
    const id = idOf(t.customerId, `transfers.${i}.customerId`);
    if (seen.has(id)) throw badInput(`transfers.${i}.customerId`, `account ${t.customerId} is listed twice`);
    seen.add(id);
  }
  let cents: number[];
  if (input.split) {
    if (input.totalAmount === undefined)
      throw badInput('totalAmount', `is required with split ${input.split}`);
    const i = input.transfers.findIndex((t) => t.amount !== undefined);
    if (i >= 0) throw badInput(`transfers.${i}.amount`, 'leave it out: the split shares totalAmount');
    cents = split(toCents(toAmount(input.totalAmount, 'totalAmount')), input.transfers.length, input.split);
  } else {
    if (input.totalAmount !== undefined)
      throw badInput('split', 'is required with totalAmount (equal or random)');
    cents = input.transfers.map((t, i) => {
      if (t.amount === undefined) throw badInput(`transfers.${i}.amount`, 'is required without split');
      return toCents(toAmount(t.amount, `transfers.${i}.amount`));
    });
  }
  const ids: number[] = [];
  for (const [i, t] of input.transfers.entries())
    ids.push(await payable(p, tenant, agent, t.customerId, `transfers.${i}.customerId`));
  await checkPaymentPassword(agent, input.paymentPassword);
  const { result, replayed } = await pay(
    p,
    tenant,
    agent,
    ids.map((customerId, i) => ({ customerId, cents: cents[i]! })),
    { out: 'red_envelope_out', in: 'red_envelope_in' },
    key,
    'red_envelope',
  );
  return {
    total: result.total,
    count: result.count,
    balance: result.balance,
    reference: result.reference,
    transfers: result.transfers,
    replayed,
  };
}

/**
 * Collect from a downline: money from the downline's main wallet back to the agent's, behind the agent's payment
 * password, once per idempotency key; the downline's balance never goes below zero (ACCOUNT_BALANCE_NOT_ENOUGH).
 */
export async function collectFromDownline(
  p: Platform,
  tenant: Tenant,
  agent: Customer,
  input: { customerId: string; amount: number; paymentPassword: string; remark?: string | undefined },
  key: string | undefined,
) {
  const amount = toAmount(input.amount);
  const { customer } = await requireDownline(p.db, tenant, agent, input.customerId);
  await checkPaymentPassword(agent, input.paymentPassword);
  const { result, replayed } = await once(
    p,
    { tenantId: tenant.id, customerId: agent.id, kind: 'downline_collect', key },
    async (tx, operationId) => {
      const at = p.clock.now();
      const reference = `C${operationId ?? at.getTime()}`;
      let balance = 0;
      // Accounts in id order (no deadlock with a transfer the other way).
      for (const id of [agent.id, customer.id].sort((a, b) => a - b)) {
        if (id === customer.id)
          await move(tx, {
            tenantId: tenant.id,
            customerId: id,
            accountTypeId: MAIN_WALLET,
            amount: negate(amount),
            kind: 'upline_collect_out',
            operationId,
            reference,
            at,
          });
        else
          balance = Number(
            await move(tx, {
              tenantId: tenant.id,
              customerId: id,
              accountTypeId: MAIN_WALLET,
              amount,
              kind: 'downline_collect_in',
              operationId,
              reference,
              at,
            }),
          );
      }
      return { amount: Number(amount), balance, reference };
    },
  );
  return { ...result, replayed };
}
