import type { usePointsBalanceQuery } from '@wl/api/points';
import { ErrorState, SkeletonGroup, Table } from '@wl/ui';
import { Facts, StyledText } from '../cashier/parts.tsx';
import { useRewardsText } from './useRewardsText.ts';

/** The member's points as the balance answer gives them: held, earned and spent in total and per source. */
export type Balance = {
  points: number;
  earned?: number;
  spent?: number;
  details?: { kind: string; points: number }[];
};

/** Points details: earned and spent in total and per source. */
export function PointsDetails({ balance }: { balance: ReturnType<typeof usePointsBalanceQuery> }) {
  const { t, points, errorText } = useRewardsText();
  if (balance.isLoading) return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (balance.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:mall.balanceFailed')}
        description={errorText(balance.error)}
        onRetry={() => void balance.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const data = balance.data as Balance | undefined;
  const details = data?.details ?? [];
  return (
    <>
      <Facts
        label={t('rewards:details.title')}
        items={[
          { key: 'earned', term: t('rewards:details.earned'), value: points(data?.earned ?? 0) },
          { key: 'spent', term: t('rewards:details.spent'), value: points(data?.spent ?? 0) },
          { key: 'held', term: t('rewards:details.held'), value: points(data?.points ?? 0) },
        ]}
      />
      {details.length === 0 ? (
        <StyledText>{t('rewards:details.none')}</StyledText>
      ) : (
        <Table
          caption={t('rewards:details.bySource')}
          rows={details}
          rowKey={(r) => r.kind}
          columns={[
            {
              key: 'kind',
              header: t('rewards:details.source'),
              render: (r) => t(`rewards:source.${r.kind}`, { defaultValue: r.kind }),
            },
            {
              key: 'points',
              header: t('rewards:details.points'),
              render: (r) => points(r.points),
              align: 'end',
            },
          ]}
        />
      )}
    </>
  );
}
