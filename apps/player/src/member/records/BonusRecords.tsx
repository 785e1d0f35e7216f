import { useMemo, useState } from 'react';
import { useLazyReportsBonusesQuery, useReportsBonusesQuery } from '@wl/api/reports';
import { FormField, Select } from '@wl/ui';
import {
  RecordsFilters,
  FRESH,
  RECORDS_PAGE_SIZE,
  RecordsReport,
  type RecordColumn,
  useDayRange,
  useRecordsText,
  StyledProgress,
  StyledProgressFill,
  StyledProgressTrack,
  StyledRecords,
} from '@wl/app-shell/records';

export type BonusRow = {
  id: string;
  title: string;
  type: string;
  reference?: string | null | undefined;
  amount: number;
  createTime: number;
  requiredTurnover: number;
  currentTurnover: number;
  status: string;
};

const STATUSES = ['ACTIVE', 'COMPLETED'] as const;

/** Percent of a turnover requirement met (0-100, whole); a bonus without a requirement is met. */
function turnoverPercent(current: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((current / required) * 100)));
}

/** Bonus details (`bonusDetails`): each bonus with its turnover requirement and the progress towards it. */
export function BonusRecords() {
  const { t, money, dateTime } = useRecordsText();
  const range = useDayRange();
  const [status, setStatus] = useState<'' | (typeof STATUSES)[number]>('');
  const [page, setPage] = useState(1);
  const args = {
    startDate: range.applied.from,
    endDate: range.applied.to,
    pageNo: page,
    pageSize: RECORDS_PAGE_SIZE,
    ...(status ? { status } : {}),
  };
  const result = useReportsBonusesQuery(args, FRESH);
  const [load] = useLazyReportsBonusesQuery();

  const columns = useMemo<RecordColumn<BonusRow>[]>(
    () => [
      { key: 'title', header: t('bonus.col.title'), value: (r) => r.title },
      {
        key: 'type',
        header: t('bonus.col.type'),
        value: (r) => t(`bonus.kind.${r.type}`, { defaultValue: r.type }),
      },
      {
        key: 'reference',
        header: t('bonus.col.reference'),
        value: (r) => r.reference ?? '',
        detailOnly: true,
      },
      { key: 'createTime', header: t('bonus.col.time'), value: (r) => dateTime(r.createTime) },
      {
        key: 'amount',
        header: t('bonus.col.amount'),
        value: (r) => r.amount,
        render: (r) => money(r.amount),
        align: 'end',
      },
      {
        key: 'requiredTurnover',
        header: t('bonus.col.required'),
        value: (r) => r.requiredTurnover,
        render: (r) => money(r.requiredTurnover),
        align: 'end',
      },
      {
        key: 'progress',
        header: t('bonus.col.progress'),
        value: (r) => `${turnoverPercent(r.currentTurnover, r.requiredTurnover)}%`,
        render: (r) => {
          const percent = turnoverPercent(r.currentTurnover, r.requiredTurnover);
          const text = t('bonus.progress', {
            current: money(r.currentTurnover),
            required: money(r.requiredTurnover),
            percent,
          });
          return (
            <StyledProgress>
              <StyledProgressTrack
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={text}
                aria-label={t('bonus.progressLabel')}
              >
                <StyledProgressFill $percent={percent} />
              </StyledProgressTrack>
              <span>{text}</span>
            </StyledProgress>
          );
        },
      },
      {
        key: 'currentTurnover',
        header: t('bonus.col.current'),
        value: (r) => r.currentTurnover,
        render: (r) => money(r.currentTurnover),
        detailOnly: true,
      },
      {
        key: 'remaining',
        header: t('bonus.col.remaining'),
        value: (r) => Math.max(0, Math.round((r.requiredTurnover - r.currentTurnover) * 100) / 100),
        render: (r) => money(Math.max(0, r.requiredTurnover - r.currentTurnover)),
        detailOnly: true,
      },
      {
        key: 'status',
        header: t('bonus.col.status'),
        value: (r) => t(`bonus.status.${r.status}`, { defaultValue: r.status }),
      },
    ],
    [t, money, dateTime],
  );
  const summary = result.data?.summary as
    { amount?: number; requiredTurnover?: number; currentTurnover?: number } | undefined;
  const totals = summary && {
    amount: money(summary.amount),
    requiredTurnover: money(summary.requiredTurnover),
    progress: t('bonus.progress', {
      current: money(summary.currentTurnover),
      required: money(summary.requiredTurnover),
      percent: turnoverPercent(summary.currentTurnover ?? 0, summary.requiredTurnover ?? 0),
    }),
  };

  return (
    <StyledRecords>
      <RecordsFilters
        range={{
          ...range,
          change: (next) => {
            range.change(next);
            setPage(1);
          },
        }}
      >
        <FormField label={t('bonus.filter.status')}>
          <Select
            value={status}
            onChange={(v) => {
              setStatus(v as typeof status);
              setPage(1);
            }}
            options={[
              { value: '', label: t('bonus.status.any') },
              ...STATUSES.map((s) => ({ value: s, label: t(`bonus.status.${s}`) })),
            ]}
          />
        </FormField>
      </RecordsFilters>
      <RecordsReport<BonusRow>
        caption={t('bonus.caption')}
        fileName={`bonuses-${range.applied.from}-${range.applied.to}.csv`}
        columns={columns}
        rowKey={(r) => r.id}
        result={result}
        page={page}
        onPageChange={setPage}
        totals={totals}
        fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap()}
        detailTitle={(r) =>
          t('bonus.detailTitle', {
            kind: t(`bonus.kind.${r.type}`, { defaultValue: r.type }),
            reference: r.title,
          })
        }
      />
    </StyledRecords>
  );
}
