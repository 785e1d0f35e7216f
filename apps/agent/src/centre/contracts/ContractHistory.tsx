import { useId, useState } from 'react';
import * as contracts from '@wl/api/contracts';
import { FRESH, StyledScroll, StyledStatus, StyledTable } from '@wl/app-shell/records';
import { Button, EmptyState, ErrorState, SkeletonGroup } from '@wl/ui';
import { notOffered, type QueryLike } from './contractCalls.ts';
import { StyledActions, StyledSection, StyledSubHeading } from './ContractPage.styles.ts';
import { useContractText } from './useContractText.ts';
import type { ContractPageKind } from './rules.ts';

type HistoryEntry = {
  id: string;
  contractId: string;
  kind?: string;
  action: string;
  by: string;
  at: number;
  detail?: string;
};
const HISTORY_PAGE = 10;

/** The actions on my contracts of this kind (contracts.dividendHistory lists every kind: this page's only), newest first, in pages. */
export function History({ kind, level = 'h2' }: { kind: ContractPageKind; level?: 'h2' | 'h3' }) {
  const { t, dateTime, errorText } = useContractText();
  const result = contracts.useContractsDividendHistoryQuery({}, FRESH) as QueryLike<{ list: HistoryEntry[] }>;
  const [page, setPage] = useState(1);
  const headingId = useId();
  const list = (result.data?.list ?? []).filter((e) => e.kind === undefined || e.kind === kind);
  const pages = Math.max(1, Math.ceil(list.length / HISTORY_PAGE));
  const shown = list.slice((page - 1) * HISTORY_PAGE, page * HISTORY_PAGE);
  let body;
  if (result.isError && !result.isFetching) {
    body = notOffered(result.error) ? (
      <p>{t('state.historyNotOffered')}</p>
    ) : (
      <ErrorState
        headingLevel={level === 'h2' ? 'h3' : 'h4'}
        title={t('state.errorTitle')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (result.isLoading || !result.data) {
    body = <SkeletonGroup lines={3} label={t('state.loading')} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        headingLevel={level === 'h2' ? 'h3' : 'h4'}
        title={t('history.emptyTitle')}
        description={t('history.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <StyledStatus role="status">{t('history.count', { count: list.length })}</StyledStatus>
        <StyledScroll tabIndex={0} role="region" aria-label={t('history.title')}>
          <StyledTable>
            <caption className="wl-visually-hidden">{t('history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.at')}</th>
                <th scope="col">{t('history.contract')}</th>
                <th scope="col">{t('history.action')}</th>
                <th scope="col">{t('history.by')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={e.id}>
                  <td>{dateTime(e.at)}</td>
                  <td>{e.contractId}</td>
                  <td>
                    {t(`history.actions.${e.action}`, { defaultValue: e.action })}
                    {e.detail ? ` (${e.detail})` : ''}
                  </td>
                  <td>{e.by === 'system' ? t('history.system') : e.by}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
        {pages > 1 && (
          <StyledActions role="navigation" aria-label={t('history.pages')}>
            <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('history.previous')}
            </Button>
            <span>{t('history.page', { page, pages })}</span>
            <Button
              type="button"
              variant="secondary"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('history.next')}
            </Button>
          </StyledActions>
        )}
      </>
    );
  }
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledSubHeading as={level} id={headingId}>
        {t('history.title')}
      </StyledSubHeading>
      {body}
    </StyledSection>
  );
}
