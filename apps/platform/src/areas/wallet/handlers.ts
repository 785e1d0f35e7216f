/** The wallet's calls (funds.ts for what reads more than the ledger). */
import type { HandlerMap } from '../../http/types.ts';
import { DomainError, E, badInput } from '../../shared/errors.ts';
import * as w from '../../ledger/ledger.ts';
import * as funds from './funds.ts';

export const walletHandlers: HandlerMap = {
  'wallet.balance': ({ p, tenant, session }) => w.balanceView(p, tenant, session.customer.id),
  'wallet.consolidatedFunds': funds.consolidatedFunds,
  'wallet.merchantWallet': ({ tenant }) => ({ isSingle: tenant.config.wallet === 'single' ? 1 : 0 }),
  'wallet.transfer': async ({ p, tenant, input, session, meta }) => {
    const c = session.customer;
    if (input.customerId !== undefined && input.customerId !== String(c.id))
      throw badInput('customerId', 'must be your own account');
    const { result, replayed } = await w.transfer(p, tenant, c.id, input, meta.idempotencyKey);
    return { ...result, replayed };
  },
  'wallet.recall': async ({ p, tenant, session, meta }) => {
    const c = session.customer;
    if (tenant.config.wallet === 'single')
      throw new DomainError(E.functionNotAvailable, 'This site uses a single wallet', 'refused');
    const { result, replayed } = await w.recallAll(p, tenant, c.id, meta.idempotencyKey);
    return { ...result, replayed };
  },
  'wallet.transferUpline': funds.transferUpline,
};
