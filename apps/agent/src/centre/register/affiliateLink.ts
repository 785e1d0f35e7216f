export type LinkType = 'member' | 'agent';
export type RegisteredAccount = { id: string; account: string; type: number; regDate: number };
/** An affiliate link as `agent.affiliateUrls` answers it, and the accounts registered through it. */
export type AffiliateLink = {
  id: string;
  url: string;
  code: string;
  accountType?: string;
  channel?: string | null;
  createTime?: number;
  expireTime?: number | null;
  expired?: boolean;
  registerCount?: number;
  accounts?: RegisteredAccount[];
};
