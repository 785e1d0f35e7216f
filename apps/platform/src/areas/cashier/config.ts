/**
 * A tenant's cashier settings with every default applied: platform.json `cashier` over the currency's profile
 * (tenants/defaults.ts). Plus the pure helpers the cashier and the seed share: cents, references, masks, the QR
 * payload, charges and withdrawal groups.
 */
import type { Tenant } from '../../context.ts';
import { DEFAULT_CASHIER_PROFILES } from '../../tenants/defaults.ts';
import { friendlyCode } from '../../shared/secrets.ts';

export type DepositChannelConfig = {
  channelId: string;
  channelName: string;
  method: 'BANK_TRANSFER' | 'QR';
  methodName: string;
  minAmount: number;
  maxAmount: number;
  fixedAmounts: number[];
  fixedAmountsOnly: boolean;
  receivingAccount: {
    bankCode: string;
    bankName: string;
    accountNo: string;
    accountName: string;
    branch?: string;
  } | null;
  qrAccountId: string | null;
  web: boolean;
  mobile: boolean;
  enabled: boolean;
};
export type DepositPromotionConfig = {
  promotionId: string;
  title: string;
  titles: Record<string, string>;
  bonusRate: number;
  maxBonus: number;
  minDeposit: number;
  turnoverMultiplier: number;
  firstDepositOnly: boolean;
  startAt?: string | undefined;
  endAt?: string | undefined;
};
export type WithdrawGroup = {
  groupName: string;
  minVipLevel: number;
  minimumAmount: number;
  maximumAmount: number;
  dailyCount: number;
};
export type WithdrawCharge = { freePerDay: number; rate: number; min: number; max: number };

export type CashierConfig = {
  allowDeposit: boolean;
  allowWithdraw: boolean;
  depositChannels: DepositChannelConfig[];
  depositPromotions: DepositPromotionConfig[];
  depositTurnoverMultiplier: number;
  maxPendingDeposits: number;
  depositExpiryMinutes: number;
  autoApproveDepositAfterSeconds: number;
  withdrawGroups: WithdrawGroup[];
  withdrawCharge: WithdrawCharge;
  banks: { bankCode: string; bankName: string }[];
  maxBankCards: number;
  paymentConfirmation: boolean;
  autoConfirmMinutes: number;
  callbackToleranceSeconds: number;
};

const METHOD_NAMES: Record<string, string> = {
  BANK_TRANSFER: 'Bank transfer',
  QR: 'QR payment',
  C2C: 'Player to player',
};
/** The channel of deposits that pay a withdrawal (C2C): never offered, confirmed by the payee, not the provider. */
export const C2C_CHANNEL = { channelId: 'C2C', channelName: 'Player to player', method: 'C2C' } as const;
/** Receipts and proof: at most 3 images of at most 5 MB each (accounts §9). */
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Bank account numbers: digits only once spaces and dashes are taken out. */
export const ACCOUNT_NO_LENGTH = { min: 6, max: 20 } as const;

const cache = new WeakMap<Tenant, CashierConfig>();

/** The tenant's cashier settings, defaults applied (cached per tenant object). */
export function cashierOf(tenant: Tenant): CashierConfig {
  const hit = cache.get(tenant);
  if (hit) return hit;
  const own = tenant.config.cashier;
  const profile =
    tenant.config.currency === 'THB' ? DEFAULT_CASHIER_PROFILES.THB : DEFAULT_CASHIER_PROFILES.USD;
  const channels = (
    own.depositChannels ??
    profile.depositChannels.map((c) => ({
      fixedAmountsOnly: false,
      web: true,
      mobile: true,
      enabled: true,
      ...c,
    }))
  ).map((c) => {
    const ra = ('receivingAccount' in c ? c.receivingAccount : undefined) as
      | {
          bankCode: string;
          bankName: string;
          accountNo: string;
          accountName?: string | undefined;
          branch?: string | undefined;
        }
      | undefined;
    const qr = 'qrAccountId' in c ? c.qrAccountId : undefined;
    return {
      channelId: c.channelId,
      channelName: c.channelName,
      method: c.method as DepositChannelConfig['method'],
      methodName: c.methodName ?? METHOD_NAMES[c.method] ?? c.method,
      minAmount: c.minAmount,
      maxAmount: c.maxAmount,
      fixedAmounts: [...(c.fixedAmounts ?? [])],
      fixedAmountsOnly: c.fixedAmountsOnly ?? false,
      receivingAccount: ra
        ? {
            bankCode: ra.bankCode,
            bankName: ra.bankName,
            accountNo: ra.accountNo,
            accountName: ra.accountName ?? `${tenant.name} Co., Ltd.`,
            ...(ra.branch ? { branch: ra.branch } : {}),
          }
        : null,
      qrAccountId: qr ?? null,
      web: c.web ?? true,
      mobile: c.mobile ?? true,
      enabled: c.enabled ?? true,
    };
  });
  const config: CashierConfig = {
    allowDeposit: own.allowDeposit,
    allowWithdraw: own.allowWithdraw,
    depositChannels: channels,
    depositPromotions: (own.depositPromotions ?? profile.depositPromotions).map((p) => ({
      ...p,
      titles: { ...p.titles },
    })),
    depositTurnoverMultiplier: own.depositTurnoverMultiplier,
    maxPendingDeposits: own.maxPendingDeposits,
    depositExpiryMinutes: own.depositExpiryMinutes,
    autoApproveDepositAfterSeconds: own.autoApproveDepositAfterSeconds,
    withdrawGroups: [...(own.withdrawGroups ?? profile.withdrawGroups)]
      .map((g) => ({ ...g }))
      .sort((a, b) => a.minVipLevel - b.minVipLevel),
    withdrawCharge: { ...(own.withdrawCharge ?? profile.withdrawCharge) },
    banks: (own.banks ?? profile.banks).map((b) => ({ ...b })),
    maxBankCards: own.maxBankCards,
    paymentConfirmation: own.paymentConfirmation,
    autoConfirmMinutes: own.autoConfirmMinutes,
    callbackToleranceSeconds: own.callbackToleranceSeconds,
  };
  cache.set(tenant, config);
  return config;
}

/** Whether the member menu offers deposits / withdrawals (module keys: DEPOSIT, WITHDRAW; credit mode CREDITMAR3 hides both). */
export function moneyModuleOn(tenant: Tenant, key: 'DEPOSIT' | 'WITHDRAW'): boolean {
  const m = tenant.config.modules;
  return m[key] !== false && m.CREDITMAR3 !== true;
}

export const cents = (amount: string | number | null | undefined) => Math.round(Number(amount ?? 0) * 100);
export const fromCents = (c: number) => (c / 100).toFixed(2);
export const asNumber = (c: number) => Math.round(c) / 100;

/** A reference people type on a bank transfer: a letter (D deposit, W withdrawal) and 9 unambiguous characters. */
export const newReference = (kind: 'D' | 'W') => `${kind}${friendlyCode(9)}`;

/** An account number as lists show it: the last 4 digits. */
export const maskAccountNo = (accountNo: string) => `****${accountNo.slice(-4)}`;

/** The withdrawal group of a VIP level: the highest group whose minVipLevel it reaches. */
export function groupFor(config: CashierConfig, vipLevel: number): WithdrawGroup {
  let group = config.withdrawGroups[0]!;
  for (const g of config.withdrawGroups) if (vipLevel >= g.minVipLevel) group = g;
  return group;
}

/** The charge of a withdrawal in cents: free for the first `freePerDay` of the day, then rate bounded by min and max (never above the amount). */
export function chargeCents(rule: WithdrawCharge, amountCents: number, countToday: number): number {
  if (countToday < rule.freePerDay) return 0;
  const raw = Math.round(amountCents * rule.rate);
  return Math.min(amountCents, Math.max(cents(rule.min), Math.min(cents(rule.max), raw)));
}

/** CRC-16/CCITT-FALSE, as EMV QR payloads end with. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;
const NUMERIC_CURRENCY: Record<string, string> = {
  THB: '764',
  USD: '840',
  VND: '704',
  MYR: '458',
  PHP: '608',
  EUR: '978',
  GBP: '826',
  SGD: '702',
};

/**
 * The payload a QR deposit shows: an EMV merchant-presented QR (dynamic, one use) naming the sandbox provider, the
 * merchant id, the amount, the currency and the order's reference, with its CRC. Banking apps read this shape.
 */
export function qrPayload(input: {
  merchantId: string;
  merchantName: string;
  amountCents: number;
  currency: string;
  reference: string;
}): string {
  const account = tlv('00', 'com.sandboxpay') + tlv('01', input.merchantId.slice(0, 40));
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('29', account),
    tlv('53', NUMERIC_CURRENCY[input.currency] ?? '999'),
    tlv('54', fromCents(input.amountCents)),
    tlv('58', input.currency === 'THB' ? 'TH' : 'US'),
    tlv('59', input.merchantName.replace(/[^\x20-\x7e]/g, '').slice(0, 25) || 'MERCHANT'),
    tlv('62', tlv('05', input.reference)),
    '6304',
  ].join('');
  return body + crc16(body);
}
