import { addDays } from '@wl/domain';

/** A day of the personal profit report. */
export type ProfitDay = {
  date: string;
  deposit: number;
  withdraw: number;
  bet: number;
  win: number;
  promotion?: number | undefined;
  rebate?: number | undefined;
  profitLoss: number;
};
export type ProfitPeriod = 'day' | 'week' | 'month';
export type ProfitRow = {
  key: string;
  from: string;
  to: string;
  deposit: number;
  withdraw: number;
  bet: number;
  win: number;
  promotion: number;
  rebate: number;
  profitLoss: number;
};

const cents = (n: number | undefined) => Math.round((n ?? 0) * 100);

/** Monday of the ISO week of a `yyyy-MM-dd` date. */
function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Days summed into periods (day, ISO week from Monday, calendar month), newest first, in cents so the sums are
 * exact. A period's `from`/`to` are the first and last day of it that the report holds.
 */
export function groupProfit(days: readonly ProfitDay[], period: ProfitPeriod): ProfitRow[] {
  const groups = new Map<
    string,
    ProfitRow & {
      c: Record<'deposit' | 'withdraw' | 'bet' | 'win' | 'promotion' | 'rebate' | 'profitLoss', number>;
    }
  >();
  for (const d of days) {
    const key = period === 'day' ? d.date : period === 'week' ? weekStart(d.date) : d.date.slice(0, 7);
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        from: d.date,
        to: d.date,
        deposit: 0,
        withdraw: 0,
        bet: 0,
        win: 0,
        promotion: 0,
        rebate: 0,
        profitLoss: 0,
        c: { deposit: 0, withdraw: 0, bet: 0, win: 0, promotion: 0, rebate: 0, profitLoss: 0 },
      };
      groups.set(key, g);
    }
    if (d.date < g.from) g.from = d.date;
    if (d.date > g.to) g.to = d.date;
    g.c.deposit += cents(d.deposit);
    g.c.withdraw += cents(d.withdraw);
    g.c.bet += cents(d.bet);
    g.c.win += cents(d.win);
    g.c.promotion += cents(d.promotion);
    g.c.rebate += cents(d.rebate);
    g.c.profitLoss += cents(d.profitLoss);
  }
  return [...groups.values()]
    .sort((a, b) => b.key.localeCompare(a.key))
    .map(({ c, ...g }) => ({
      ...g,
      deposit: c.deposit / 100,
      withdraw: c.withdraw / 100,
      bet: c.bet / 100,
      win: c.win / 100,
      promotion: c.promotion / 100,
      rebate: c.rebate / 100,
      profitLoss: c.profitLoss / 100,
    }));
}
