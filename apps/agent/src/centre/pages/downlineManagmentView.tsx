import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAgentDownlinesQuery } from '@wl/api/agent';
import { useSession } from '@wl/app-shell';
import {
  FRESH,
  RECORDS_PAGE_SIZE,
  StyledBar,
  StyledRecords,
  StyledScroll,
  StyledStatus,
  StyledTable,
} from '@wl/app-shell/records';
import { AGENT_MEMBER_TYPES } from '@wl/domain';
import {
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  FormField,
  Pagination,
  Select,
  SkeletonGroup,
  Tabs,
} from '@wl/ui';
import { ENVELOPE_MAX, downlineName, type DownlineRow } from './parts/downline/downlineRow.ts';
import { ManageDialog } from './parts/downline/ManageDialog.tsx';
import { RedEnvelopeDialog } from './parts/downline/RedEnvelopeDialog.tsx';
import { TrialRefusal } from './parts/downline/TrialRefusal.tsx';
import { AccountSearch } from './parts/teamReport.tsx';
import { typeKey, useAgentText } from './parts/useAgentText.ts';

const VIEWS = ['list', 'tree'] as const;
type View = (typeof VIEWS)[number];
const TYPES = ['all', 'member', 'agent'] as const;
type TypeFilter = (typeof TYPES)[number];
/** Direct downlines shown under one account of the tree (the call's largest page). */
const TREE_PAGE_SIZE = 100;

const StyledTools = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['3']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const StyledTree = styled.ul`
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

/**
 * Downline management (`downlineManagmentView`): the agent's downline as a searchable, paged list (level, type,
 * balance, last login, status) or as a tree opened one account at a time; a downline's label, password, promotion
 * to agent and a transfer to it; a red envelope to the downlines ticked in the list.
 */
export default function DownlineManagement() {
  const { t } = useAgentText();
  const session = useSession();
  const [view, setView] = useState<View>('list');
  const [open, setOpen] = useState<DownlineRow | null>(null);
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const [envelope, setEnvelope] = useState(false);
  const toggle = (row: DownlineRow, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(row.id, row.account);
      else next.delete(row.id);
      return next;
    });

  return (
    <StyledRecords>
      {/* A trial account is refused money actions: no red envelope to choose downlines for, the reason in words. */}
      {session.isTrial ? (
        <TrialRefusal />
      ) : (
        <StyledBar>
          <StyledStatus role="status">{t('downline.selected', { count: selected.size })}</StyledStatus>
          <div>
            {selected.size > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                {t('downline.clearSelection')}
              </Button>
            )}
            <Button size="sm" onClick={() => setEnvelope(true)} disabled={selected.size === 0}>
              {t('envelope.open', { count: selected.size })}
            </Button>
          </div>
        </StyledBar>
      )}
      {selected.size > ENVELOPE_MAX && (
        <StyledStatus>{t('envelope.tooMany', { max: ENVELOPE_MAX })}</StyledStatus>
      )}
      <Tabs
        label={t('downline.views')}
        value={view}
        onChange={(id) => setView(id as View)}
        items={VIEWS.map((id) => ({
          id,
          label: t(`downline.view.${id}`),
          content:
            id !== view ? null : id === 'list' ? (
              <DownlineList
                selected={selected}
                onToggle={toggle}
                onOpen={setOpen}
                choose={!session.isTrial}
              />
            ) : session.member ? (
              <StyledTree aria-label={t('downline.treeLabel')}>
                <Branch parentId={String(session.member.id)} onOpen={setOpen} />
              </StyledTree>
            ) : (
              <SkeletonGroup lines={3} label={t('state.loading')} />
            ),
        }))}
      />
      {open && (
        <ManageDialog key={open.id} row={open} trial={session.isTrial} onClose={() => setOpen(null)} />
      )}
      {envelope && (
        <RedEnvelopeDialog
          recipients={selected}
          trial={session.isTrial}
          onRemove={(id) =>
            setSelected((s) => {
              const next = new Map(s);
              next.delete(id);
              return next;
            })
          }
          onSent={() => setSelected(new Map())}
          onClose={() => setEnvelope(false)}
        />
      )}
    </StyledRecords>
  );
}

type ListProps = {
  selected: ReadonlyMap<string, string>;
  onToggle: (row: DownlineRow, on: boolean) => void;
  onOpen: (row: DownlineRow) => void;
  /** Whether rows can be ticked for a red envelope (not for a trial account). */
  choose: boolean;
};

function DownlineList({ selected, onToggle, onOpen, choose }: ListProps) {
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

/** The direct downlines of one account, each agent with its own downlines behind a button that opens them. */
function Branch({ parentId, onOpen }: { parentId: string; onOpen: (row: DownlineRow) => void }) {
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
