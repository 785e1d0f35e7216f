/**
 * The `cashier` section of a tenant's platform.json: deposit channels and methods, deposit promotions, withdrawal
 * groups and charges, banks, bank-card and confirmation rules, the sandbox payment provider's demo options.
 * Every field is optional; amounts, channels, banks and promotions left out come from the currency's profile in
 * defaults.ts (`cashierOf` in areas/cashier/config.ts resolves them), the rest from the defaults below.
 */
import { z } from 'zod';

const amount = z.number().positive().max(1e12);

const depositChannelSchema = z
  .object({
    channelId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (at most 40)'),
    channelName: z.string().min(1),
    /** BANK_TRANSFER: the member pays into the receiving account with the order's reference; QR: the member scans the order's QR payload. */
    method: z.enum(['BANK_TRANSFER', 'QR']),
    /** The method's display name (default: "Bank transfer" / "QR payment"). */
    methodName: z.string().min(1).optional(),
    minAmount: amount,
    maxAmount: amount,
    /** Quick-pick amounts offered by the deposit form. */
    fixedAmounts: z.array(amount).default([]),
    /** Only the fixed amounts are accepted. */
    fixedAmountsOnly: z.boolean().default(false),
    /** The merchant's account a bank transfer is paid into (required for BANK_TRANSFER); accountName defaults to "<tenant name> Co., Ltd.". */
    receivingAccount: z
      .object({
        bankCode: z.string().min(1),
        bankName: z.string().min(1),
        accountNo: z.string().min(4),
        accountName: z.string().min(1).optional(),
        branch: z.string().optional(),
      })
      .optional(),
    /** The merchant id a QR payload names (QR). */
    qrAccountId: z.string().min(1).optional(),
    /** Offered on the web and mobile sites (the channel list's webSupported / mobileSupported filters). */
    web: z.boolean().default(true),
    mobile: z.boolean().default(true),
    enabled: z.boolean().default(true),
  })
  .refine((c) => c.minAmount <= c.maxAmount, {
    message: 'minAmount must not be above maxAmount',
    path: ['minAmount'],
  })
  .refine((c) => c.fixedAmounts.every((a) => a >= c.minAmount && a <= c.maxAmount), {
    message: 'every fixed amount must be within minAmount and maxAmount',
    path: ['fixedAmounts'],
  })
  .refine((c) => c.method !== 'BANK_TRANSFER' || c.receivingAccount !== undefined, {
    message: 'a BANK_TRANSFER channel needs its receivingAccount',
    path: ['receivingAccount'],
  });

const depositPromotionSchema = z.object({
  promotionId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (at most 40)'),
  title: z.string().min(1),
  /** Titles in other languages, by language code (TY...). */
  titles: z.record(z.string(), z.string()).default({}),
  /** Bonus as a share of the deposit (1 = 100%). */
  bonusRate: z.number().min(0).max(5),
  maxBonus: z.number().min(0),
  minDeposit: z.number().min(0).default(0),
  /** Turnover required of the bonus (in times the bonus). */
  turnoverMultiplier: z.number().min(0).default(1),
  /** Only a member's first successful deposit can join it. */
  firstDepositOnly: z.boolean().default(false),
  /** Running from / until (ISO date-time); open when left out. */
  startAt: z.iso.datetime({ offset: true }).optional(),
  endAt: z.iso.datetime({ offset: true }).optional(),
});

const withdrawGroupSchema = z
  .object({
    groupName: z.string().min(1),
    /** Members of this VIP level and above belong to the group (the highest matching group applies). */
    minVipLevel: z.number().int().min(0),
    minimumAmount: amount,
    maximumAmount: amount,
    /** Withdrawals a day (UTC day). */
    dailyCount: z.number().int().min(1),
  })
  .refine((g) => g.minimumAmount <= g.maximumAmount, {
    message: 'minimumAmount must not be above maximumAmount',
    path: ['minimumAmount'],
  });

const withdrawChargeSchema = z
  .object({
    /** Withdrawals a day without a charge. */
    freePerDay: z.number().int().min(0),
    /** Charge as a share of the amount (0.01 = 1%), at least `min` and at most `max`. */
    rate: z.number().min(0).max(0.5),
    min: z.number().min(0),
    max: z.number().min(0),
  })
  .refine((c) => c.min <= c.max, { message: 'min must not be above max', path: ['min'] });

const bankSchema = z.object({
  bankCode: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/),
  bankName: z.string().min(1),
});

const unique =
  <T>(key: (item: T) => string, what: string) =>
  (list: T[] | undefined, ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const [i, item] of (list ?? []).entries()) {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `${what} ${k} appears twice`, path: [i] });
      seen.add(k);
    }
  };

export const cashierSettingsSchema = z.object({
  allowDeposit: z.boolean().default(true),
  allowWithdraw: z.boolean().default(true),
  depositChannels: z
    .array(depositChannelSchema)
    .min(1)
    .superRefine(unique((c) => c.channelId, 'channelId'))
    .optional(),
  /** Offered at deposit while the tenant's `promotions.enabled` is on. */
  depositPromotions: z
    .array(depositPromotionSchema)
    .superRefine(unique((p) => p.promotionId, 'promotionId'))
    .optional(),
  /** Turnover a credited deposit requires before a withdrawal, in times the deposit (0: none). */
  depositTurnoverMultiplier: z.number().min(0).default(1),
  /** Pending deposits a member may have at once. */
  maxPendingDeposits: z.number().int().min(1).default(3),
  /** A deposit not paid within this many minutes expires. */
  depositExpiryMinutes: z.number().int().min(1).default(1440),
  /** Demos: the sandbox provider confirms a pending deposit by itself after this many seconds (0: never). */
  autoApproveDepositAfterSeconds: z.number().int().min(0).default(0),
  withdrawGroups: z.array(withdrawGroupSchema).min(1).optional(),
  withdrawCharge: withdrawChargeSchema.optional(),
  /** Banks a member can bind a card of. */
  banks: z
    .array(bankSchema)
    .min(1)
    .superRefine(unique((b) => b.bankCode, 'bankCode'))
    .optional(),
  maxBankCards: z.number().int().min(1).max(10).default(3),
  /** An approved withdrawal waits for the payee to confirm receipt (C2C); off: it succeeds when paid. */
  paymentConfirmation: z.boolean().default(true),
  /** An unconfirmed payment counts as received (forced receipt) after this many minutes. */
  autoConfirmMinutes: z.number().int().min(1).default(30),
  /** The sandbox provider's callbacks: timestamps older (or further ahead) than this are refused. */
  callbackToleranceSeconds: z.number().int().min(30).max(3600).default(300),
});
