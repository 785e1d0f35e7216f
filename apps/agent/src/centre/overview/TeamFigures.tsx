import type { useAgentTeamOverviewQuery } from '@wl/api/agent';
import { useRecordsText } from '@wl/app-shell/records';
import { ErrorState, SkeletonGroup } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';
import { VERTICALS, type Summary } from './teamKpis.ts';
import { StyledKpis, StyledNote, StyledSection } from './TeamOverview.styles.ts';

export function TeamFigures({ result }: { result: ReturnType<typeof useAgentTeamOverviewQuery> }) {
  const { t, errorText } = useAgentText();
  const { money } = useRecordsText();
  let body;
  if (result.isLoading) body = <SkeletonGroup lines={3} label={t('loading')} />;
  else if (result.isError || !result.data) {
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('overview.summaryFailed')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('retry')}
        retrying={result.isFetching}
      />
    );
  } else {
    const s = result.data as Summary;
    const count = (v: number | undefined) => (v === undefined ? '–' : String(v));
    const items: [string, string][] = [
      [t('overview.kpi.deposit'), money(s.totalDeposit)],
      [t('overview.kpi.withdraw'), money(s.totalWithdrawal)],
      [t('overview.kpi.bet'), money(s.totalBet)],
      [t('overview.kpi.validBet'), money(s.totalValidBet)],
      [t('overview.kpi.win'), money(s.totalWin)],
      [t('overview.kpi.pnl'), money(s.totalPNL)],
      [t('overview.kpi.register'), count(s.registerCount)],
      [t('overview.kpi.firstDeposit'), count(s.firstDepositCount)],
      [t('overview.kpi.online'), count(s.onlineCount)],
      [t('overview.kpi.login'), count(s.loginCount)],
      [t('overview.kpi.teamCount'), count(s.teamCount)],
    ];
    body = (
      <>
        <Kpis items={items} />
        <StyledNote>{t('overview.pnlNote')}</StyledNote>
        <h3 id="team-verticals">{t('overview.verticalTitle')}</h3>
        <Kpis
          labelledBy="team-verticals"
          items={VERTICALS.map((v) => [t(`overview.vertical.${v}`), money(s[`total${v}PNL`] ?? 0)])}
        />
      </>
    );
  }
  return (
    <StyledSection aria-labelledby="team-figures" aria-busy={result.isFetching}>
      <h2 id="team-figures">{t('overview.summaryTitle')}</h2>
      {body}
    </StyledSection>
  );
}

function Kpis({ items, labelledBy }: { items: readonly [string, string][]; labelledBy?: string }) {
  return (
    <StyledKpis aria-labelledby={labelledBy}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </StyledKpis>
  );
}
