import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FormField, Input } from '@wl/ui';
import { RecordsFilters, RECORDS_PAGE_SIZE, useDayRange } from '@wl/app-shell/records';

/** Longest account text the platform searches for. */
const ACCOUNT_SEARCH_MAX = 32;

type TeamArgs = {
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
  account?: string;
};

/**
 * A team report's query: the date range (as the member records have it), the page, and an optional downline
 * account. A new range or account starts again at page 1.
 */
export function useTeamReport() {
  const range = useDayRange();
  const [page, setPage] = useState(1);
  const [account, setAccount] = useState('');
  const args: TeamArgs = {
    startDate: range.applied.from,
    endDate: range.applied.to,
    pageNo: page,
    pageSize: RECORDS_PAGE_SIZE,
    ...(account ? { account } : {}),
  };
  const filterRange = {
    ...range,
    change: (next: Parameters<typeof range.change>[0]) => {
      range.change(next);
      setPage(1);
    },
  };
  const chooseAccount = (next: string) => {
    setAccount(next);
    setPage(1);
  };
  return { range: filterRange, page, setPage, account, chooseAccount, args };
}

const StyledSearch = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/**
 * Account search: applied on Enter or the button, cleared with an empty box. `exact`: a team report takes one
 * account's exact name (the platform refuses a name outside the tree); otherwise part of an account or nickname.
 */
export function AccountSearch({
  value,
  onSearch,
  exact = false,
}: {
  value: string;
  onSearch: (account: string) => void;
  exact?: boolean;
}) {
  const { t } = useTranslation('agentCentre');
  const [text, setText] = useState(value);
  const tooLong = text.trim().length > ACCOUNT_SEARCH_MAX;
  const labelId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tooLong) onSearch(text.trim());
  };
  return (
    <StyledSearch role="search" aria-labelledby={labelId} onSubmit={submit} noValidate>
      <FormField
        label={<span id={labelId}>{t('filter.account')}</span>}
        hint={exact ? t('filter.accountHint') : undefined}
        error={tooLong ? t('filter.accountTooLong', { max: ACCOUNT_SEARCH_MAX }) : undefined}
      >
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          placeholder={exact ? t('filter.accountExact') : t('filter.accountPlaceholder')}
        />
      </FormField>
      <Button type="submit" variant="secondary">
        {t('filter.search')}
      </Button>
    </StyledSearch>
  );
}

/** The filters row of a team report: the date range, then the account search and any other filter. */
export function TeamFilters({
  report,
  children,
}: {
  report: ReturnType<typeof useTeamReport>;
  children?: ReactNode;
}) {
  return (
    <RecordsFilters range={report.range}>
      <AccountSearch exact value={report.account} onSearch={report.chooseAccount} />
      {children}
    </RecordsFilters>
  );
}

/** A number from a report's loose summary, if it is one. */
export function summaryNumber(
  summary: Record<string, unknown> | undefined,
  ...keys: string[]
): number | undefined {
  for (const key of keys) {
    const v = summary?.[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  return undefined;
}

/** Colour of a signed amount (the sign is in the text too). */
export const toneOf = (n: number | undefined) =>
  n === undefined ? undefined : n > 0 ? 'positive' : n < 0 ? 'negative' : undefined;
