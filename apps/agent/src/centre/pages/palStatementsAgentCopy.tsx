import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentTeamOverviewQuery } from '@wl/api/agent';
import { useLazyReportsTeamPnlQuery, useReportsTeamPnlQuery } from '@wl/api/reports';
import {
  FRESH,
  RecordsFilters,
  RecordsReport,
  StyledRecords,
  useRecordsText,
  type RecordColumn,
  type ReportPage,
} from '@wl/app-shell/records';
import { Tabs } from '@wl/ui';
import { AccountSearch, summaryNumber, toneOf, useTeamReport } from './parts/teamReport.tsx';

/** One member's line of reports.teamPnl. */
export type MemberPnlRow = {
  account: string;
  deposit: number;
  withdraw: number;
  bet: number;
  win: number;
  profitLoss: number;
};

/** The verticals of the team overview's P&L, in the order shown (keys of `total<Key>PNL`). */
export const VERTICALS = ['Rng', 'Live', 'Sports', 'Lott', 'Fish', 'Pvp'] as const;
export type VerticalRow = { vertical: (typeof VERTICALS)[number]; profitLoss: number };

const VIEWS = ['member', 'vertical'] as const;
type View = (typeof VIEWS)[number];

/**
 * Team profit and loss (`palStatementsAgentCopy`): by member (deposits, withdrawals, bets, wins and P&L of each
 * downline, with the team's totals) or by vertical (the members' P&L in slots, live, sports, lottery, fishing and
 * card games over the same range).
 */
export default function TeamProfitAndLoss() {
  const { t } = useTranslation('agentCentre');
  const report = useTeamReport();
  const [view, setView] = useState<View>('member');
  return (
    <StyledRecords>
      <RecordsFilters range={report.range}>
        {view === 'member' && <AccountSearch exact value={report.account} onSearch={report.chooseAccount} />}
      </RecordsFilters>
      <Tabs
        label={t('pnl.views')}
        value={view}
        onChange={(id) => setView(id as View)}
        items={VIEWS.map((id) => ({
          id,
          label: t(`pnl.view.${id}`),
          content:
            id === view ? (
              id === 'member' ? (
                <ByMember report={report} />
              ) : (
                <ByVertical report={report} />
              )
            ) : null,
        }))}
      />
    </StyledRecords>
  );
}

function ByMember({ report }: { report: ReturnType<typeof useTeamReport> }) {
  const { t } = useTranslation('agentCentre');
  const { money } = useRecordsText();
  const result = useReportsTeamPnlQuery(report.args, FRESH);
  const [load] = useLazyReportsTeamPnlQuery();
  const columns = useMemo<RecordColumn<MemberPnlRow>[]>(() => {
    const amount = (key: 'deposit' | 'withdraw' | 'bet' | 'win') => ({
      key,
      header: t(`pnl.col.${key}`),
      value: (r: MemberPnlRow) => r[key],
      render: (r: MemberPnlRow) => money(r[key]),
      align: 'end' as const,
    });
    return [
      { key: 'account', header: t('col.account'), value: (r) => r.account },
      amount('deposit'),
      amount('withdraw'),
      amount('bet'),
      amount('win'),
      {
        key: 'profitLoss',
        header: t('pnl.col.profitLoss'),
        value: (r) => r.profitLoss,
        render: (r) => money(r.profitLoss),
        tone: (r) => toneOf(r.profitLoss),
        align: 'end',
      },
    ];
  }, [t, money]);
  const summary = result.data?.summary;
  const totals = summary
    ? Object.fromEntries(
        (['deposit', 'withdraw', 'bet', 'win', 'profitLoss'] as const).flatMap((k) => {
          const v = summaryNumber(summary, k);
          return v === undefined ? [] : [[k, money(v)]];
        }),
      )
    : undefined;
  return (
    <RecordsReport<MemberPnlRow>
      headingLevel="h3"
      caption={t('pnl.caption.member')}
      fileName={`team-pnl-members-${report.args.startDate}-${report.args.endDate}.csv`}
      columns={columns}
      rowKey={(r) => r.account}
      result={result}
      page={report.page}
      onPageChange={report.setPage}
      totals={totals}
      fetchPage={(pageNo, pageSize) => load({ ...report.args, pageNo, pageSize }, true).unwrap()}
      detailTitle={(r) => t('pnl.detailTitle', { account: r.account })}
    />
  );
}

/** The rows of the vertical view from a team overview: one per vertical, with the team's P&L as the summary. */
export function verticalRows(
  overview: Record<string, unknown> | undefined,
): ReportPage<VerticalRow> | undefined {
  if (!overview) return undefined;
  const list = VERTICALS.map((vertical) => ({
    vertical,
    profitLoss: summaryNumber(overview, `total${vertical}PNL`) ?? 0,
  }));
  return {
    list,
    total: list.length,
    totalPages: 1,
    summary: { profitLoss: summaryNumber(overview, 'totalPNL') },
  };
}

function ByVertical({ report }: { report: ReturnType<typeof useTeamReport> }) {
  const { t } = useTranslation('agentCentre');
  const { money } = useRecordsText();
  const { startDate, endDate } = report.args;
  const overview = useAgentTeamOverviewQuery({ startDate, endDate }, FRESH);
  const data = verticalRows(overview.data);
  const result = { ...overview, data };
  const columns = useMemo<RecordColumn<VerticalRow>[]>(
    () => [
      { key: 'vertical', header: t('pnl.col.vertical'), value: (r) => t(`vertical.${r.vertical}`) },
      {
        key: 'profitLoss',
        header: t('pnl.col.profitLoss'),
        value: (r) => r.profitLoss,
        render: (r) => money(r.profitLoss),
        tone: (r) => toneOf(r.profitLoss),
        align: 'end',
      },
    ],
    [t, money],
  );
  const total = summaryNumber(data?.summary, 'profitLoss');
  return (
    <RecordsReport<VerticalRow>
      headingLevel="h3"
      caption={t('pnl.caption.vertical')}
      fileName={`team-pnl-verticals-${startDate}-${endDate}.csv`}
      columns={columns}
      rowKey={(r) => r.vertical}
      result={result}
      page={1}
      onPageChange={() => {}}
      totals={total === undefined ? undefined : { profitLoss: money(total) }}
      fetchPage={async () => data ?? { list: [] }}
      detailTitle={(r) => t(`vertical.${r.vertical}`)}
    />
  );
}
