// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import { metaRows } from './rows.ts';

export const walletMeta = metaRows('wallet', {
  'wallet.balance': ['GET /wps/v2/wallets/balance', { moduleId: 'COMM3' }],
  'wallet.consolidatedFunds': ['GET /wps/member/info/funds/consolidated', { moduleId: 'COMM3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'wallet.merchantWallet': ['GET /wps/relay/GCS_merchantWallet', { moduleId: 'COMM3', auth: 'optional', sessionCache: true, requestAsIs: true, requestKeys: ['merchantCode'] }],
  'wallet.transfer': ['POST /wps/relay/GCS_walletTransfer', { moduleId: 'FUNDTRANS3', audience: 'realMember' }],
  'wallet.recall': ['POST /wps/relay/GCS_walletReturn', { moduleId: 'COMM3', audience: 'realMember', requestAsIs: true, requestKeys: [] }],
  'wallet.transferUpline': ['PUT /wps/member/transferUpline', { audience: 'realMember', encrypted: true, requestAsIs: true, requestKeys: ['amount', 'paymentPassword', 'remark'] }],
});
