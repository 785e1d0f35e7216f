/**
 * The cashier area (deposits, withdrawals, bank cards, withdrawal confirmation), the member's deposit and withdrawal
 * records of the reports area, and the dev calls that play the payment provider and the back office.
 * Rules live in services/cashier*.ts. Every call needs a token (the mount checks it) and a real account: trial
 * accounts are refused (`in_need_true_account`). Another member's record id answers as an unknown one (404).
 */
import { and, eq } from 'drizzle-orm';
import type { HandlerMap } from '../../http/types.ts';
import { deposits } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { findByUsername } from '../session/accounts.ts';
import * as cashier from './cashier.ts';
import { cents } from './config.ts';
import { runCashierJobs } from './jobs.ts';
import { playProvider } from './provider.ts';
import type { Platform, Tenant } from '../../context.ts';
import { rangeOf } from '../reports/handlers.ts';

const yesNo = (value: string, field: string): boolean => {
  if (value !== 'Y' && value !== 'N') throw badInput(field, 'must be Y or N');
  return value === 'Y';
};

type RecordInput = {
  startDate?: string | number | undefined;
  endDate?: string | number | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  type?: string | undefined;
  status?: string | undefined;
};

/** Date range (default the last 7 days, at most 60), paging, type and status of a deposit or withdrawal record query. */
function recordQuery(p: Platform, input: RecordInput): cashier.RecordQuery {
  const { from, to, page, size } = rangeOf(p, input);
  if (to.getTime() - from.getTime() > cashier.RECORD_MAX_DAYS * 86_400_000)
    throw badInput('startDate', `the range is at most ${cashier.RECORD_MAX_DAYS} days`);
  return { from, to, page, size, type: input.type, status: input.status };
}

export const cashierHandlers: HandlerMap = {
  'cashier.depositChannels': ({ tenant, input }) => {
    cashier.depositOpen(tenant);
    const web = yesNo(input.webSupported, 'webSupported');
    const mobile = yesNo(input.mobileSupported, 'mobileSupported');
    yesNo(input.groupMTByChannelName, 'groupMTByChannelName');
    const list = cashier.depositChannels(tenant, { web, mobile }).map(cashier.channelView);
    return { list, total: list.length };
  },
  'cashier.depositMethods': ({ tenant }) => {
    cashier.depositOpen(tenant);
    const list = cashier.depositMethods(tenant);
    return { list, total: list.length };
  },
  'cashier.fixedAmounts': ({ tenant, input }) => {
    cashier.depositOpen(tenant);
    const channel = cashier.channelById(tenant, input.channelId);
    return {
      list: channel.fixedAmounts,
      total: channel.fixedAmounts.length,
      fixedAmountsOnly: channel.fixedAmountsOnly,
      channelId: channel.channelId,
    };
  },
  'cashier.depositSettings': async ({ p, tenant, session }) => {
    const c = session.customer;
    return {
      ...cashier.depositSettings(tenant),
      pendingCount: await cashier.pendingDepositCount(p.db, c.id),
    };
  },
  'cashier.depositPromotions': async ({ p, tenant, input, session, meta }) => {
    const c = session.customer;
    cashier.depositOpen(tenant);
    if (input.channelId !== undefined) cashier.channelById(tenant, input.channelId);
    if (input.amount !== undefined && !(input.amount > 0))
      throw badInput('amount', 'must be a positive amount');
    const promos = await cashier.availablePromotions(
      p,
      tenant,
      c,
      input.amount === undefined ? undefined : cents(input.amount),
    );
    const list = promos.map((x) => cashier.promotionView(x, meta.language));
    return { list, total: list.length };
  },
  'cashier.deposit': ({ p, tenant, input, session, meta }) =>
    cashier.createDeposit(p, tenant, session.customer, input, meta.idempotencyKey),
  'cashier.uploadDepositReceipt': ({ p, tenant, input, session }) =>
    cashier.uploadReceipts(p, tenant, session.customer, input.transactionId, input.images),
  'cashier.pendingDeposits': ({ p, tenant, session }) => cashier.pendingDeposits(p, tenant, session.customer),
  'cashier.depositDetail': ({ p, tenant, input, session }) =>
    cashier.depositDetail(p, tenant, session.customer, input.transactionId),
  'cashier.cancelDeposit': ({ p, tenant, input, session }) =>
    cashier.cancelDeposit(p, tenant, session.customer, input.transactionId),

  'cashier.withdrawSettings': ({ p, tenant, session }) =>
    cashier.withdrawSettings(p, tenant, session.customer),
  'cashier.turnoverInfo': ({ p, session }) => cashier.turnoverView(p.db, session.customer.id),
  'cashier.withdrawCharges': ({ p, tenant, input, session }) =>
    cashier.withdrawCharges(p, tenant, session.customer, input.amount),
  'cashier.withdraw': ({ p, tenant, input, session, meta }) =>
    cashier.requestWithdrawal(p, tenant, session.customer, input, meta.idempotencyKey),

  'cashier.banks': ({ tenant }) => {
    const list = cashier.bankList(tenant);
    return { list, total: list.length };
  },
  'cashier.bankCards': ({ p, tenant, session }) => cashier.listBankCards(p, tenant, session.customer),
  'cashier.bankCardBindConfig': ({ p, tenant, session }) => cashier.bindConfig(p, tenant, session.customer),
  'cashier.bindBankCard': ({ p, tenant, input, session }) =>
    cashier.bindBankCard(p, tenant, session.customer, input),
  'cashier.deleteBankCard': ({ p, tenant, input, session }) =>
    cashier.deleteBankCard(p, tenant, session.customer, input),

  'cashier.paymentConfirmations': ({ p, tenant, input, session }) =>
    cashier.paymentConfirmationList(p, tenant, session.customer, input.pending),
  'cashier.confirmPayment': ({ p, tenant, input, session }) =>
    cashier.confirmPayment(p, tenant, session.customer, input),

  'reports.deposits': ({ p, tenant, input, session }) =>
    cashier.depositRecords(p, tenant, session.customer, recordQuery(p, input)),
  'reports.withdrawals': ({ p, tenant, input, session }) =>
    cashier.withdrawalRecords(p, tenant, session.customer, recordQuery(p, input)),
};

/** The record a dev cashier call acts on: its id in the tenant, or the member's newest pending one. */
async function target(
  p: Platform,
  tenant: Tenant,
  kind: 'deposit' | 'withdrawal',
  input: { transactionId?: string | undefined; username?: string | undefined },
): Promise<number> {
  if (input.transactionId !== undefined) return cashier.recordId(input.transactionId, 'transactionId');
  if (!input.username) throw badInput('transactionId', 'give transactionId or username');
  const c = await findByUsername(p.db, tenant.id, input.username);
  if (!c)
    throw new DomainError(E.unknownAccount, `username: no account ${input.username}`, 'notFound', {
      field: 'username',
    });
  const id = await cashier.newestPending(p, tenant, kind, c.id);
  if (id === null)
    throw new DomainError(E.notFound, `username: ${input.username} has no pending ${kind}`, 'notFound', {
      field: 'username',
    });
  return id;
}

async function depositOf(p: Platform, tenant: Tenant, id: number) {
  const [d] = await p.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, id), eq(deposits.tenantId, tenant.id)));
  if (!d)
    throw new DomainError(E.notFound, `transactionId: no deposit ${id}`, 'notFound', {
      field: 'transactionId',
    });
  return d;
}

/** Dev-only (not mounted with NODE_ENV=production): the payment provider and the back office, played on demand. */
export const cashierDevHandlers: HandlerMap = {
  'dev.approveDeposit': async ({ p, tenant, input }) => {
    const d = await depositOf(p, tenant, await target(p, tenant, 'deposit', input));
    const r = await playProvider(p, tenant, d, { status: 'SUCCESS' });
    return {
      transactionId: r.transactionId,
      status: r.status,
      duplicate: r.duplicate,
      reference: r.reference,
    };
  },
  'dev.rejectDeposit': async ({ p, tenant, input }) => {
    const d = await depositOf(p, tenant, await target(p, tenant, 'deposit', input));
    const r = await playProvider(p, tenant, d, { status: 'FAILED', reason: input.reason });
    return {
      transactionId: r.transactionId,
      status: r.status,
      duplicate: r.duplicate,
      reference: r.reference,
    };
  },
  'dev.approveWithdrawal': async ({ p, tenant, input }) =>
    cashier.approveWithdrawal(p, tenant, await target(p, tenant, 'withdrawal', input)),
  'dev.rejectWithdrawal': async ({ p, tenant, input }) =>
    cashier.rejectWithdrawal(
      p,
      tenant,
      await target(p, tenant, 'withdrawal', input),
      input.reason?.trim() || 'the bank details could not be verified',
    ),
  'dev.runCashierJobs': ({ p }) => runCashierJobs(p),
};
