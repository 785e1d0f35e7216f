import { useState } from 'react';
import { useMissionsLeaderboardQuery } from '@wl/api/missions';
import { ErrorState, FormField, Select, Table } from '@wl/ui';
import { FRESH, type Mission } from './missionData.ts';
import { useRewardsText } from './useRewardsText.ts';

type Row = { rank: number; userName: string; score: number; reward?: number; me?: boolean };

/** The leaderboard of a mission (a choice of mission when there are several): rank, player, score, reward. */
export function Leaderboard({ missions }: { missions: Mission[] }) {
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
