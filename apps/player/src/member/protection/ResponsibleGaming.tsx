import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState, SkeletonGroup } from '@wl/ui';
import { useProtectionStatusQuery } from '@wl/api/protection';
import type { ProtectionStatus } from '@wl/api/contract';
import { Section, StyledGrid } from '../security/parts.tsx';
import { BreakSection } from './BreakSection.tsx';
import { HistorySection } from './HistorySection.tsx';
import { LimitsSection } from './LimitsSection.tsx';
import { RealityCheckSection } from './RealityCheckSection.tsx';
import { useProtectionFormat } from './format.ts';

const StyledBanner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.warning};
  p {
    margin: 0;
  }
`;

const StyledWide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
  }
`;

/** The active break, at the top of the page: its kind, its end, and what an ended self-exclusion still needs. */
function BreakBanner({ value }: { value: NonNullable<ProtectionStatus['break']> }) {
  const { t } = useTranslation('protection');
  const { dateTime } = useProtectionFormat();
  const until = value.until === null ? null : dateTime(value.until);
  const text = value.ended
    ? t('banner.ended', { until: until ?? '' })
    : value.kind === 'timeout'
      ? t('banner.timeout', { until: until ?? '' })
      : until === null
        ? t('banner.selfExclusionPermanent')
        : t('banner.selfExclusion', { until });
  return (
    <StyledBanner role="status" data-testid="break-banner">
      <p>
        <strong>{text}</strong>
      </p>
      {!value.ended && <p>{t('banner.blocked')}</p>}
    </StyledBanner>
  );
}

/**
 * The responsible gaming page (issue 31): the active break, the limits with what is used and left and the changes
 * waiting for the cooling-off period, the reality check, taking a break, and the record of changes.
 */
export function ResponsibleGaming() {
  const { t } = useTranslation('protection');
  const status = useProtectionStatusQuery();

  if (status.isLoading) return <SkeletonGroup lines={6} label={t('loading')} />;
  if (!status.data)
    return (
      <ErrorState
        title={t('loadFailed')}
        onRetry={() => void status.refetch()}
        retryLabel={t('retry')}
        retrying={status.isFetching}
      />
    );
  const s = status.data;
  return (
    <StyledGrid>
      <StyledWide>
        <p>{t('intro')}</p>
        {s.break && <BreakBanner value={s.break} />}
      </StyledWide>
      <StyledWide>
        <Section id="limits" title={t('limits.title')}>
          <LimitsSection limits={s.limits} coolingOffHours={s.coolingOffHours} />
        </Section>
      </StyledWide>
      <Section id="reality-check" title={t('reality.title')}>
        <RealityCheckSection everyMinutes={s.realityCheck.everyMinutes} options={s.realityCheck.options} />
      </Section>
      <Section id="take-a-break" title={t('break.title')}>
        <BreakSection onBreak={s.break !== null} />
      </Section>
      <StyledWide>
        <Section id="history" title={t('history.title')}>
          <HistorySection />
        </Section>
      </StyledWide>
    </StyledGrid>
  );
}
