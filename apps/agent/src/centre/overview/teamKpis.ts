/** A day of team figures (protocol-notes §1.6, the team KPI row). */
export type KpiRow = {
  balanceDate: string;
  teamDeposit: number;
  teamWithdraw: number;
  teamTotalBet: number;
  teamValidBet?: number;
  teamTotalWin: number;
  teamTotalPnl: number;
  teamRegisterMemberCount: number;
  teamFirstDepositCount: number;
  teamOnlineCount?: number;
  teamLoginMemberCount?: number;
};

export type Summary = Record<string, number | undefined>;

export const VERTICALS = ['Rng', 'Live', 'Sports', 'Lott', 'Fish', 'Pvp'] as const;
