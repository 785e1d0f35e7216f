import { z } from 'zod';
import { defineCalls } from '../define.ts';
import { empty, id, money, nothing, qbool, qint } from '../common.ts';
import { relay } from './paths.ts';

/** Balance (protocol-notes §1.6): accountTypeId 0 and 9 are left out of sumBalance. */
export const walletBalance = z.looseObject({
  sumBalance: money,
  balance: z.array(
    z.looseObject({
      accountTypeId: z.number(),
      availBalance: money,
      displayName: z.string().optional(),
      accountName: z.string().optional(),
    }),
  ),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPosition: z.string().optional(),
});
export type WalletBalance = z.output<typeof walletBalance>;

export const consolidatedFunds = z.looseObject({
  balance: money,
  currency: z.string().optional(),
  currencySymbol: z.string().optional(),
  availablePromoCount: z.number().optional(),
  /**
   * The promotions' switches by promotion type (site-and-games §3 public state: `availablePromo` with
   * `REFERRAL.enabled`, which shows the side menu's referral item to players). Read leniently (`isReferralPromotionEnabled`
   * of @wl/domain): a shape we do not know must not fail the balance.
   */
  availablePromo: z.unknown().optional(),
  unreadMessage: z.number().optional(),
  hasVip: z.boolean().optional(),
  vipLabelName: z.string().optional(),
  vipRankLevel: z.number().optional(),
});

export const walletCalls = defineCalls('wallet', {
  balance: {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'member',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: z.object({ typeId: qint.optional(), sync: qbool.optional() }),
    response: walletBalance,
    description: 'Wallet balances: sumBalance, balance[] per account type, currency fields.',
  },
  consolidatedFunds: {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'none',
    source: 'spec',
    request: empty,
    response: consolidatedFunds,
    description:
      'Consolidated funds of the public state (balance, VIP label, promo and unread counts); skipped for trial accounts.',
  },
  merchantWallet: {
    method: 'GET',
    path: relay('GCS_merchantWallet'),
    moduleId: 'COMM3',
    auth: 'optional',
    audience: 'anyone',
    encrypted: false,
    body: 'none',
    source: 'spec',
    sessionCache: true,
    request: z.object({ merchantCode: z.string().max(64).optional() }),
    response: z.looseObject({ isSingle: z.union([z.literal(0), z.literal(1)]) }),
    description: 'Merchant wallet mode: value.isSingle (1 = single wallet, hides transfer fund); cached.',
  },
  transfer: {
    method: 'POST',
    path: relay('GCS_walletTransfer'),
    moduleId: 'FUNDTRANS3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'spec',
    request: z.object({
      accept: z.boolean().default(true),
      accountTypeId: z.number().default(0),
      customerId: id.optional(),
      fromAccountTypeId: z.number().int(),
      toAccountTypeId: z.number().int(),
      amount: z.number().positive(),
    }),
    response: nothing,
    description: 'Transfer between the main wallet and a vendor wallet.',
  },
  recall: {
    method: 'POST',
    path: relay('GCS_walletReturn'),
    moduleId: 'COMM3',
    auth: 'token',
    audience: 'realMember',
    encrypted: false,
    body: 'json',
    source: 'notes',
    request: empty,
    response: nothing,
    description: 'Recall all vendor balances to the main wallet.',
  },
  transferUpline: {
    method: 'PUT',
    path: '/wps/member/transferUpline',
    auth: 'token',
    audience: 'realMember',
    encrypted: true,
    body: 'json',
    source: 'notes',
    request: z.object({
      amount: z.number().positive(),
      paymentPassword: z.string().min(1).max(128),
      remark: z.string().max(200).optional(),
    }),
    response: nothing,
    description: 'Transfer to the upline agent (encrypted, payment password).',
  },
});
