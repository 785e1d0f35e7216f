// Generated from the registry by `pnpm --filter @wl/api gen:meta`; do not edit (test/meta.test.ts fails when stale).
// Plain data: what the client needs of each call at request time, without the zod schemas, which each
// area loads lazily (src/client/lazyCalls.ts).
import type { CallMeta } from '../define.ts';

export const walletMeta = {
  'wallet.balance': { name: 'wallet.balance', area: 'wallet', kind: 'query', method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', auth: 'token', encrypted: false, body: 'none' },
  'wallet.consolidatedFunds': { name: 'wallet.consolidatedFunds', area: 'wallet', kind: 'query', method: 'GET', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'none', requestAsIs: true, requestKeys: [] },
  'wallet.merchantWallet': { name: 'wallet.merchantWallet', area: 'wallet', kind: 'query', method: 'GET', path: '/wps/relay/GCS_merchantWallet', moduleId: 'COMM3', auth: 'optional', encrypted: false, body: 'none', sessionCache: true, requestAsIs: true, requestKeys: ['merchantCode'] },
  'wallet.transfer': { name: 'wallet.transfer', area: 'wallet', kind: 'mutation', method: 'POST', path: '/wps/relay/GCS_walletTransfer', moduleId: 'FUNDTRANS3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json' },
  'wallet.recall': { name: 'wallet.recall', area: 'wallet', kind: 'mutation', method: 'POST', path: '/wps/relay/GCS_walletReturn', moduleId: 'COMM3', auth: 'token', audience: 'realMember', encrypted: false, body: 'json', requestAsIs: true, requestKeys: [] },
  'wallet.transferUpline': { name: 'wallet.transferUpline', area: 'wallet', kind: 'mutation', method: 'PUT', path: '/wps/member/transferUpline', auth: 'token', audience: 'realMember', encrypted: true, body: 'json', requestAsIs: true, requestKeys: ['amount', 'paymentPassword', 'remark'] },
} as const satisfies Readonly<Record<string, CallMeta>>;
