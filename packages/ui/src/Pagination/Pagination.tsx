import { paginationModel, PAGINATION_MARGIN, PAGINATION_RANGE } from '@wl/domain';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons.tsx';
import { StyledGap, StyledPageButton, StyledPageList, StyledPagination } from './Pagination.styles.ts';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown around the current one (spec: 5). */
  range?: number;
  /** Pages always shown at each end (spec: 1). */
  margin?: number;
  label?: string;
};

/** Page links as buttons in a named nav; the current page has aria-current. Hidden for a single page. */
export function Pagination({
  page,
  totalPages,
  onChange,
  range = PAGINATION_RANGE,
  margin = PAGINATION_MARGIN,
  label,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  const { items } = paginationModel({ current: page, totalPages, range, margin });
  return (
    <StyledPagination aria-label={label ?? t('pagination')}>
      <StyledPageList>
        <li>
          <StyledPageButton
            type="button"
            $current={false}
            aria-label={t('previousPage')}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <ChevronLeftIcon />
          </StyledPageButton>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`gap-${item.after}`} aria-hidden="true">
              <StyledGap>…</StyledGap>
            </li>
          ) : (
            <li key={item.page}>
              <StyledPageButton
                type="button"
                $current={item.page === page}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('page', { page: item.page })}
                onClick={() => item.page !== page && onChange(item.page)}
              >
                {item.page}
              </StyledPageButton>
            </li>
          ),
        )}
        <li>
          <StyledPageButton
            type="button"
            $current={false}
            aria-label={t('nextPage')}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            <ChevronRightIcon />
          </StyledPageButton>
        </li>
      </StyledPageList>
    </StyledPagination>
  );
}
