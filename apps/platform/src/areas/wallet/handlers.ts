/** The wallet's calls (funds.ts for what reads more than the ledger). */
import type { HandlerMap } from '../../http/types.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import { balanceView, recallAll } from './wallet.ts';
import { transfer as transferBetweenWallets } from './transfers.ts';
import * as funds from './funds.ts';
import type { Answer, CallArgs, CallResult } from '../../shared/call.ts';

function balance({ p, tenant, session }: CallArgs<'wallet.balance'>): Answer<'wallet.balance'> {
  return balanceView(p, tenant, session.customer.id);
}

function merchantWallet({ tenant }: CallArgs<'wallet.merchantWallet'>): Answer<'wallet.merchantWallet'> {
  return { isSingle: tenant.config.wallet === 'single' ? 1 : 0 };
}

async function transfer({
  p,
  tenant,
  input,
  session,
  meta,
}: CallArgs<'wallet.transfer'>): Promise<CallResult<'wallet.transfer'>> {
  const c = session.customer;
  if (input.customerId !== undefined && input.customerId !== String(c.id))
    throw badInput('customerId', 'must be your own account');
  const { result, replayed } = await transferBetweenWallets(p, tenant, c.id, input, meta.idempotencyKey);
  return { ...result, replayed };
}

async function recall({
  p,
  tenant,
  session,
  meta,
}: CallArgs<'wallet.recall'>): Promise<CallResult<'wallet.recall'>> {
  const c = session.customer;
  if (tenant.config.wallet === 'single')
    throw new DomainError(E.functionNotAvailable, 'This site uses a single wallet', 'refused');
  const { result, replayed } = await recallAll(p, tenant, c.id, meta.idempotencyKey);
  return { ...result, replayed };
}

export const walletHandlers: HandlerMap = {
  'wallet.balance': balance,
  'wallet.consolidatedFunds': funds.consolidatedFunds,
  'wallet.merchantWallet': merchantWallet,
  'wallet.transfer': transfer,
  'wallet.recall': recall,
  'wallet.transferUpline': funds.transferUpline,
};
