import { useState } from 'react';
import { withIdempotencyKey } from '@wl/api';
import { useMissionsClaimMutation, useMissionsMilestonesQuery } from '@wl/api/missions';
import { useMoneyIntent } from '@wl/app-shell/records';
import { Alert, Badge, Button, SkeletonGroup, type BadgeTone } from '@wl/ui';
import { Facts, StyledText } from '../cashier/parts.tsx';
import { FRESH, type Mission } from './missionData.ts';
import { ProgressBar, StyledActions, StyledCard } from './Rewards.styles.tsx';
import { useRewardsText } from './useRewardsText.ts';

type Milestone = { index?: number; target: number; reward: number; reached: boolean; claimed?: boolean };

const STATUS_TONE: Record<Mission['status'], BadgeTone> = {
  IN_PROGRESS: 'warning',
  CLAIMABLE: 'success',
  CLAIMED: 'neutral',
  EXPIRED: 'neutral',
};

/** One mission: its status, progress, reward and end, its claim button and its milestones (shown on demand). */
export function MissionCard({ mission: m }: { mission: Mission }) {
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
