import { usePromotionsClaimableQuery } from '@wl/api/promotions';
import {
  useVipClubBenefitQuery,
  useVipGroupLevelsQuery,
  useVipRankProgressQuery,
  useVipRankRuleQuery,
} from '@wl/api/vip';
import { useLanguage } from '@wl/app-shell';
import { Badge, EmptyState, ErrorState, ScrollRegion, SkeletonGroup, Table } from '@wl/ui';
import { Html } from '../../components/Html.tsx';
import { StyledHeading, StyledSection, StyledText } from '../cashier/parts.tsx';
import { PromotionList } from './PromotionList.tsx';
import { ProgressBar, StyledFigure, StyledRewardsPage } from './Rewards.styles.tsx';
import { notOffered, useRewardsText } from './useRewardsText.ts';

type Progress = {
  playerRankName: string;
  rankLevel?: number;
  nextRankName?: string | null;
  monthlyTurnover: { actual: number; expected: number };
  totalTurnover: { actual: number; expected: number };
  upgradeBonus?: number;
};
type Level = { rankLevel: number; rankName: string; monthlyTurnover?: number; totalTurnover?: number };
type Benefit = {
  rankLevel: number;
  rankName: string;
  upgradeBonus?: number;
  monthlyBonus?: number;
  rebateRate?: number;
};

const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * VIP (`playerRank`): the member's level and label, progress to the next level (monthly and total turnover,
 * actual against expected), the upgrade bonus to claim, the levels with their benefits, and the rules.
 */
export function PlayerRank() {
  const { t, money, errorText } = useRewardsText();
  const progress = useVipRankProgressQuery({}, FRESH);
  if (progress.isLoading) return <SkeletonGroup lines={4} label={t('rewards:vip.loading')} />;
  if (progress.isError && notOffered(progress.error))
    return <EmptyState title={t('rewards:vip.none')} description={t('rewards:notOffered')} />;
  if (progress.isError)
    return (
      <ErrorState
        title={t('rewards:vip.failed')}
        description={errorText(progress.error)}
        onRetry={() => void progress.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const p = progress.data as Progress;
  const bar = (label: string, x: { actual: number; expected: number }) => (
    <ProgressBar
      label={label}
      actual={x.actual}
      expected={x.expected}
      text={t('rewards:vip.progressText', { actual: money(x.actual), expected: money(x.expected) })}
    />
  );
  return (
    <StyledRewardsPage>
      <StyledSection aria-labelledby="vip-level">
        <StyledHeading id="vip-level">{t('rewards:vip.current')}</StyledHeading>
        <StyledFigure>{p.playerRankName}</StyledFigure>
        {p.rankLevel !== undefined && (
          <StyledText>{t('rewards:vip.level', { level: p.rankLevel })}</StyledText>
        )}
        <StyledText>
          {p.nextRankName ? t('rewards:vip.next', { name: p.nextRankName }) : t('rewards:vip.top')}
        </StyledText>
        {bar(t('rewards:vip.monthly'), p.monthlyTurnover)}
        {bar(t('rewards:vip.total'), p.totalTurnover)}
        {p.nextRankName && p.upgradeBonus ? (
          <StyledText>
            {t('rewards:vip.nextBonus', { name: p.nextRankName, amount: money(p.upgradeBonus) })}
          </StyledText>
        ) : null}
      </StyledSection>
      <StyledSection aria-labelledby="vip-bonus">
        <StyledHeading id="vip-bonus">{t('rewards:vip.upgradeBonus')}</StyledHeading>
        <UpgradeBonus />
      </StyledSection>
      <StyledSection aria-labelledby="vip-levels">
        <StyledHeading id="vip-levels">{t('rewards:vip.levels')}</StyledHeading>
        <Levels current={p.rankLevel} />
      </StyledSection>
      <StyledSection aria-labelledby="vip-rules">
        <StyledHeading id="vip-rules">{t('rewards:vip.rules')}</StyledHeading>
        <Rules />
      </StyledSection>
    </StyledRewardsPage>
  );
}

/** Upgrade bonuses of levels reached, to claim (the reward centre's UPGRADE_BONUS promotions). */
function UpgradeBonus() {
  const { t } = useRewardsText();
  const claimable = usePromotionsClaimableQuery({ promotionType: 'UPGRADE_BONUS' }, FRESH);
  if (!claimable.isLoading && !claimable.isError && (claimable.data?.list ?? []).length === 0)
    return <StyledText>{t('rewards:vip.noBonus')}</StyledText>;
  return <PromotionList result={claimable} label={t('rewards:vip.upgradeBonus')} />;
}

function Levels({ current }: { current: number | undefined }) {
  const { t, money, errorText } = useRewardsText();
  const levels = useVipGroupLevelsQuery({});
  const benefits = useVipClubBenefitQuery({});
  if (levels.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:vip.levelsFailed')}
        description={errorText(levels.error)}
        onRetry={() => void levels.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const byLevel = new Map(((benefits.data?.list ?? []) as Benefit[]).map((b) => [b.rankLevel, b]));
  const rows = ((levels.data?.list ?? []) as Level[]).map((l) => ({
    ...l,
    ...byLevel.get(l.rankLevel),
    rankName: l.rankName,
  }));
  return (
    <Table
      caption={t('rewards:vip.levels')}
      hideCaption
      rows={rows}
      rowKey={(r) => String(r.rankLevel)}
      loading={levels.isLoading}
      emptyText={t('rewards:vip.noLevels')}
      columns={[
        {
          key: 'name',
          header: t('rewards:vip.col.level'),
          render: (r) => (
            <>
              {r.rankName} {r.rankLevel === current && <Badge tone="brand">{t('rewards:vip.yours')}</Badge>}
            </>
          ),
        },
        {
          key: 'total',
          header: t('rewards:vip.col.total'),
          render: (r) => money(r.totalTurnover ?? 0),
          align: 'end',
        },
        {
          key: 'monthly',
          header: t('rewards:vip.col.monthly'),
          render: (r) => money(r.monthlyTurnover ?? 0),
          align: 'end',
        },
        {
          key: 'upgrade',
          header: t('rewards:vip.col.upgrade'),
          render: (r) => (r.upgradeBonus !== undefined ? money(r.upgradeBonus) : '–'),
          align: 'end',
        },
        {
          key: 'monthlyBonus',
          header: t('rewards:vip.col.monthlyBonus'),
          render: (r) => (r.monthlyBonus !== undefined ? money(r.monthlyBonus) : '–'),
          align: 'end',
        },
        {
          key: 'rebate',
          header: t('rewards:vip.col.rebate'),
          render: (r) => (r.rebateRate !== undefined ? `${r.rebateRate}%` : '–'),
          align: 'end',
        },
      ]}
    />
  );
}

function Rules() {
  const { t, errorText } = useRewardsText();
  const [language] = useLanguage();
  const rules = useVipRankRuleQuery({ language });
  if (rules.isLoading) return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (rules.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:vip.rulesFailed')}
        description={errorText(rules.error)}
        onRetry={() => void rules.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  return (
    <ScrollRegion label={t('rewards:vip.rules')}>
      <Html html={rules.data?.content ?? ''} />
    </ScrollRegion>
  );
}
