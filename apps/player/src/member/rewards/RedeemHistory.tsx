import { useMemo, useState } from 'react';
import { usePointsRedeemListQuery, useLazyPointsRedeemListQuery } from '@wl/api/points';
import { FRESH, RECORDS_PAGE_SIZE, RecordsReport, type RecordColumn } from '@wl/app-shell/records';
import { parseRedeemStatus } from '@wl/domain';
import { Badge, type BadgeTone } from '@wl/ui';
import { useRewardsText } from './useRewardsText.ts';

type RedeemRow = {
  id: string;
  rewardName: string;
  quantity: number;
  points: number;
  status: string;
  applyTime: number;
  remark?: string | null;
  receivingAddress?: string | null;
  /** The wallet a cash reward was paid to (once approved). */
  paidAccount?: { accountTypeId: number; name: string } | null;
};

const STATUS_TONE: Record<string, BadgeTone> = {
  inProcess: 'warning',
  rejected: 'danger',
  approved: 'success',
};

/** Redeem history: each redemption with its status in words, pages, export. */
export function RedeemHistory() {
  const { t, points, dateTime } = useRewardsText();
  const [page, setPage] = useState(1);
  const args = { pageNo: page, pageSize: RECORDS_PAGE_SIZE };
  const result = usePointsRedeemListQuery(args, FRESH);
  const [load] = useLazyPointsRedeemListQuery();
  const statusText = (s: string) => {
    const status = parseRedeemStatus(s);
    return status ? t(`rewards:redeemStatus.${status}`) : s;
  };
  const accountName = (a: { accountTypeId: number; name: string }) =>
    a.accountTypeId === 1 ? t('rewards:source.MAIN') : a.name;
  const columns = useMemo<RecordColumn<RedeemRow>[]>(
    () => [
      // On a phone a card shows what was redeemed, for how much and where it stands; the rest is behind Details.
      {
        key: 'rewardName',
        header: t('rewards:history.reward'),
        value: (r) => r.rewardName,
        keyOnPhone: true,
      },
      { key: 'quantity', header: t('rewards:history.quantity'), value: (r) => r.quantity, align: 'end' },
      {
        key: 'points',
        header: t('rewards:history.points'),
        value: (r) => r.points,
        render: (r) => points(r.points),
        align: 'end',
        keyOnPhone: true,
      },
      {
        key: 'status',
        header: t('rewards:history.status'),
        keyOnPhone: true,
        value: (r) => statusText(r.status),
        render: (r) => (
          <Badge tone={STATUS_TONE[parseRedeemStatus(r.status) ?? ''] ?? 'neutral'}>
            {statusText(r.status)}
          </Badge>
        ),
      },
      { key: 'applyTime', header: t('rewards:history.time'), value: (r) => dateTime(r.applyTime) },
      {
        // A cash reward: the wallet it was paid to (the spec's "paid account, main wallet").
        key: 'paidAccount',
        header: t('rewards:history.paidTo'),
        value: (r) => (r.paidAccount ? accountName(r.paidAccount) : ''),
      },
      {
        key: 'receivingAddress',
        header: t('rewards:history.address'),
        value: (r) => r.receivingAddress ?? '',
        detailOnly: true,
      },
      { key: 'remark', header: t('rewards:history.remark'), value: (r) => r.remark ?? '', detailOnly: true },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, points, dateTime],
  );
  return (
    <RecordsReport<RedeemRow>
      caption={t('rewards:history.caption')}
      fileName="redeem-history.csv"
      columns={columns}
      rowKey={(r) => r.id}
      result={result as never}
      page={page}
      onPageChange={setPage}
      fetchPage={(pageNo, pageSize) => load({ pageNo, pageSize }, true).unwrap() as never}
      detailTitle={(r) => r.rewardName}
      headingLevel="h3"
    />
  );
}
