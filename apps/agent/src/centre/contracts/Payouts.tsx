import { useId, useMemo } from 'react';
import {
  FRESH,
  RecordsFilters,
  RecordsReport,
  StyledRecords,
  useRecordsText,
  type RecordColumn,
} from '@wl/app-shell/records';
import { useTeamReport } from '../pages/parts/teamReport.tsx';
import { CALLS } from './contractCalls.ts';
import { History } from './ContractHistory.tsx';
import { StyledSection } from './ContractPage.styles.ts';
import { useContractText } from './useContractText.ts';
import type { ContractPageKind } from './rules.ts';

/** A settled period paid to me or to a downline I gave a contract. */
type PayoutRow = {
  id: string;
  account: string;
  periodStart: number;
  periodEnd: number;
  activeMembers: number;
  validBet: number;
  profitLoss?: number | undefined;
  rate: number;
  amount: number;
  status: string;
};
export function Payouts({ kind }: { kind: ContractPageKind }) {
  const { t } = useContractText();
  const { money, dateTime } = useRecordsText();
  const report = useTeamReport();
  const { account: _account, ...args } = report.args;
  const result = CALLS[kind].records(args, FRESH);
  const [load] = CALLS[kind].lazyRecords();
  const headingId = useId();
  const columns = useMemo<RecordColumn<PayoutRow>[]>(
    () => [
      {
        key: 'period',
        header: t('records.period'),
        value: (r) => `${dateTime(r.periodStart)} – ${dateTime(r.periodEnd)}`,
      },
      { key: 'account', header: t('records.account'), value: (r) => r.account },
      { key: 'activeMembers', header: t('tiers.activeMembers'), value: (r) => r.activeMembers, align: 'end' },
      {
        key: 'validBet',
        header: t('records.validBet'),
        value: (r) => r.validBet,
        render: (r) => money(r.validBet),
        align: 'end',
      },
      ...(kind === 'dividend'
        ? [
            {
              key: 'profitLoss',
              header: t('records.profitLoss'),
              value: (r: PayoutRow) => r.profitLoss ?? '',
              render: (r: PayoutRow) => (r.profitLoss === undefined ? '' : money(r.profitLoss)),
              align: 'end' as const,
            },
          ]
        : []),
      {
        key: 'rate',
        header: t('tiers.rate'),
        value: (r) => r.rate,
        render: (r) => t('tiers.percent', { rate: r.rate }),
        align: 'end',
      },
      {
        key: 'amount',
        header: t('records.amount'),
        value: (r) => r.amount,
        render: (r) => money(r.amount),
        align: 'end',
      },
      {
        key: 'status',
        header: t('records.status'),
        value: (r) => t(`records.state.${r.status.toLowerCase()}`, { defaultValue: r.status }),
      },
    ],
    [t, money, dateTime, kind],
  );
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('records.title')}</h2>
      <StyledRecords>
        <RecordsFilters range={report.range} />
        <RecordsReport<PayoutRow>
          caption={t('records.caption', { kind: t(`kind.${kind}`) })}
          fileName={`${kind}-payouts-${args.startDate}-${args.endDate}.csv`}
          columns={columns}
          rowKey={(r) => r.id}
          result={result as never}
          page={report.page}
          onPageChange={report.setPage}
          fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap() as never}
          detailTitle={(r) => t('records.detailTitle', { account: r.account })}
        />
      </StyledRecords>
      <History kind={kind} level="h3" />
    </StyledSection>
  );
}
