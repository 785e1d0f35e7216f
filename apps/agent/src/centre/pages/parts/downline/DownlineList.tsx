import { useState } from 'react';
import styled from 'styled-components';
import { useAgentDownlinesQuery } from '@wl/api/agent';
import {
  FRESH,
  RECORDS_PAGE_SIZE,
  StyledRecords,
  StyledScroll,
  StyledStatus,
  StyledTable,
} from '@wl/app-shell/records';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  FormField,
  Pagination,
  Select,
  SkeletonGroup,
} from '@wl/ui';
import { AccountSearch } from '../teamReport.tsx';
import { typeKey, useAgentText } from '../useAgentText.ts';
import { downlineName, type DownlineRow } from './downlineRow.ts';

const TYPES = ['all', 'member', 'agent'] as const;
type TypeFilter = (typeof TYPES)[number];

const StyledTools = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['3']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

type ListProps = {
  selected: ReadonlyMap<string, string>;
  onToggle: (row: DownlineRow, on: boolean) => void;
  onOpen: (row: DownlineRow) => void;
  /** Whether rows can be ticked for a red envelope (not for a trial account). */
  choose: boolean;
};
export function DownlineList({ selected, onToggle, onOpen, choose }: ListProps) {
  const { t, money, dateTime, errorText } = useAgentText();
  const [account, setAccount] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const args = {
    pageNo: page,
    pageSize: RECORDS_PAGE_SIZE,
    ...(account ? { account } : {}),
    ...(type !== 'all' ? { type } : {}),
  };
  const result = useAgentDownlinesQuery(args, FRESH);
  const rows = (result.data?.list ?? []) as DownlineRow[];
  const caption = t('downline.caption');

  let body;
  if (result.isError && !result.isFetching) {
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('state.errorTitle')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  } else if (result.isLoading || (!result.data && result.isFetching)) {
    body = <SkeletonGroup lines={4} label={t('state.loading')} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        headingLevel="h3"
        title={t('downline.emptyTitle')}
        description={account || type !== 'all' ? t('downline.emptyFiltered') : t('downline.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <StyledStatus role="status">
          {result.isFetching
            ? t('state.updating')
            : t('downline.count', { count: result.data?.total ?? rows.length })}
        </StyledStatus>
        <StyledScroll tabIndex={0} role="region" aria-label={caption}>
          <StyledTable aria-busy={result.isFetching || undefined}>
            <caption className="wl-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.account')}</th>
                <th scope="col">{t('col.level')}</th>
                <th scope="col">{t('col.type')}</th>
                <th scope="col" data-align="end">
                  {t('col.balance')}
                </th>
                <th scope="col">{t('col.lastLogin')}</th>
                <th scope="col">{t('col.status')}</th>
                <th scope="col">{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    {choose ? (
                      <Checkbox
                        label={downlineName(row)}
                        checked={selected.has(row.id)}
                        onChange={(on) => onToggle(row, on)}
                        aria-label={t('downline.select', { account: downlineName(row) })}
                      />
                    ) : (
                      downlineName(row)
                    )}
                  </th>
                  <td>{row.level ?? 1}</td>
                  <td>{t(`type.${typeKey(row.type)}`)}</td>
                  <td data-align="end">{money(row.balance ?? 0)}</td>
                  <td>{row.lastLoginTime ? dateTime(row.lastLoginTime) : t('manage.never')}</td>
                  <td>
                    {t(`status.${row.status ?? 'active'}`, { defaultValue: row.status ?? '' })}
                    {row.online ? ` · ${t('status.online')}` : ''}
                    {row.restriction ? (
                      <>
                        {' '}
                        <Badge tone="warning">{t(`restriction.${row.restriction}`)}</Badge>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-haspopup="dialog"
                      onClick={() => onOpen(row)}
                      aria-label={t('downline.manage', { account: row.account })}
                    >
                      {t('downline.manageShort')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroll>
        <Pagination
          page={page}
          totalPages={result.data?.totalPages ?? 1}
          onChange={setPage}
          label={t('downline.pages')}
        />
      </>
    );
  }
  return (
    <StyledRecords>
      <StyledTools>
        <AccountSearch
          value={account}
          onSearch={(a) => {
            setAccount(a);
            setPage(1);
          }}
        />
        <FormField label={t('downline.typeFilter')}>
          <Select
            value={type}
            onChange={(v) => {
              setType(v as TypeFilter);
              setPage(1);
            }}
            options={TYPES.map((id) => ({ value: id, label: t(`downline.type.${id}`) }))}
          />
        </FormField>
      </StyledTools>
      {body}
    </StyledRecords>
  );
}
