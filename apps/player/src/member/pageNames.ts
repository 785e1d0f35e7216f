/** The member centre's pages by their spec names (accounts-and-money §2), in the spec's order; the first is the default. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  'responsibleGaming',
  'verification',
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];

export const DEFAULT_PAGE: MemberPage = 'securityCenter';
