import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAgentDownlinesQuery } from '@wl/api/agent';
import { FRESH } from '@wl/app-shell/records';
import { AGENT_MEMBER_TYPES } from '@wl/domain';
import { Button, ErrorState, SkeletonGroup } from '@wl/ui';
import { typeKey, useAgentText } from '../useAgentText.ts';
import { downlineName, type DownlineRow } from './downlineRow.ts';

/** Direct downlines shown under one account of the tree (the call's largest page). */
const TREE_PAGE_SIZE = 100;

export const StyledTree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  & & {
    padding-inline-start: ${({ theme }) => theme.space['4']};
    border-inline-start: ${({ theme }) => theme.measure.stroke.hairline} solid
      ${({ theme }) => theme.color.border.subtle};
  }
`;

const StyledNode = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  padding: ${({ theme }) => theme.space['1']} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** The direct downlines of one account, each agent with its own downlines behind a button that opens them. */
export function Branch({ parentId, onOpen }: { parentId: string; onOpen: (row: DownlineRow) => void }) {
  const { t, errorText } = useAgentText();
  const result = useAgentDownlinesQuery({ parentId, pageSize: TREE_PAGE_SIZE }, FRESH);
  const rows = (result.data?.list ?? []) as DownlineRow[];
  if (result.isError && !result.isFetching) {
    return (
      <li>
        <ErrorState
          headingLevel="h3"
          title={t('state.errorTitle')}
          description={errorText(result.error)}
          onRetry={() => void result.refetch()}
          retryLabel={t('state.retry')}
        />
      </li>
    );
  }
  if (result.isLoading) {
    return (
      <li>
        <SkeletonGroup lines={2} label={t('state.loading')} />
      </li>
    );
  }
  if (rows.length === 0) {
    return (
      <li>
        <StyledMuted>{t('downline.noDirect')}</StyledMuted>
      </li>
    );
  }
  const total = result.data?.total ?? rows.length;
  return (
    <>
      {rows.map((row) => (
        <Node key={row.id} row={row} onOpen={onOpen} />
      ))}
      {total > rows.length && (
        <li>
          <StyledMuted>{t('downline.treeMore', { shown: rows.length, total })}</StyledMuted>
        </li>
      )}
    </>
  );
}

function Node({ row, onOpen }: { row: DownlineRow; onOpen: (row: DownlineRow) => void }) {
  const { t, money } = useAgentText();
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const isAgent = AGENT_MEMBER_TYPES.includes(row.type);
  const summary = t('downline.node', {
    type: t(`type.${typeKey(row.type)}`),
    level: row.level ?? 1,
    balance: money(row.balance ?? 0),
    team: row.teamCount ?? 0,
  });
  return (
    <li>
      <StyledNode>
        {isAgent ? (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={expanded ? childrenId : undefined}
            onClick={() => setExpanded((x) => !x)}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {downlineName(row)}
          </Button>
        ) : (
          <strong>{downlineName(row)}</strong>
        )}
        <StyledMuted>{summary}</StyledMuted>
        <Button
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => onOpen(row)}
          aria-label={t('downline.manage', { account: row.account })}
        >
          {t('downline.manageShort')}
        </Button>
      </StyledNode>
      {isAgent && expanded && (
        <StyledTree id={childrenId} aria-label={t('downline.branchLabel', { account: row.account })}>
          <Branch parentId={row.id} onOpen={onOpen} />
        </StyledTree>
      )}
    </li>
  );
}
