import { usePointsRewardsQuery } from '@wl/api/points';
import { Badge, Button, EmptyState, ErrorState, SkeletonGroup } from '@wl/ui';
import { Facts, StyledText } from '../cashier/parts.tsx';
import { isGoods, type Reward } from './RedeemDialog.tsx';
import { StyledActions, StyledCard, StyledCardGrid } from './Rewards.styles.tsx';
import { useRewardsText } from './useRewardsText.ts';

/** The catalogue: every reward with what it costs and gives, and its redeem button (a guest is asked to log in). */
export function Catalogue({
  onRedeem,
  pointsBalance,
}: {
  onRedeem: (reward: Reward) => void;
  pointsBalance: number | undefined;
}) {
  const { t, money, points, errorText } = useRewardsText();
  const rewards = usePointsRewardsQuery({ pageNo: 1, pageSize: 100 });
  if (rewards.isLoading) return <SkeletonGroup lines={4} label={t('rewards:mall.loadingRewards')} />;
  if (rewards.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:mall.rewardsFailed')}
        description={errorText(rewards.error)}
        onRetry={() => void rewards.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const list = (rewards.data?.list ?? []) as Reward[];
  if (list.length === 0)
    return (
      <EmptyState
        headingLevel="h3"
        title={t('rewards:mall.noRewards')}
        description={t('rewards:mall.noRewardsText')}
      />
    );
  return (
    <StyledCardGrid aria-label={t('rewards:mall.catalogue')}>
      {list.map((reward) => {
        const out = reward.quantity <= 0;
        const short = pointsBalance !== undefined && pointsBalance < reward.pointsRequired;
        return (
          <StyledCard key={reward.rewardId} aria-labelledby={`reward-${reward.rewardId}`}>
            {reward.imageUrl && <img src={reward.imageUrl} alt="" loading="lazy" />}
            <h3 id={`reward-${reward.rewardId}`}>{reward.name}</h3>
            <div>
              <Badge tone={isGoods(reward) ? 'brand' : 'accent'}>
                {isGoods(reward) ? t('rewards:reward.goods') : t('rewards:reward.cashType')}
              </Badge>{' '}
              {out && <Badge tone="danger">{t('rewards:reward.outOfStock')}</Badge>}
            </div>
            <Facts
              items={[
                {
                  key: 'points',
                  term: t('rewards:reward.points'),
                  value: t('rewards:pointsValue', { points: points(reward.pointsRequired) }),
                },
                ...(reward.cashAmount !== undefined
                  ? [{ key: 'cash', term: t('rewards:reward.cash'), value: money(reward.cashAmount) }]
                  : []),
                ...(reward.amountRequired !== undefined
                  ? [
                      {
                        key: 'amount',
                        term: t('rewards:reward.amountRequired'),
                        value: money(reward.amountRequired),
                      },
                    ]
                  : []),
                { key: 'stock', term: t('rewards:reward.stock'), value: points(reward.quantity) },
              ]}
            />
            {short && !out && (
              <StyledText>
                {t('rewards:reward.short', { points: points(reward.pointsRequired - (pointsBalance ?? 0)) })}
              </StyledText>
            )}
            <StyledActions>
              <Button
                onClick={() => onRedeem(reward)}
                disabled={out}
                aria-label={t('rewards:reward.redeemLabel', {
                  action:
                    pointsBalance === undefined
                      ? t('rewards:reward.logInToRedeem')
                      : t('rewards:reward.redeem'),
                  name: reward.name,
                })}
              >
                {pointsBalance === undefined ? t('rewards:reward.logInToRedeem') : t('rewards:reward.redeem')}
              </Button>
            </StyledActions>
          </StyledCard>
        );
      })}
    </StyledCardGrid>
  );
}
