import { useState } from 'react';
import { withIdempotencyKey } from '@wl/api';
import {
  useMissionsClaimMutation,
  useMissionsLeaderboardQuery,
  useMissionsMilestonesQuery,
  useMissionsRulesQuery,
  useMissionsSummaryQuery,
} from '@wl/api/missions';
import { useLanguage } from '@wl/app-shell';
import { useMoneyIntent } from '@wl/app-shell/records';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  FormField,
  Select,
  SkeletonGroup,
  Table,
  Tabs,
  type BadgeTone,
} from '@wl/ui';
import { Html } from '../../components/Html.tsx';
import { Facts, StyledSection, StyledHeading, StyledText } from '../cashier/parts.tsx';
import {
  ProgressBar,
  StyledActions,
  StyledCard,
  StyledCardGrid,
  StyledFigure,
  StyledRewardsPage,
} from './Rewards.styles.tsx';
import { notOffered, useRewardsText } from './useRewardsText.ts';

type Tab = 'missions' | 'leaderboard' | 'rules';
type Mission = {
  missionId: string;
  title: string;
  description?: string;
  progress: number;
  score?: number;
  target: number;
  reward: number;
  claimableReward?: number;
  status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  metric?: string;
  period?: string;
  endTime?: number;
  milestonesReached?: number;
  milestoneCount?: number;
};
type Milestone = { index?: number; target: number; reward: number; reached: boolean; claimed?: boolean };
type Row = { rank: number; userName: string; score: number; reward?: number; me?: boolean };

const FRESH = { refetchOnMountOrArgChange: true } as const;
const STATUS_TONE: Record<Mission['status'], BadgeTone> = {
  IN_PROGRESS: 'warning',
  CLAIMABLE: 'success',
  CLAIMED: 'neutral',
  EXPIRED: 'neutral',
};

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

function MissionCard({ mission: m }: { mission: Mission }) {
  const { t, money, errorText, dateTime } = useRewardsText();
  const [claim] = useMissionsClaimMutation();
  const { run, pending } = useMoneyIntent();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [showMilestones, setShowMilestones] = useState(false);
  const count = m.metric === 'BET_COUNT';
  const value = (n: number) => (count ? t('rewards:missions.rounds', { count: n }) : money(n));
  const score = m.score ?? m.progress;
  const titleId = `mission-${m.missionId}`;

  const act = async () => {
    setOutcome(null);
    const result = await run(`mission:${m.missionId}`, (key) =>
      claim(withIdempotencyKey({ missionId: m.missionId }, key)).unwrap(),
    );
    if (!result) return;
    setOutcome(
      result.ok
        ? { tone: 'success', text: t('rewards:missions.claimed', { amount: money(result.value.amount) }) }
        : { tone: 'danger', text: errorText(result.error) },
    );
  };

  return (
    <StyledCard aria-labelledby={titleId}>
      <h3 id={titleId}>{m.title}</h3>
      <div>
        <Badge tone={STATUS_TONE[m.status]}>{t(`rewards:missions.status.${m.status}`)}</Badge>
      </div>
      {m.description && <StyledText>{m.description}</StyledText>}
      <ProgressBar
        label={t('rewards:missions.progress')}
        actual={score}
        expected={m.target}
        text={t('rewards:missions.progressText', { actual: value(score), expected: value(m.target) })}
      />
      <Facts
        items={[
          { key: 'reward', term: t('rewards:missions.reward'), value: money(m.reward) },
          ...(m.milestoneCount
            ? [
                {
                  key: 'milestones',
                  term: t('rewards:missions.milestones'),
                  value: t('rewards:missions.reached', {
                    reached: m.milestonesReached ?? 0,
                    count: m.milestoneCount,
                  }),
                },
              ]
            : []),
          ...(m.endTime
            ? [{ key: 'ends', term: t('rewards:missions.ends'), value: dateTime(m.endTime) }]
            : []),
        ]}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <StyledActions>
        {m.status === 'CLAIMABLE' && (
          <Button
            onClick={() => void act()}
            loading={pending}
            aria-label={`${t('rewards:missions.claim', { amount: money(m.claimableReward ?? m.reward) })}: ${m.title}`}
          >
            {t('rewards:missions.claim', { amount: money(m.claimableReward ?? m.reward) })}
          </Button>
        )}
        <Button
          variant="secondary"
          aria-expanded={showMilestones}
          onClick={() => setShowMilestones((x) => !x)}
          aria-label={`${t('rewards:missions.milestones')}: ${m.title}`}
        >
          {t('rewards:missions.milestones')}
        </Button>
      </StyledActions>
      {showMilestones && <Milestones missionId={m.missionId} value={value} />}
    </StyledCard>
  );
}

function Milestones({ missionId, value }: { missionId: string; value: (n: number) => string }) {
  const { t, money, errorText } = useRewardsText();
  const result = useMissionsMilestonesQuery({ missionId }, FRESH);
  if (result.isLoading) return <SkeletonGroup lines={2} label={t('rewards:loading')} />;
  if (result.isError) return <Alert tone="danger">{errorText(result.error)}</Alert>;
  const list = (result.data?.list ?? []) as Milestone[];
  return (
    <ol aria-label={t('rewards:missions.milestones')}>
      {list.map((x, i) => (
        <li key={x.index ?? i}>
          {t('rewards:missions.milestone', { target: value(x.target), reward: money(x.reward) })}{' '}
          <Badge tone={x.claimed ? 'neutral' : x.reached ? 'success' : 'warning'}>
            {x.claimed
              ? t('rewards:missions.milestoneClaimed')
              : x.reached
                ? t('rewards:missions.milestoneReached')
                : t('rewards:missions.milestoneOpen')}
          </Badge>
        </li>
      ))}
    </ol>
  );
}

function Leaderboard({ missions }: { missions: Mission[] }) {
  const { t, money, errorText } = useRewardsText();
  const [missionId, setMissionId] = useState(missions[0]?.missionId ?? '');
  const board = useMissionsLeaderboardQuery({ ...(missionId ? { missionId } : {}), limitNum: 20 }, FRESH);
  const mission = missions.find((m) => m.missionId === missionId);
  const value = (n: number) =>
    mission?.metric === 'BET_COUNT' ? t('rewards:missions.rounds', { count: n }) : money(n);
  const rows = ((board.data?.list ?? []) as Row[]).map((r) => ({ ...r, key: String(r.rank) }));
  return (
    <>
      {missions.length > 1 && (
        <FormField label={t('rewards:missions.boardFor')}>
          <Select
            value={missionId}
            onChange={setMissionId}
            options={missions.map((m) => ({ value: m.missionId, label: m.title }))}
          />
        </FormField>
      )}
      {board.isError ? (
        <ErrorState
          headingLevel="h3"
          title={t('rewards:missions.boardFailed')}
          description={errorText(board.error)}
          onRetry={() => void board.refetch()}
          retryLabel={t('rewards:retry')}
        />
      ) : (
        <Table
          caption={t('rewards:missions.board', { title: mission?.title ?? '' })}
          rows={rows}
          rowKey={(r) => r.key}
          loading={board.isLoading}
          emptyText={t('rewards:missions.boardEmpty')}
          columns={[
            { key: 'rank', header: t('rewards:missions.col.rank'), render: (r) => r.rank },
            {
              key: 'user',
              header: t('rewards:missions.col.user'),
              render: (r) => (r.me ? t('rewards:missions.you', { name: r.userName }) : r.userName),
            },
            {
              key: 'score',
              header: t('rewards:missions.col.score'),
              render: (r) => value(r.score),
              align: 'end',
            },
            {
              key: 'reward',
              header: t('rewards:missions.col.reward'),
              render: (r) => (r.reward ? money(r.reward) : '–'),
              align: 'end',
            },
          ]}
        />
      )}
    </>
  );
}

function Rules() {
  const { t, errorText } = useRewardsText();
  const [language] = useLanguage();
  const rules = useMissionsRulesQuery({ language });
  if (rules.isLoading) return <SkeletonGroup lines={3} label={t('rewards:loading')} />;
  if (rules.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t('rewards:missions.rulesFailed')}
        description={errorText(rules.error)}
        onRetry={() => void rules.refetch()}
        retryLabel={t('rewards:retry')}
      />
    );
  return <Html html={rules.data?.content ?? ''} />;
}
