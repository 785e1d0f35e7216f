/**
 * The cashier area (deposits, withdrawals, bank cards, withdrawal confirmation), the member's deposit and withdrawal
 * records of the reports area, and the dev calls that play the payment provider and the back office.
 * Each call here reads its input and calls the rules of the area's files (deposits.ts, withdrawals.ts, bank-cards.ts, confirmations.ts, records.ts ...), jobs.ts and provider.ts. Every call needs a token (the mount checks it) and a real account: trial
 * accounts are refused (`in_need_true_account`). Another member's record id answers as an unknown one (404).
 */
import { and, eq } from 'drizzle-orm';
import { deposits } from '../../db/schema.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { findByUsername } from '../session/account-lookup.ts';
import * as checks from './checks.ts';
import * as channels from './deposit-channels.ts';
import * as promotions from './deposit-promotions.ts';
import * as depositOrders from './deposits.ts';
import * as turnover from './turnover.ts';
import * as withdrawals from './withdrawals.ts';
import * as backOffice from './back-office.ts';
import * as confirmations from './confirmations.ts';
import * as cards from './bank-cards.ts';
import * as records from './records.ts';
import { cents } from './config.ts';
import { runCashierJobs } from './jobs.ts';
import { playProvider } from './provider.ts';
import type { Platform, Tenant } from '../../context.ts';
import { rangeOf } from '../reports/report-query.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

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
function recordQuery(p: Platform, input: RecordInput): records.RecordQuery {
  const { from, to, page, size } = rangeOf(p, input);
  if (to.getTime() - from.getTime() > records.RECORD_MAX_DAYS * 86_400_000)
    throw badInput('startDate', `the range is at most ${records.RECORD_MAX_DAYS} days`);
  return { from, to, page, size, type: input.type, status: input.status };
}

/** The record a dev cashier call acts on: its id in the tenant, or the member's newest pending one. */
async function target(
  p: Platform,
  tenant: Tenant,
  kind: 'deposit' | 'withdrawal',
  input: { transactionId?: string | undefined; username?: string | undefined },
): Promise<number> {
  if (input.transactionId !== undefined) return checks.recordId(input.transactionId, 'transactionId');
  if (!input.username) throw badInput('transactionId', 'give transactionId or username');
  const c = await findByUsername(p.db, tenant.id, input.username);
  if (!c)
    throw new DomainError(E.unknownAccount, `username: no account ${input.username}`, 'notFound', {
      field: 'username',
    });
  const id = await backOffice.newestPending(p, tenant, kind, c.id);
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

export function depositChannels({
  tenant,
  input,
}: CallArgs<'cashier.depositChannels'>): Answer<'cashier.depositChannels'> {
  checks.depositOpen(tenant);
  const web = yesNo(input.webSupported, 'webSupported');
  const mobile = yesNo(input.mobileSupported, 'mobileSupported');
  yesNo(input.groupMTByChannelName, 'groupMTByChannelName');
  const list = channels.depositChannels(tenant, { web, mobile }).map(channels.channelView);
  return { list, total: list.length };
}

export function depositMethods({
  tenant,
}: CallArgs<'cashier.depositMethods'>): Answer<'cashier.depositMethods'> {
  checks.depositOpen(tenant);
  const list = channels.depositMethods(tenant);
  return { list, total: list.length };
}

export function fixedAmounts({
  tenant,
  input,
}: CallArgs<'cashier.fixedAmounts'>): Answer<'cashier.fixedAmounts'> {
  checks.depositOpen(tenant);
  const channel = channels.channelById(tenant, input.channelId);
  return {
    list: channel.fixedAmounts,
    total: channel.fixedAmounts.length,
    fixedAmountsOnly: channel.fixedAmountsOnly,
  };
}

export async function depositSettings({
  p,
  tenant,
  session,
}: CallArgs<'cashier.depositSettings'>): Promise<CallResult<'cashier.depositSettings'>> {
  const c = session.customer;
  return {
    ...depositOrders.depositSettings(tenant),
    pendingCount: await depositOrders.pendingDepositCount(p.db, c.id),
  };
}

export async function depositPromotions({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'cashier.depositPromotions'>): Promise<CallResult<'cashier.depositPromotions'>> {
  const c = session.customer;
  checks.depositOpen(tenant);
  if (input.channelId !== undefined) channels.channelById(tenant, input.channelId);
  if (input.amount !== undefined && !(input.amount > 0))
    throw badInput('amount', 'must be a positive amount');
  const promos = await promotions.availablePromotions(
    p,
    tenant,
    c,
    input.amount === undefined ? undefined : cents(input.amount),
  );
  const list = promos.map((x) => promotions.promotionView(x, meta.language));
  return { list, total: list.length };
}

export function deposit({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'cashier.deposit'>): Answer<'cashier.deposit'> {
  return depositOrders.createDeposit(p, tenant, session.customer, input, meta.idempotencyKey);
}

export function uploadDepositReceipt({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.uploadDepositReceipt'>): Answer<'cashier.uploadDepositReceipt'> {
  return depositOrders.uploadReceipts(p, tenant, session.customer, input.transactionId, input.images);
}

export function pendingDeposits({
  p,
  tenant,
  session,
}: CallArgs<'cashier.pendingDeposits'>): Answer<'cashier.pendingDeposits'> {
  return depositOrders.pendingDeposits(p, tenant, session.customer);
}

export function depositDetail({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.depositDetail'>): Answer<'cashier.depositDetail'> {
  return depositOrders.depositDetail(p, tenant, session.customer, input.transactionId);
}

export function cancelDeposit({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.cancelDeposit'>): Answer<'cashier.cancelDeposit'> {
  return depositOrders.cancelDeposit(p, tenant, session.customer, input.transactionId);
}

export function withdrawSettings({
  p,
  tenant,
  session,
}: CallArgs<'cashier.withdrawSettings'>): Answer<'cashier.withdrawSettings'> {
  return withdrawals.withdrawSettings(p, tenant, session.customer);
}

export function turnoverInfo({
  p,
  session,
}: CallArgs<'cashier.turnoverInfo'>): Answer<'cashier.turnoverInfo'> {
  return turnover.turnoverView(p.db, session.customer.id);
}

export function withdrawCharges({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.withdrawCharges'>): Answer<'cashier.withdrawCharges'> {
  return withdrawals.withdrawCharges(p, tenant, session.customer, input.amount);
}

export function withdraw({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'cashier.withdraw'>): Answer<'cashier.withdraw'> {
  return withdrawals.requestWithdrawal(p, tenant, session.customer, input, meta.idempotencyKey);
}

export function banks({ tenant }: CallArgs<'cashier.banks'>): Answer<'cashier.banks'> {
  const list = cards.bankList(tenant);
  return { list, total: list.length };
}

export function bankCards({
  p,
  tenant,
  session,
}: CallArgs<'cashier.bankCards'>): Answer<'cashier.bankCards'> {
  return cards.listBankCards(p, tenant, session.customer);
}

export function bankCardBindConfig({
  p,
  tenant,
  session,
}: CallArgs<'cashier.bankCardBindConfig'>): Answer<'cashier.bankCardBindConfig'> {
  return cards.bindConfig(p, tenant, session.customer);
}

export function bindBankCard({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.bindBankCard'>): Answer<'cashier.bindBankCard'> {
  return cards.bindBankCard(p, tenant, session.customer, input);
}

export function deleteBankCard({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.deleteBankCard'>): Answer<'cashier.deleteBankCard'> {
  return cards.deleteBankCard(p, tenant, session.customer, input);
}

export function paymentConfirmations({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.paymentConfirmations'>): Answer<'cashier.paymentConfirmations'> {
  return confirmations.paymentConfirmationList(p, tenant, session.customer, input.pending);
}

export function confirmPayment({
  p,
  tenant,
  input,
  session,
}: CallArgs<'cashier.confirmPayment'>): Answer<'cashier.confirmPayment'> {
  return confirmations.confirmPayment(p, tenant, session.customer, input);
}

export function depositRecords({
  p,
  tenant,
  input,
  session,
}: CallArgs<'reports.deposits'>): Answer<'reports.deposits'> {
  return records.depositRecords(p, tenant, session.customer, recordQuery(p, input));
}

export function withdrawalRecords({
  p,
  tenant,
  input,
  session,
}: CallArgs<'reports.withdrawals'>): Answer<'reports.withdrawals'> {
  return records.withdrawalRecords(p, tenant, session.customer, recordQuery(p, input));
}

export async function approveDeposit({
  p,
  tenant,
  input,
}: CallArgs<'dev.approveDeposit'>): Promise<CallResult<'dev.approveDeposit'>> {
  const d = await depositOf(p, tenant, await target(p, tenant, 'deposit', input));
  const r = await playProvider(p, tenant, d, { status: 'SUCCESS' });
  return {
    transactionId: r.transactionId,
    status: r.status,
    duplicate: r.duplicate,
  };
}

export async function rejectDeposit({
  p,
  tenant,
  input,
}: CallArgs<'dev.rejectDeposit'>): Promise<CallResult<'dev.rejectDeposit'>> {
  const d = await depositOf(p, tenant, await target(p, tenant, 'deposit', input));
  const r = await playProvider(p, tenant, d, { status: 'FAILED', reason: input.reason });
  return {
    transactionId: r.transactionId,
    status: r.status,
    duplicate: r.duplicate,
  };
}

export async function approveWithdrawal({
  p,
  tenant,
  input,
}: CallArgs<'dev.approveWithdrawal'>): Promise<CallResult<'dev.approveWithdrawal'>> {
  return backOffice.approveWithdrawal(p, tenant, await target(p, tenant, 'withdrawal', input));
}

export async function rejectWithdrawal({
  p,
  tenant,
  input,
}: CallArgs<'dev.rejectWithdrawal'>): Promise<CallResult<'dev.rejectWithdrawal'>> {
  return backOffice.rejectWithdrawal(
    p,
    tenant,
    await target(p, tenant, 'withdrawal', input),
    input.reason?.trim() || 'the bank details could not be verified',
  );
}

export function runJobs({ p }: CallArgs<'dev.runCashierJobs'>): Answer<'dev.runCashierJobs'> {
  return runCashierJobs(p);
}
