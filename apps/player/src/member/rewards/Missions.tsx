import { useState } from 'react';
import { useMissionsSummaryQuery } from '@wl/api/missions';
import { useLanguage } from '@wl/app-shell';
import { EmptyState, ErrorState, SkeletonGroup, Tabs } from '@wl/ui';
import { StyledSection, StyledHeading, StyledText } from '../cashier/parts.tsx';
import { MissionCard } from './MissionCard.tsx';
import { Leaderboard } from './MissionLeaderboard.tsx';
import { FRESH, type Mission } from './missionData.ts';
import { Rules } from './MissionRules.tsx';
import { StyledCardGrid, StyledFigure, StyledRewardsPage } from './Rewards.styles.tsx';
import { notOffered, useRewardsText } from './useRewardsText.ts';

type Tab = 'missions' | 'leaderboard' | 'rules';

/** Missions and the leaderboard (`missionLeaderboard`): summary, each mission's milestones and progress, claim, board, rules. */
export function Missions() {
  const { t, errorText } = useRewardsText();
  const [language] = useLanguage();
  const [tab, setTab] = useState<Tab>('missions');
  const summary = useMissionsSummaryQuery({ language }, FRESH);
  if (summary.isLoading) return <SkeletonGroup lines={4} label={t('rewards:missions.loading')} />;
  if (summary.isError && notOffered(summary.error))
    return (
      <EmptyState
        headingLevel="h2"
        title={t('rewards:missions.none')}
        description={t('rewards:notOffered')}
      />
    );
  if (summary.isError)
    return (
      <ErrorState
        title={t('rewards:missions.failed')}
        description={errorText(summary.error)}
        onRetry={() => void summary.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  const missions = (summary.data?.missions ?? []) as Mission[];
  return (
    <StyledRewardsPage>
      <StyledSection aria-labelledby="missions-summary">
        <StyledHeading id="missions-summary">{t('rewards:missions.summary')}</StyledHeading>
        <StyledFigure>
          {t('rewards:missions.toClaim', { count: summary.data?.claimableCount ?? 0 })}
        </StyledFigure>
        <StyledText>{t('rewards:missions.summaryText', { count: missions.length })}</StyledText>
      </StyledSection>
      <Tabs
        label={t('rewards:missions.tabsLabel')}
        value={tab}
        onChange={(id) => setTab(id as Tab)}
        items={[
          {
            id: 'missions',
            label: t('rewards:missions.tab.missions'),
            content:
              missions.length === 0 ? (
                <EmptyState
                  headingLevel="h3"
                  title={t('rewards:missions.none')}
                  description={t('rewards:missions.noneText')}
                />
              ) : (
                <StyledCardGrid aria-label={t('rewards:missions.tab.missions')}>
                  {missions.map((m) => (
                    <MissionCard key={m.missionId} mission={m} />
                  ))}
                </StyledCardGrid>
              ),
          },
          {
            id: 'leaderboard',
            label: t('rewards:missions.tab.leaderboard'),
            content: <Leaderboard missions={missions} />,
          },
          { id: 'rules', label: t('rewards:missions.tab.rules'), content: <Rules /> },
        ]}
      />
    </StyledRewardsPage>
  );
}
