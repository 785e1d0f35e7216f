/** Cache tags of the client. Each item tag has a `LIST` id for its lists. */
export const TAG_TYPES = [
  'Site',
  'Protection',
  'Member',
  'Security',
  'Balance',
  'Funds',
  'Favourite',
  'RecentGame',
  'Deposit',
  'Withdrawal',
  'BankCard',
  'PaymentConfirmation',
  'Transaction',
  'Report',
  'Message',
  'Announcement',
  'Promotion',
  'Mission',
  'Vip',
  'Referral',
  'Points',
  'Redeem',
  'Downline',
  'Affiliate',
  'Rebate',
  'Contract',
  'ContractRecord',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const LIST = 'LIST';

/** Tags that belong to the logged-in user; invalidated when the session starts or ends. */
export const PRIVATE_TAGS: TagType[] = [
  'Member',
  'Security',
  'Balance',
  'Funds',
  'Favourite',
  'RecentGame',
  'Deposit',
  'Withdrawal',
  'BankCard',
  'PaymentConfirmation',
  'Transaction',
  'Report',
  'Message',
  'Promotion',
  'Mission',
  'Vip',
  'Referral',
  'Points',
  'Redeem',
  'Downline',
  'Affiliate',
  'Rebate',
  'Contract',
  'ContractRecord',
];

/** Money moved: everything showing a balance or a record of it. */
export const MONEY_TAGS: TagType[] = ['Balance', 'Funds', 'Transaction', 'Report'];
