import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, ErrorState, Pagination, SkeletonGroup } from '@wl/ui';
import { useProtectionHistoryQuery } from '@wl/api/protection';
import { LIMIT_KINDS, type LimitKind } from '@wl/domain';
import { useProtectionFormat } from './format.ts';

const PAGE_SIZE = 10;

const KNOWN_ACTIONS = [
  'limitSet',
  'limitPending',
  'limitApplied',
  'realityCheckSet',
  'breakTaken',
  'breakReopened',
  'kycSubmitted',
  'kycApproved',
  'kycRejected',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const BY = ['player', 'operator', 'system'] as const;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    padding: ${({ theme }) => theme.space['2']} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/** The record of changes (newest first, as the platform sends it), a page at a time. */
export function HistorySection() {
  const { t } = useTranslation('protection');
  const { dateTime } = useProtectionFormat();
  const [page, setPage] = useState(1);
  const history = useProtectionHistoryQuery({ pageNo: page, pageSize: PAGE_SIZE });

  if (history.isLoading) return <SkeletonGroup lines={3} label={t('loading')} />;
  if (!history.data)
    return (
      <ErrorState
        title={t('history.loadFailed')}
        onRetry={() => void history.refetch()}
        retryLabel={t('retry')}
        retrying={history.isFetching}
      />
    );
  const { list, total } = history.data;
  if (list.length === 0 && page === 1) return <EmptyState title={t('history.empty')} headingLevel="h3" />;

  const subjectText = (subject: string, detail: string | null) => {
    const name = (LIMIT_KINDS as readonly string[]).includes(subject)
      ? t(`limits.kind.${subject as LimitKind}`)
      : subject === 'timeout' || subject === 'selfExclusion'
        ? t(`history.subject.${subject}`)
        : subject;
    return detail ? `${name} (${detail})` : name;
  };
  const actionText = (action: string, subject: string, detail: string | null) =>
    (KNOWN_ACTIONS as readonly string[]).includes(action)
      ? t(`history.action.${action as KnownAction}`, { subject: subjectText(subject, detail) })
      : t('history.action.other', { action, subject: subjectText(subject, detail) });
  const byText = (by: string) =>
    (BY as readonly string[]).includes(by) ? t(`history.by.${by as (typeof BY)[number]}`) : by;

  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <StyledList aria-busy={history.isFetching || undefined}>
        {list.map((record) => (
          <li key={record.id}>
            <span>{actionText(record.action, record.subject, record.detail)}</span>
            <small>
              <time dateTime={new Date(record.at).toISOString()}>{dateTime(record.at)}</time>{' '}
              {byText(record.by)}
            </small>
          </li>
        ))}
      </StyledList>
      {totalPages > 1 && (
        <Pagination page={page} totalPages={totalPages} onChange={setPage} label={t('history.pages')} />
      )}
    </>
  );
}
