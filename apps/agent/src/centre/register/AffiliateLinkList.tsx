import { useState } from 'react';
import { useAgentAffiliateUrlsQuery, useAgentDeleteAffiliateUrlMutation } from '@wl/api/agent';
import { Alert, ConfirmDialog, EmptyState, ErrorState, Pagination, SkeletonGroup } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';
import type { AffiliateLink } from './affiliateLink.ts';
import { LinkItem } from './AffiliateLinkItem.tsx';
import { StyledLinks, StyledSection } from './AffiliateLinks.styles.ts';

const PAGE_SIZE = 10;

export function LinkList() {
  const { t, errorText } = useAgentText();
  const [page, setPage] = useState(1);
  const links = useAgentAffiliateUrlsQuery(
    { pageNo: page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [remove, removing] = useAgentDeleteAffiliateUrlMutation();
  const [deleting, setDeleting] = useState<AffiliateLink | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, code } = deleting;
    try {
      await remove({ id }).unwrap();
      setResult({ tone: 'success', text: t('register.deleted', { code }) });
    } catch (error) {
      setResult({ tone: 'danger', text: errorText(error) });
    }
    setDeleting(null);
  };

  let body;
  if (links.isLoading) body = <SkeletonGroup lines={4} label={t('loading')} />;
  else if (links.isError || !links.data) {
    body = (
      <ErrorState
        headingLevel="h4"
        title={t('register.linksFailed')}
        description={errorText(links.error)}
        onRetry={() => void links.refetch()}
        retryLabel={t('retry')}
        retrying={links.isFetching}
      />
    );
  } else if (links.data.list.length === 0 && page === 1)
    body = <EmptyState headingLevel="h4" title={t('register.linksEmpty')} />;
  else {
    const totalPages = links.data.totalPages ?? 1;
    body = (
      <>
        <StyledLinks aria-labelledby="link-list">
          {(links.data.list as AffiliateLink[]).map((link) => (
            <LinkItem key={link.id} link={link} onDelete={() => setDeleting(link)} />
          ))}
        </StyledLinks>
        {totalPages > 1 && (
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            label={t('register.linksPages')}
          />
        )}
      </>
    );
  }
  return (
    <StyledSection aria-labelledby="link-list" aria-busy={links.isFetching}>
      <h3 id="link-list">{t('register.linksTitle')}</h3>
      {result && (
        <Alert
          tone={result.tone}
          live={result.tone === 'success' ? 'status' : 'alert'}
          onClose={() => setResult(null)}
          closeLabel={t('common:close')}
        >
          {result.text}
        </Alert>
      )}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={t('register.deleteTitle')}
        message={t('register.deleteText', { code: deleting?.code ?? '' })}
        confirmLabel={t('register.deleteConfirm')}
        cancelLabel={t('register.cancel')}
        destructive
        loading={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </StyledSection>
  );
}
