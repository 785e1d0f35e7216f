import { useId, useState } from 'react';
import { PlatformHtml } from '@wl/app-shell/html';
import styled from 'styled-components';
import { useAgentAnnouncementsQuery } from '@wl/api/agent';
import { useMessagesMarkAnnouncementReadMutation } from '@wl/api/messages';
import { Alert, Badge, EmptyState, ErrorState, Pagination, SkeletonGroup } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';

/** Spec §9: announcements 9 per page. */
const PAGE_SIZE = 9;

type Notice = { id: string; title: string; content: string; createTime: number; read?: boolean };

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $unread: boolean }>`
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) => ($unread ? theme.color.bg.raised : 'transparent')};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  button {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space['2']};
    width: 100%;
    min-height: ${({ theme }) => theme.space['10']};
    padding: ${({ theme }) => theme.space['3']};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.bold : theme.font.weight.regular)};
    text-align: start;
    cursor: pointer;
  }
  button:focus-visible {
    outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.measure.focusOffset};
  }
`;

const StyledTitleText = styled.span`
  flex: 1 1 12rem;
`;

const StyledDate = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const StyledContent = styled(PlatformHtml)`
  padding: 0 ${({ theme }) => theme.space['3']} ${({ theme }) => theme.space['3']};
  overflow-wrap: anywhere;
`;

/**
 * agentAnnouncement: the agent notices (type A) of `agent.announcements`, 9 per page, newest first, each read or
 * unread. Opening an unread one shows it and marks it read (`messages.markAnnouncementRead`, the call the player's
 * notices use); the list is then asked for again so the read state is the platform's.
 */
export default function AgentAnnouncement() {
  const { t, errorText, dateTime } = useAgentText();
  const [page, setPage] = useState(1);
  const list = useAgentAnnouncementsQuery(
    { pageNo: page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [markRead] = useMessagesMarkAnnouncementReadMutation();
  const [open, setOpen] = useState<string | null>(null);
  const [readNow, setReadNow] = useState<ReadonlySet<string>>(new Set());
  const [markFailed, setMarkFailed] = useState(false);
  const baseId = useId();

  if (list.isLoading) return <SkeletonGroup lines={4} label={t('loading')} />;
  if (list.isError || !list.data) {
    return (
      <ErrorState
        title={t('announcements.loadFailed')}
        description={errorText(list.error)}
        onRetry={() => void list.refetch()}
        retryLabel={t('retry')}
        retrying={list.isFetching}
      />
    );
  }
  const notices = list.data.list as Notice[];
  if (notices.length === 0 && page === 1)
    return <EmptyState headingLevel="h2" title={t('announcements.empty')} />;
  const isRead = (n: Notice) => n.read === true || readNow.has(n.id);
  const served = (list.data as { unread?: unknown }).unread;
  // The platform counts unread notices over every page; those read since it answered are taken off.
  const unread =
    typeof served === 'number'
      ? Math.max(0, served - notices.filter((n) => n.read !== true && readNow.has(n.id)).length)
      : undefined;

  const toggle = async (n: Notice) => {
    if (open === n.id) return setOpen(null);
    setOpen(n.id);
    if (isRead(n)) return;
    try {
      await markRead({ id: n.id }).unwrap();
      setReadNow((s) => new Set(s).add(n.id));
      setMarkFailed(false);
      void list.refetch();
    } catch {
      setMarkFailed(true);
    }
  };

  return (
    <>
      {unread !== undefined && (
        <p role="status">
          {unread > 0 ? t('announcements.unreadCount', { count: unread }) : t('announcements.allRead')}
        </p>
      )}
      {markFailed && (
        <Alert tone="warning" onClose={() => setMarkFailed(false)} closeLabel={t('common:close')}>
          {t('announcements.markFailed')}
        </Alert>
      )}
      <StyledList aria-label={t('announcements.listLabel')}>
        {notices.map((n) => {
          const read = isRead(n);
          const panel = `${baseId}-${n.id}`;
          return (
            <StyledItem key={n.id} $unread={!read}>
              <h2>
                <button
                  type="button"
                  aria-expanded={open === n.id}
                  aria-controls={panel}
                  onClick={() => void toggle(n)}
                >
                  <StyledTitleText>{n.title}</StyledTitleText>
                  <Badge tone={read ? 'neutral' : 'brand'}>
                    {read ? t('announcements.read') : t('announcements.unread')}
                  </Badge>
                  <StyledDate>{t('announcements.published', { date: dateTime(n.createTime) })}</StyledDate>
                </button>
              </h2>
              {open === n.id && <NoticeContent id={panel} html={n.content} />}
            </StyledItem>
          );
        })}
      </StyledList>
      {(list.data.totalPages ?? 1) > 1 && (
        <Pagination
          page={page}
          totalPages={list.data.totalPages ?? 1}
          onChange={setPage}
          label={t('announcements.pages')}
        />
      )}
    </>
  );
}

/** A notice's platform HTML, sanitised. */
function NoticeContent({ id, html }: { id: string; html: string }) {
  return <StyledContent id={id} html={html} />;
}
