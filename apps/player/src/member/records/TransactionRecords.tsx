import { useMemo, useState } from 'react';
import {
  useLazyReportsDepositsQuery,
  useLazyReportsTransactionsQuery,
  useLazyReportsWithdrawalsQuery,
  useReportsDepositsQuery,
  useReportsTransactionsQuery,
  useReportsWithdrawalsQuery,
} from '@wl/api/reports';
import { FormField, Select } from '@wl/ui';
import {
  RecordsFilters,
  FRESH,
  RECORDS_PAGE_SIZE,
  RecordsReport,
  type RecordColumn,
  useDayRange,
  useRecordsText,
  StyledRecords,
} from '@wl/app-shell/records';

export type TransactionRow = {
  id: string;
  type: string;
  amount: number;
  balanceAfter?: number | undefined;
  status: string;
  createTime: number;
  remark?: string | null | undefined;
};

const TRANSACTION_TYPES = ['all', 'deposit', 'withdraw', 'transfer', 'adjustment', 'bonus'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The ledger kinds behind each type of the account record (deposits and withdrawals have their own calls). */
const LEDGER_KINDS: Partial<Record<TransactionType, string>> = {
  transfer: 'transfer_in,transfer_out',
  adjustment: 'adjustment,dev_credit,bet_cancel',
  bonus: 'bonus,deposit_bonus,promotion,rebate',
};

/** The statuses a type's records can have (cashier contract); ledger movements have happened, so SUCCESS only. */
/** A transaction's status as the platform names it (each has its words, `records:tx.status.<status>`). */
type TransactionStatus =
  | 'SUCCESS'
  | 'PENDING'
  | 'FAILED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'AWAITING_CONFIRMATION'
  | 'REJECTED'
  | 'DISPUTED';

const STATUSES: Record<TransactionType, readonly TransactionStatus[]> = {
  all: ['SUCCESS'],
  deposit: ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED'],
  withdraw: ['PENDING', 'AWAITING_CONFIRMATION', 'SUCCESS', 'REJECTED', 'DISPUTED'],
  transfer: ['SUCCESS'],
  adjustment: ['SUCCESS'],
  bonus: ['SUCCESS'],
};

type Args = {
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
  type?: string;
  status?: string;
};

/** The account record (`transactionHistory`): deposits, withdrawals, transfers, adjustments and bonuses, by type and status. */
export function TransactionRecords() {
  const { t, money, dateTime } = useRecordsText();
  const range = useDayRange();
  const [type, setType] = useState<TransactionType>('all');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);

  const args: Args = {
    startDate: range.applied.from,
    endDate: range.applied.to,
    pageNo: page,
    pageSize: RECORDS_PAGE_SIZE,
    ...(LEDGER_KINDS[type] ? { type: LEDGER_KINDS[type] } : {}),
    ...(status ? { status } : {}),
  };
  const source = type === 'deposit' ? 'deposits' : type === 'withdraw' ? 'withdrawals' : 'ledger';
  const ledger = useReportsTransactionsQuery(args, { ...FRESH, skip: source !== 'ledger' });
  const deposits = useReportsDepositsQuery(args, { ...FRESH, skip: source !== 'deposits' });
  const withdrawals = useReportsWithdrawalsQuery(args, { ...FRESH, skip: source !== 'withdrawals' });
  const [loadLedger] = useLazyReportsTransactionsQuery();
  const [loadDeposits] = useLazyReportsDepositsQuery();
  const [loadWithdrawals] = useLazyReportsWithdrawalsQuery();
  const result = source === 'deposits' ? deposits : source === 'withdrawals' ? withdrawals : ledger;
  const load = source === 'deposits' ? loadDeposits : source === 'withdrawals' ? loadWithdrawals : loadLedger;

  const columns = useMemo<RecordColumn<TransactionRow>[]>(
    () => [
      { key: 'id', header: t('tx.col.id'), value: (r) => r.id, clip: true },
      { key: 'createTime', header: t('tx.col.time'), value: (r) => dateTime(r.createTime) },
      {
        key: 'type',
        header: t('tx.col.type'),
        value: (r) => t(`tx.kind.${r.type.toLowerCase()}`, { defaultValue: r.type }),
      },
      {
        key: 'amount',
        header: t('tx.col.amount'),
        value: (r) => r.amount,
        render: (r) => money(r.amount),
        tone: (r) => (r.amount > 0 ? 'positive' : r.amount < 0 ? 'negative' : undefined),
        align: 'end',
      },
      {
        key: 'balanceAfter',
        header: t('tx.col.balanceAfter'),
        value: (r) => r.balanceAfter ?? '',
        render: (r) => (r.balanceAfter === undefined ? '' : money(r.balanceAfter)),
        align: 'end',
      },
      {
        key: 'status',
        header: t('tx.col.status'),
        value: (r) => t(`tx.status.${r.status}`, { defaultValue: r.status }),
      },
      { key: 'remark', header: t('tx.col.remark'), value: (r) => r.remark ?? '', detailOnly: true },
    ],
    [t, money, dateTime],
  );

  const summary = result.data?.summary as { credit?: number; debit?: number; amount?: number } | undefined;
  const totals =
    summary && typeof summary.credit === 'number'
      ? { amount: t('tx.inOut', { credit: money(summary.credit), debit: money(summary.debit ?? 0) }) }
      : summary && typeof summary.amount === 'number'
        ? { amount: money(summary.amount) }
        : undefined;

  const choose = (next: TransactionType) => {
    setType(next);
    setStatus('');
    setPage(1);
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
        <FormField label={t('tx.filter.type')}>
          <Select
            value={type}
            onChange={(v) => choose(v as TransactionType)}
            options={TRANSACTION_TYPES.map((id) => ({ value: id, label: t(`tx.type.${id}`) }))}
          />
        </FormField>
        <FormField label={t('tx.filter.status')}>
          <Select
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={[
              { value: '', label: t('tx.status.any') },
              ...STATUSES[type].map((s) => ({ value: s, label: t(`tx.status.${s}`) })),
            ]}
          />
        </FormField>
      </RecordsFilters>
      <RecordsReport<TransactionRow>
        caption={t(`tx.caption.${type}`)}
        fileName={`transactions-${type}-${range.applied.from}-${range.applied.to}.csv`}
        columns={columns}
        rowKey={(r) => r.id}
        result={result}
        page={page}
        onPageChange={setPage}
        totals={totals}
        fetchPage={(pageNo, pageSize) => load({ ...args, pageNo, pageSize }, true).unwrap()}
        detailTitle={(r) => t('tx.detailTitle', { id: r.id })}
      />
    </StyledRecords>
  );
}
