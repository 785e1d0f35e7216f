/**
 * Database schema of the reference platform (Drizzle, PostgreSQL dialect: PGlite or PostgreSQL).
 * Migrations are generated from this file into apps/platform/drizzle/ (`pnpm --filter @wl/platform db:generate`)
 * and committed; the server applies them on start. See docs/decisions/0005-platform-database.md.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Run-time state of a tenant that a dev call may switch (the rest of a tenant lives in tenants/<id>/). */
export const tenantState = pgTable('tenant_state', {
  tenantId: text('tenant_id').primaryKey(),
  systemStatus: integer('system_status').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The version of a tenant's lobby answers (shared/lobby-cache.ts): bumped in the transaction of any change to what
 * the lobby's cached reads show (system status, a reseed). Never cleared by a reseed, so it only ever grows.
 */
export const lobbyVersions = pgTable('lobby_versions', {
  tenantId: text('tenant_id').primaryKey(),
  version: integer('version').notNull().default(0),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the password was last set; with the tenant's expiry policy this forces a change. */
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    /** Set for the default password `{secret}` and temporary passwords: the next login must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    /** 0 member, 1/2/41/42 agent types, 4 trial. */
    type: integer('type').notNull().default(0),
    parentId: integer('parent_id'),
    nickname: text('nickname'),
    email: text('email'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    payeeName: text('payee_name'),
    /** The agent's own affiliate code (agents only). */
    affiliateCode: text('affiliate_code'),
    /** The customer's own referral code. */
    referralCode: text('referral_code').notNull(),
    referredBy: integer('referred_by'),
    language: text('language').notNull().default('EN'),
    status: text('status').notNull().default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    registerMethod: text('register_method').notNull().default('SEED'),
    registerDomain: text('register_domain'),
    vipLevel: integer('vip_level').notNull().default(0),
    avatar: text('avatar').notNull().default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [
    uniqueIndex('customers_tenant_username').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('customers_tenant_mobile').on(t.tenantId, t.mobile),
    uniqueIndex('customers_tenant_affiliate').on(t.tenantId, t.affiliateCode),
    uniqueIndex('customers_tenant_referral').on(t.tenantId, t.referralCode),
    index('customers_parent').on(t.parentId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    loginMethod: text('login_method').notNull(),
    deviceId: text('device_id'),
    ip: text('ip'),
  },
  (t) => [index('sessions_customer').on(t.customerId)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  answer: text('answer').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Failed logins by tenant and lower-case username (also for unknown names), which turn the captcha on. */
export const loginFailures = pgTable(
  'login_failures',
  {
    tenantId: text('tenant_id').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    lastAt: ts('last_at').notNull(),
    /** Set when the failures reach the tenant's lockout threshold: logins of this name answer PASSWORD_LOCKED until then. */
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * Rate-limit counters (fixed windows) shared by every instance of the platform: the store of @fastify/rate-limit's
 * per-IP limits and of the per-account limits (shared/rate-limits.ts). Keys name the limit and the IP or account.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset').on(t.resetAt)],
);

/** SMS and e-mail sent by the platform: a local outbox that developers and tests read. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('outbox_tenant_recipient').on(t.tenantId, t.recipient)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('verification_lookup').on(t.tenantId, t.recipient, t.purpose, t.createdAt)],
);

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
});

/** A vendor's card in the lane of one game category. */
export const vendorLanes = pgTable(
  'vendor_lanes',
  {
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    sort: integer('sort').notNull(),
    /** 'VASSALAGE' opens the vendor's game list; 'GAME' launches the vendor lobby directly. */
    isGame: text('is_game').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.gameType] })],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    subType: text('sub_type'),
    name: text('name').notNull(),
    nameTh: text('name_th'),
    hotRank: integer('hot_rank'),
    sort: integer('sort').notNull().default(0),
    maintenance: boolean('maintenance').notNull().default(false),
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull().default('96.00'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_vendor_code').on(t.vendorCode, t.gameCode),
    index('games_type_vendor').on(t.gameType, t.vendorCode, t.sort),
    index('games_hot').on(t.hotRank),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    customerId: integer('customer_id').notNull(),
    gameId: integer('game_id').notNull(),
    lastPlayedAt: ts('last_played_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.gameId] })],
);

/** One balance per customer and account type (1 main, 2..5 game wallets, 9 locked bonus). Never negative. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    customerId: integer('customer_id').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    balance: money('balance').notNull().default('0'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.accountTypeId] }),
    check('wallet_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** Every money movement. The sum of a customer's entries per account equals that account's balance. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    kind: text('kind').notNull(),
    operationId: integer('operation_id'),
    reference: text('reference'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('ledger_customer').on(t.customerId, t.createdAt)],
);

/** One row per money-moving request; the unique idempotency key makes a repeat return the first result. */
export const walletOperations = pgTable(
  'wallet_operations',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('wallet_operations_key').on(t.tenantId, t.customerId, t.idempotencyKey)],
);

export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    gameId: integer('game_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    roundId: text('round_id').notNull(),
    betAmount: money('bet_amount').notNull(),
    validBet: money('valid_bet').notNull(),
    winAmount: money('win_amount').notNull(),
    status: text('status').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('bets_customer_time').on(t.customerId, t.createdAt),
    index('bets_tenant_time').on(t.tenantId, t.createdAt),
    uniqueIndex('bets_round').on(t.tenantId, t.roundId),
  ],
);

/** Notices: B banner, PL player marquee, PU popup, PR promotion, H help/home, A agent. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    type: text('type').notNull(),
    groupName: text('group_name'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    url: text('url'),
    linkageType: text('linkage_type'),
    language: text('language').notNull(),
    sort: integer('sort').notNull().default(0),
    audience: text('audience').notNull().default('ALL'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
  },
  (t) => [index('notices_tenant_type').on(t.tenantId, t.type, t.language)],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    customerId: integer('customer_id').notNull(),
    noticeId: integer('notice_id').notNull(),
    readAt: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.noticeId] })],
);

export const helpTopics = pgTable(
  'help_topics',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    language: text('language').notNull(),
    parentId: integer('parent_id'),
    tag: text('tag').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    bgColor: text('bg_color'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_tenant_lang').on(t.tenantId, t.language)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  customerId: integer('customer_id'),
  sender: text('sender').notNull(),
  type: integer('type').notNull(),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  createdAt: ts('created_at').notNull(),
});

/** Platform messages to a member (inbox); unread ones feed the unread count. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** 'in': from the platform to the member (inbox); 'out': from the member to customer service (outbox). */
    direction: text('direction').notNull().default('in'),
    recipientType: text('recipient_type'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [index('messages_customer').on(t.customerId)],
);

export const lotteryGames = pgTable('lottery_games', {
  code: text('code').primaryKey(),
  prizeMode: text('prize_mode').notNull(),
  vendorCode: text('vendor_code').notNull(),
  name: text('name').notNull(),
  menuGroup: text('menu_group').notNull(),
  drawIntervalMinutes: integer('draw_interval_minutes').notNull(),
  numberCount: integer('number_count').notNull(),
  sort: integer('sort').notNull(),
});

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    numbers: text('numbers').notNull(),
    drawnAt: ts('drawn_at').notNull(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_numero').on(t.gameCode, t.numero),
    index('lottery_draws_time').on(t.gameCode, t.drawnAt),
  ],
);

/** A game launch: the demo game page plays with this ticket, bound to the session that launched it. */
export const launchTickets = pgTable('launch_tickets', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  customerId: integer('customer_id').notNull(),
  gameId: integer('game_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  accountTypeId: integer('account_type_id').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** The key pair a tenant's encrypted calls are wrapped for (made on first use, private key never leaves the server). */
export const tenantKeys = pgTable('tenant_keys', {
  tenantId: text('tenant_id').primaryKey(),
  keyId: text('key_id').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  createdAt: ts('created_at').notNull(),
});

// ---- cashier: deposits, withdrawals, bank cards, withdrawal confirmation, turnover, the sandbox payment provider

/**
 * A deposit order. PENDING until the payment provider's signed callback confirms it (SUCCESS, the wallet credited
 * once) or reports it failed (FAILED); the member may cancel it (CANCELLED); unpaid ones expire (EXPIRED).
 * A C2C deposit (channel C2C) pays a withdrawal: it is credited when the payee confirms receipt (or is deemed to).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** What the member writes on the transfer; also the provider's order id. */
    reference: text('reference').notNull(),
    channelId: text('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    bonus: money('bonus').notNull().default('0'),
    promotionId: text('promotion_id'),
    status: text('status').notNull(),
    receivingAccount: jsonb('receiving_account').$type<{
      bankCode: string;
      bankName: string;
      accountNo: string;
      accountName: string;
      branch?: string;
    }>(),
    qrPayload: text('qr_payload'),
    remark: text('remark'),
    payerName: text('payer_name'),
    payerTransactionId: text('payer_transaction_id'),
    providerTransactionId: text('provider_transaction_id'),
    failReason: text('fail_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    expiresAt: ts('expires_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('deposits_tenant_reference').on(t.tenantId, t.reference),
    index('deposits_customer_time').on(t.customerId, t.createdAt),
    index('deposits_status_time').on(t.status, t.createdAt),
  ],
);

/** Images a member uploads: deposit receipts and proof that a payment did not arrive (png/jpg, base64, at most 5 MB). */
export const cashierImages = pgTable(
  'cashier_images',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** 'deposit' (a receipt) or 'confirmation' (proof of a payment not received). */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('cashier_images_owner').on(t.ownerKind, t.ownerId)],
);

export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    branch: text('branch'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bank_cards_tenant_account').on(t.tenantId, t.bankCode, t.accountNo),
    index('bank_cards_customer').on(t.customerId),
  ],
);

/**
 * A withdrawal: the amount is held at request (main wallet -> hold account, ledger), then REJECTED (hold -> main) or
 * approved (paid out of the hold, ledger): AWAITING_CONFIRMATION until the payee confirms (SUCCESS) or disputes it
 * (DISPUTED); SUCCESS at once where the tenant has no payment confirmation.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    reference: text('reference').notNull(),
    amount: money('amount').notNull(),
    charge: money('charge').notNull(),
    receivable: money('receivable').notNull(),
    bankCardId: integer('bank_card_id'),
    /** The card as it was at request time (bankCode, bankName, accountNo masked, accountName). */
    bankCard: jsonb('bank_card').$type<Record<string, string>>().notNull(),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_tenant_reference').on(t.tenantId, t.reference),
    index('withdrawals_customer_time').on(t.customerId, t.createdAt),
  ],
);

/**
 * Withdrawal confirmation (C2C, accounts §4): a payment made to a payee, who marks it RECEIVED (optionally with the
 * amount) or NOT_RECEIVED (with proof). Left WAITING past `autoConfirmAt` it becomes AUTO_RECEIVED (forced receipt):
 * the payer's deposit (when a C2C deposit paid it) is then credited, never refunded.
 */
export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The payee (the member who withdrew). */
    customerId: integer('customer_id').notNull(),
    withdrawalId: integer('withdrawal_id').notNull(),
    /** The C2C deposit that paid it, if a member paid it. */
    depositId: integer('deposit_id'),
    payerName: text('payer_name').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    receivedAmount: money('received_amount'),
    forced: boolean('forced').notNull().default(false),
    autoConfirmAt: ts('auto_confirm_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('payment_confirmations_customer').on(t.customerId, t.createdAt),
    index('payment_confirmations_due').on(t.status, t.autoConfirmAt),
  ],
);

/** Turnover a withdrawal needs: a credited deposit (or bonus) adds one; a withdrawal request closes the open ones. */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    source: text('source').notNull(),
    sourceId: integer('source_id'),
    amount: money('amount').notNull(),
    /** The ledger reference of the credit that asks for it (a bonus's: bonus details read its requirement here). */
    reference: text('reference'),
    createdAt: ts('created_at').notNull(),
    clearedAt: ts('cleared_at'),
  },
  (t) => [index('turnover_requirements_customer').on(t.customerId, t.createdAt)],
);

/** The sandbox payment provider's per-tenant signing secret (made on first use, kept across resets). */
export const providerSecrets = pgTable('provider_secrets', {
  tenantId: text('tenant_id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Nonces of the provider callbacks seen, so a callback cannot be replayed (kept past the timestamp window). */
export const providerNonces = pgTable(
  'provider_nonces',
  {
    tenantId: text('tenant_id').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.nonce] }), index('provider_nonces_time').on(t.createdAt)],
);

/** IP addresses an account has logged in from (the new-IP login check, LOGINIPVERF3, compares with these). */
export const customerIps = pgTable(
  'customer_ips',
  {
    customerId: integer('customer_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    ip: text('ip').notNull(),
    firstAt: ts('first_at').notNull(),
    lastAt: ts('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.ip] })],
);

/**
 * A login held for extra verification (a password or SMS login from an IP the account has not used): the hash of the
 * single-use verification token the answer gave, and the methods offered. Used (usedAt) once verified.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    ip: text('ip').notNull(),
    loginMethod: text('login_method').notNull(),
    methods: jsonb('methods').$type<string[]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('login_challenges_customer').on(t.customerId)],
);

/**
 * The authenticator app (TOTP, BINDGA3) of an account: the secret once bound, a pending one while binding, and the
 * last time step accepted (a code is never accepted twice).
 */
export const authenticators = pgTable('authenticators', {
  customerId: integer('customer_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  boundAt: ts('bound_at'),
  lastStep: integer('last_step'),
  updatedAt: ts('updated_at').notNull(),
});

// ---- agent centre: affiliate links, the accounts registered through them, rebate rates

/** An agent's affiliate link: registering with its code makes a member (or agent, type 'agent') under the agent. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The agent who owns the link (the parent of the accounts registered through it). */
    customerId: integer('customer_id').notNull(),
    code: text('code').notNull(),
    /** 'member' or 'agent': the kind of account registered through it. */
    type: text('type').notNull(),
    domain: text('domain').notNull(),
    /** Promotion channel the agent uses the link in (free text, e.g. LINE, Facebook). */
    channel: text('channel'),
    createdAt: ts('created_at').notNull(),
    /** Null: never expires. */
    expiresAt: ts('expires_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('affiliate_links_tenant_code').on(t.tenantId, t.code),
    index('affiliate_links_customer').on(t.customerId),
  ],
);

/** The affiliate link an account registered through (one per account). */
export const affiliateLinkAccounts = pgTable(
  'affiliate_link_accounts',
  {
    customerId: integer('customer_id').primaryKey(),
    linkId: integer('link_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('affiliate_link_accounts_link').on(t.linkId)],
);

/**
 * Rebate rate (percent of valid bet) of an account per product type. An agent gives a downline at most its own rate
 * (its quota); a top agent's own rate is at most the platform's maximum (areas/agent/rebates.ts). No row: 0.
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    customerId: integer('customer_id').notNull(),
    productType: text('product_type').notNull(),
    tenantId: text('tenant_id').notNull(),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productType] }),
    check('rebate_rate_range', sql`${t.rate} >= 0 and ${t.rate} <= 100`),
  ],
);

/**
 * What an agent's upline lets it do (areas/agent/permissions.ts; issue 15 "set permissions"): create downline
 * accounts, transfer money to its downline. One row per agent whose upline changed them; no row: both allowed.
 */
export const agentPermissions = pgTable('agent_permissions', {
  customerId: integer('customer_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  createDownline: boolean('create_downline').notNull().default(true),
  transferDownline: boolean('transfer_downline').notNull().default(true),
  /** The upline that set them. */
  updatedBy: integer('updated_by').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

// ---- contracts: salary and dividend contracts between an upline agent and a direct downline agent (issue 15)

/**
 * A salary or dividend contract an upline offers a direct downline agent (areas/contracts/contracts.ts). `status` is the
 * domain state machine's (packages/domain contracts/stateMachine.ts: offered, active, rejected, withdrawn,
 * terminationRequested, terminated). `tiers` are as the upline sent them (rate in percent, thresholds in currency).
 * At most one open offer and one contract in force per kind and downline (partial unique indexes). `settledUntil`:
 * every whole settlement period before it has been settled (paid or found with nothing due).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** dividend, dailySalary, hourSalary or realtimeSalary (the call contract's names). */
    kind: text('kind').notNull(),
    uplineId: integer('upline_id').notNull(),
    downlineId: integer('downline_id').notNull(),
    /** DAILY, WEEKLY, SEMIMONTHLY or MONTHLY: the settlement period of a dividend (salaries: DAILY). */
    period: text('period').notNull(),
    status: text('status').notNull(),
    terminationRequestedBy: text('termination_requested_by'),
    tiers: jsonb('tiers').$type<{ activeMembers: number; betAmount: number; rate: number }[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    acceptedAt: ts('accepted_at'),
    endedAt: ts('ended_at'),
    settledUntil: ts('settled_until'),
  },
  (t) => [
    index('contracts_downline').on(t.downlineId, t.kind),
    index('contracts_upline').on(t.uplineId, t.kind),
    uniqueIndex('contracts_one_offer')
      .on(t.tenantId, t.kind, t.downlineId)
      .where(sql`${t.status} = 'offered'`),
    uniqueIndex('contracts_one_in_force')
      .on(t.tenantId, t.kind, t.downlineId)
      .where(sql`${t.status} in ('active', 'terminationRequested')`),
  ],
);

/** Every action on a contract, by either side or by the platform (history and logs of both sides). */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    /** offer, accept, reject, requestTermination, agreeTermination, refuseTermination, systemTerminate. */
    action: text('action').notNull(),
    /** upline, downline or system. */
    party: text('party').notNull(),
    customerId: integer('customer_id'),
    detail: text('detail'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('contract_events_contract').on(t.contractId, t.createdAt)],
);

/**
 * One settled period of a contract: the figures of the downline's team, the tier met, what was due and paid into the
 * downline's main wallet (ledger entry kind = the contract kind's payout kind, reference `C<contract>-<period start>`).
 * The unique key (contract, period start) pays a period once, whichever server instance settles it.
 */
export const contractPayouts = pgTable(
  'contract_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    customerId: integer('customer_id').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    activeMembers: integer('active_members').notNull(),
    validBet: money('valid_bet').notNull(),
    profitLoss: money('profit_loss').notNull(),
    /** Rate of the tier met, percent (0 when none). */
    rate: numeric('rate', { precision: 9, scale: 4 }).notNull(),
    gross: money('gross').notNull(),
    /** What the downline's own contracts of the kind are due for the period (subtracted: the differential). */
    downlinePaid: money('downline_paid').notNull(),
    amount: money('amount').notNull(),
    /** PAID (money moved) or NOTHING_DUE. */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('contract_payouts_period').on(t.contractId, t.periodStart),
    index('contract_payouts_customer').on(t.customerId, t.periodStart),
  ],
);

/** Points mall catalogue per tenant (accounts §3): goods (a receiving address) and cash rewards (credited to the main wallet). */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** GOODS or CASH. */
    type: text('type').notNull(),
    imageUrl: text('image_url'),
    pointsRequired: integer('points_required').notNull(),
    /** Qualifying amount (approved deposits) the member must have reached, if any. */
    amountRequired: money('amount_required'),
    /** Money a CASH reward pays into the main wallet per unit. */
    cashAmount: money('cash_amount'),
    /** Units left. */
    stock: integer('stock').notNull(),
    maxQuantity: integer('max_quantity'),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('point_rewards_tenant').on(t.tenantId, t.sort),
    check('point_rewards_stock', sql`${t.stock} >= 0`),
  ],
);

/** Every change of a member's points: earned (deposit, bet) or spent (redeem, convert); the balance is their sum. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Signed whole points. */
    points: integer('points').notNull(),
    /** deposit, bet (earned); redeem, convert (spent); refund (a rejected redeem). */
    kind: text('kind').notNull(),
    /** What earned it (deposit:<id>, bet:<id>): unique, so a deposit or bet earns once. */
    sourceKey: text('source_key'),
    /** Product type of a bet (LIVE, LOTT, PVP, RNG, SPORTS). */
    category: text('category'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('point_entries_source').on(t.tenantId, t.sourceKey),
    index('point_entries_customer').on(t.customerId, t.createdAt),
  ],
);

/** Redemptions of the points mall (accounts §4): IN_PROCESS, REJECTED or APPROVED. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    rewardName: text('reward_name').notNull(),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    status: text('status').notNull(),
    receivingAddress: text('receiving_address'),
    remark: text('remark'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('point_redemptions_customer').on(t.customerId, t.createdAt)],
);

/**
 * Points rates per tenant: kind EARN (type DEPOSIT or a product type LIVE / LOTT / PVP / RNG / SPORTS: every `amount`
 * of money earns `points`) and kind CONVERT (type MAIN: `points` points convert to `amount` in the main wallet).
 */
export const pointRates = pgTable(
  'point_rates',
  {
    tenantId: text('tenant_id').notNull(),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.type] })],
);

/**
 * Rewards of a member (areas/promotions/rewards.ts): promotion applications and claims, mission milestones, VIP upgrade
 * bonuses, raffle tickets and referral rewards. kind PROMOTION | RAFFLE | MISSION | UPGRADE_BONUS | REFERRAL; status
 * APPLYING (a MANUAL application waiting for the merchant), ISSUED (to claim), CLAIMED (paid), REJECTED. The unique
 * source key (per member) makes a reward pay once, whatever clicks or instances race.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    /** The promotion, mission (and milestone), VIP level or invitee the reward is for. */
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    prize: text('prize'),
    sourceKey: text('source_key').notNull(),
    /** The ledger reference of the credit (RW<id>) once paid. */
    reference: text('reference'),
    remark: text('remark'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('reward_claims_source').on(t.tenantId, t.customerId, t.sourceKey),
    index('reward_claims_customer').on(t.customerId, t.kind, t.createdAt),
  ],
);

export * from './protection-schema.ts';

/**
 * A third-party login under way (areas/session/third-party.ts): the hash of its `state`, the provider, the PKCE
 * verifier and nonce kept server-side, the browser it is bound to (X-Device-Id or IP) and the site's callback page.
 * Single use (usedAt), 10 minutes. A first login whose account needs more fields keeps what the provider gave
 * (`claims`) under the hash of its registration token (`registrationHash`), also single use.
 */
export const thirdPartyLogins = pgTable(
  'third_party_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    provider: text('provider').notNull(),
    binding: text('binding').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    registrationHash: text('registration_hash'),
    issuer: text('issuer'),
    subject: text('subject'),
    claims: jsonb('claims').$type<Record<string, string>>(),
    registeredAt: ts('registered_at'),
  },
  (t) => [uniqueIndex('third_party_logins_registration').on(t.registrationHash)],
);

/** An account's link to a third-party login: (issuer, subject) of the provider, one account per tenant. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    tenantId: text('tenant_id').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id').notNull(),
    provider: text('provider').notNull(),
    createdAt: ts('created_at').notNull(),
    lastLoginAt: ts('last_login_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.issuer, t.subject] }),
    index('customer_identities_customer').on(t.customerId),
  ],
);
export * from './credit-schema.ts';
