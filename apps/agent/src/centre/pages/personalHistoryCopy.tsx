import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGamesVendorsQuery } from '@wl/api/games';
import { useLazyReportsTeamBetsQuery, useReportsTeamBetsQuery } from '@wl/api/reports';
import { useTenant } from '@wl/app-shell';
import {
  FRESH,
  RecordsReport,
  StyledRecords,
  useRecordsText,
  type RecordColumn,
} from '@wl/app-shell/records';
import { sortedVendors } from '@wl/domain';
import { FormField, Select, type SelectOption } from '@wl/ui';
import { TeamFilters, summaryNumber, toneOf, useTeamReport } from './parts/teamReport.tsx';

/** A downline's bet as reports.teamBets answers it. */
export type TeamBetRow = {
  orderId: string;
  account: string;
  gameName: string;
  vassalage?: string | undefined;
  betAmount: number;
  validBet?: number | undefined;
  winAmount: number;
  profitLoss?: number | undefined;
  status: string;
  betTime: number;
};

/** The member's result of a bet: what the row says, else win minus bet. */
const resultOf = (r: TeamBetRow) => r.profitLoss ?? Math.round((r.winAmount - r.betAmount) * 100) / 100;

/** The game filter's choice: '' (every game), a game category, or `category|vassalage` (one vendor of it). */
function gameArgs(choice: string): { gameType?: string; vassalage?: string } {
  if (!choice) return {};
  const [gameType, vassalage] = choice.split('|');
  return { ...(gameType ? { gameType } : {}), ...(vassalage ? { vassalage } : {}) };
}

/**
 * The game filter: the site's sorted vendors (games.vendors, the same session-cached call as the player's lobby),
 * one group per game category in the lobby order, each with its "all" choice and its vendors.
 */
function GameFilter({ value, onChange }: { value: string; onChange: (choice: string) => void }) {
  const { t } = useTranslation(['agentCentre', 'site']);
  const tenant = useTenant();
  const vendors = useGamesVendorsQuery({ merchantCode: tenant.merchantCode });
  const options = useMemo<SelectOption[]>(
    () =>
      sortedVendors(vendors.data?.data.lanes).flatMap(({ gameCategory, vendors: list }) => {
        const group = t(`site:nav.${gameCategory.toLowerCase()}`, { defaultValue: gameCategory });
        return [
          { value: gameCategory, label: t('agentCentre:filter.allOfCategory', { category: group }), group },
          ...list.map((v) => ({
            value: `${gameCategory}|${v.vassalage}`,
            label: v.name || v.vassalage,
            group,
          })),
        ];
      }),
    [vendors.data, t],
  );
  return (
    <FormField label={t('agentCentre:filter.game')}>
      <Select
        options={options}
        placeholder={t('agentCentre:filter.allGames')}
        value={value}
        onChange={onChange}
        disabled={!vendors.isSuccess}
      />
    </FormField>
  );
}

/** Team betting (`personalHistoryCopy`): every bet of the downline in a date range, by account, with totals and CSV. */
export default function TeamBetting() {
  const { t } = useTranslation('agentCentre');
  const { money, dateTime } = useRecordsText();
  const report = useTeamReport();
  const [game, setGame] = useState('');
  const args = { ...report.args, ...gameArgs(game) };
  const result = useReportsTeamBetsQuery(args, FRESH);
  const [load] = useLazyReportsTeamBetsQuery();

  const columns = useMemo<RecordColumn<TeamBetRow>[]>(
    () => [
      { key: 'orderId', header: t('bets.col.order'), value: (r) => r.orderId, clip: true },
      { key: 'account', header: t('col.account'), value: (r) => r.account, keyOnPhone: true },
      { key: 'betTime', header: t('bets.col.time'), value: (r) => dateTime(r.betTime) },
      { key: 'gameName', header: t('bets.col.game'), value: (r) => r.gameName, keyOnPhone: true },
      { key: 'vassalage', header: t('bets.col.provider'), value: (r) => r.vassalage ?? '', detailOnly: true },
      {
        key: 'betAmount',
        header: t('bets.col.bet'),
        value: (r) => r.betAmount,
        render: (r) => money(r.betAmount),
        align: 'end',
        keyOnPhone: true,
      },
      {
        key: 'validBet',
        header: t('bets.col.validBet'),
        value: (r) => r.validBet ?? '',
        render: (r) => (r.validBet === undefined ? '' : money(r.validBet)),
        align: 'end',
      },
      {
        key: 'winAmount',
        header: t('bets.col.win'),
        value: (r) => r.winAmount,
        render: (r) => money(r.winAmount),
        align: 'end',
      },
      {
        key: 'profitLoss',
        header: t('bets.col.result'),
        value: resultOf,
        render: (r) => money(resultOf(r)),
        tone: (r) => toneOf(resultOf(r)),
        align: 'end',
        keyOnPhone: true,
      },
      {
        key: 'status',
        header: t('col.status'),
        value: (r) => t(`bets.status.${r.status.toLowerCase()}`, { defaultValue: r.status }),
      },
    ],
    [t, money, dateTime],
  );

  const summary = result.data?.summary;
  const sum = {
    betAmount: summaryNumber(summary, 'betAmount', 'bet'),
    validBet: summaryNumber(summary, 'validBet'),
    winAmount: summaryNumber(summary, 'winAmount', 'win'),
    profitLoss: summaryNumber(summary, 'profitLoss'),
  };
  const totals = summary
    ? Object.fromEntries(Object.entries(sum).flatMap(([k, v]) => (v === undefined ? [] : [[k, money(v)]])))
    : undefined;

  return (
    <StyledRecords>
      <TeamFilters report={report}>
        <GameFilter
          value={game}
          onChange={(choice) => {
            setGame(choice);
            report.setPage(1);
          }}
        />
      </TeamFilters>
      <RecordsReport<TeamBetRow>
        caption={t('bets.caption')}
        fileName={`team-bets-${report.args.startDate}-${report.args.endDate}.csv`}
        columns={columns}
        rowKey={(r) => r.orderId}
        result={result}
        page={report.page}
        onPageChange={report.setPage}
        totals={totals}
        fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap()}
        detailTitle={(r) => t('bets.detailTitle', { id: r.orderId })}
      />
    </StyledRecords>
  );
}
