/** A downline as agent.downlines answers it. */
export type DownlineRow = {
  id: string;
  account: string;
  nickname?: string | null | undefined;
  nickname2?: string | null | undefined;
  type: number;
  balance?: number | undefined;
  regDate: number;
  lastLoginTime?: number | null | undefined;
  online?: boolean | undefined;
  teamCount?: number | undefined;
  level?: number | undefined;
  parentAccount?: string | null | undefined;
  status?: string | undefined;
  /** A direct downline agent's permissions (what I, its upline, let it do). */
  permissions?: { createDownline: boolean; transferDownline: boolean } | undefined;
  /** The account is taking a break from gambling (ours: a real gateway does not send it). */
  restriction?: 'timeout' | 'selfExclusion' | null | undefined;
};

/** Longest label an upline gives a downline (the call's limit). */
export const NICKNAME_MAX = 32;
/** Longest remark of a transfer. */
export const REMARK_MAX = 200;
/** Most downlines one red envelope reaches (the platform's limit). */
export const ENVELOPE_MAX = 100;

/** How a downline is named on screen: the upline's label, else its own nickname, with the account. */
export function downlineName(row: Pick<DownlineRow, 'account' | 'nickname' | 'nickname2'>): string {
  const label = row.nickname2 || row.nickname;
  return label ? `${row.account} (${label})` : row.account;
}
