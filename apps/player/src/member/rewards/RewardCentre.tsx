import { useState } from 'react';
import { Link } from 'react-router';
import {
  usePromotionsAvailableQuery,
  usePromotionsClaimableQuery,
  usePromotionsClaimsQuery,
} from '@wl/api/promotions';
import { useLanguage } from '@wl/app-shell';
import { Badge, EmptyState, ErrorState, SkeletonGroup, Table, Tabs } from '@wl/ui';
import { StyledText } from '../cashier/parts.tsx';
import { PromotionList } from './PromotionList.tsx';
import { activityStatus, STATUS_TONES } from './promotionStatus.ts';
import { StyledRewardsPage } from './Rewards.styles.tsx';
import { notOffered, useRewardsText } from './useRewardsText.ts';

type Tab = 'claim' | 'all' | 'history';
type ClaimRow = {
  id: string;
  promotionId: string;
  title: string;
  amount: number;
  status: string;
  createTime: number;
  prize?: string | null;
};

const FRESH = { refetchOnMountOrArgChange: true } as const;

/** The reward centre (`rewardCenter`): what can be claimed now, every promotion with its status, and the claims made. */
export function RewardCentre() {
  const { t } = useRewardsText();
  const [language] = useLanguage();
  const [tab, setTab] = useState<Tab>('claim');
  const claimable = usePromotionsClaimableQuery({}, { ...FRESH, skip: tab !== 'claim' });
  const available = usePromotionsAvailableQuery({ language }, { ...FRESH, skip: tab !== 'all' });
  return (
    <StyledRewardsPage>
      <Tabs
        label={t('rewards:centre.tabsLabel')}
        value={tab}
        onChange={(id) => setTab(id as Tab)}
        items={[
          {
            id: 'claim',
            label: t('rewards:centre.tab.claim'),
            content: <PromotionList result={claimable} label={t('rewards:centre.tab.claim')} />,
          },
          {
            id: 'all',
            label: t('rewards:centre.tab.all'),
            content: <PromotionList result={available} label={t('rewards:centre.tab.all')} />,
          },
          { id: 'history', label: t('rewards:centre.tab.history'), content: <ClaimHistory /> },
        ]}
      />
    </StyledRewardsPage>
  );
}

/** The claims made (bonus, prize, status); their turnover requirements are in bonus details. */
function ClaimHistory() {
  const { t, money, dateTime, errorText } = useRewardsText();
  const claims = usePromotionsClaimsQuery({}, FRESH);
  if (claims.isLoading) return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (claims.isError && notOffered(claims.error))
    return (
      <EmptyState
        headingLevel="h3"
        title={t('rewards:centre.noClaims')}
        description={t('rewards:notOffered')}
      />
    );
  if (claims.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:centre.claimsFailed')}
        description={errorText(claims.error)}
        onRetry={() => void claims.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const rows = (claims.data?.list ?? []) as ClaimRow[];
  if (rows.length === 0)
    return (
      <EmptyState
        headingLevel="h3"
        title={t('rewards:centre.noClaims')}
        description={t('rewards:centre.noClaimsText')}
      />
    );
  return (
    <>
      <StyledText>
        {t('rewards:centre.turnoverNote')}{' '}
        <Link to="/member/bonusDetails">{t('rewards:promo.bonusDetails')}</Link>
      </StyledText>
      <Table
        caption={t('rewards:centre.tab.history')}
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'title',
            header: t('rewards:centre.col.title'),
            render: (r) => (r.prize ? `${r.title} (${r.prize})` : r.title),
          },
          {
            key: 'amount',
            header: t('rewards:centre.col.amount'),
            render: (r) => money(r.amount),
            align: 'end',
          },
          {
            key: 'status',
            header: t('rewards:centre.col.status'),
            render: (r) => {
              const s = activityStatus(r.status);
              return (
                <Badge tone={s ? STATUS_TONES[s] : 'neutral'}>
                  {s ? t(`rewards:activity.${s}`) : r.status}
                </Badge>
              );
            },
          },
          { key: 'time', header: t('rewards:centre.col.time'), render: (r) => dateTime(r.createTime) },
        ]}
      />
    </>
  );
}
