import { useState } from 'react';
import {
  useMessagesDeleteInboxMutation,
  useMessagesInboxQuery,
  useMessagesMarkReadMutation,
  useMessagesOutboxQuery,
} from '@wl/api/messages';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Modal,
  Pagination,
  SkeletonGroup,
} from '@wl/ui';
import { Html } from '../../components/Html.tsx';
import { useMessagesText } from './useMessagesText.ts';
import {
  StyledActions,
  StyledBody,
  StyledItem,
  StyledItemHead,
  StyledList,
  StyledMessages,
  StyledMeta,
  StyledStatusLine,
  StyledTitleButton,
} from './Messages.styles.ts';

export type Message = {
  id: string;
  title: string;
  content: string;
  read: boolean;
  type?: string | undefined;
  createTime: number;
};

/** Messages per page. */
const MESSAGES_PAGE_SIZE = 10;

/** Unread first, newest first within each (the platform sends them so; kept here for a page it sends otherwise). */
function unreadFirst(list: readonly Message[]): Message[] {
  return [...list].sort((a, b) => Number(a.read) - Number(b.read) || b.createTime - a.createTime);
}

/**
 * The inbox (`box="in"`: unread first, open to read, mark read, delete after a confirmation) or the outbox (what the
 * member sent). Opening an unread message marks it read; the header's unread count follows through the cache tags.
 */
export function MessageList({ box }: { box: 'in' | 'out' }) {
  const { t, errorText, dateTime } = useMessagesText();
  const [page, setPage] = useState(1);
  const inbox = useMessagesInboxQuery({ pageNo: page, pageSize: MESSAGES_PAGE_SIZE }, { skip: box !== 'in' });
  const outbox = useMessagesOutboxQuery(
    { pageNo: page, pageSize: MESSAGES_PAGE_SIZE },
    { skip: box !== 'out' },
  );
  const result = box === 'in' ? inbox : outbox;
  const [markRead] = useMessagesMarkReadMutation();
  const [remove, removing] = useMessagesDeleteInboxMutation();
  const [open, setOpen] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const read = async (m: Message) => {
    try {
      await markRead({ ids: [m.id] }).unwrap();
    } catch (error) {
      setNotice({ tone: 'danger', text: t('markReadFailed', { reason: errorText(error) }) });
    }
  };
  const show = (m: Message) => {
    setOpen(m);
    if (box === 'in' && !m.read) void read(m);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ ids: [deleting.id] }).unwrap();
      setNotice({ tone: 'success', text: t('deleted', { title: deleting.title }) });
      if (open?.id === deleting.id) setOpen(null);
    } catch (error) {
      setNotice({ tone: 'danger', text: t('deleteFailed', { reason: errorText(error) }) });
    }
    setDeleting(null);
  };

  if (result.isError && !result.isFetching) {
    return (
      <ErrorState
        headingLevel="h2"
        title={t('state.errorTitle')}
        description={errorText(result.error)}
        onRetry={() => void result.refetch()}
        retryLabel={t('state.retry')}
      />
    );
  }
  if (!result.data) return <SkeletonGroup lines={4} label={t('state.loading')} />;
  const list = box === 'in' ? unreadFirst(result.data.list as Message[]) : (result.data.list as Message[]);
  const label = box === 'in' ? t('inboxLabel') : t('outboxLabel');

  return (
    <StyledMessages>
      {notice && (
        <Alert tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t('close')}>
          {notice.text}
        </Alert>
      )}
      {list.length === 0 ? (
        <EmptyState headingLevel="h2" title={box === 'in' ? t('state.emptyInbox') : t('state.emptyOutbox')} />
      ) : (
        <>
          <StyledStatusLine role="status">
            {result.isFetching
              ? t('state.updating')
              : t('state.count', { count: result.data.total ?? list.length })}
          </StyledStatusLine>
          <StyledList aria-label={label} aria-busy={result.isFetching || undefined}>
            {list.map((m) => {
              const unread = box === 'in' && !m.read;
              return (
                <StyledItem key={m.id} $unread={unread}>
                  <StyledItemHead>
                    <StyledTitleButton
                      type="button"
                      $unread={unread}
                      aria-haspopup="dialog"
                      onClick={() => show(m)}
                    >
                      {m.title}
                      {unread && <span className="wl-visually-hidden">{`, ${t('unread')}`}</span>}
                    </StyledTitleButton>
                    <StyledMeta>
                      {unread && (
                        <span aria-hidden="true">
                          <Badge tone="brand">{t('unread')}</Badge>
                        </span>
                      )}
                      <time dateTime={new Date(m.createTime).toISOString()}>{dateTime(m.createTime)}</time>
                    </StyledMeta>
                  </StyledItemHead>
                  {box === 'in' && (
                    <StyledActions>
                      {unread && (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => void read(m)}
                          aria-label={t('markReadOf', { title: m.title })}
                        >
                          {t('markRead')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDeleting(m)}
                        aria-label={t('deleteOf', { title: m.title })}
                      >
                        {t('delete')}
                      </Button>
                    </StyledActions>
                  )}
                </StyledItem>
              );
            })}
          </StyledList>
          <Pagination
            page={page}
            totalPages={result.data.totalPages ?? 1}
            onChange={setPage}
            label={t('pages', { box: label })}
          />
        </>
      )}
      {open && (
        <Modal
          open
          size="lg"
          title={open.title}
          onClose={() => setOpen(null)}
          footer={
            <>
              {box === 'in' && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setOpen(null);
                    setDeleting(open);
                  }}
                >
                  {t('delete')}
                </Button>
              )}
              <Button onClick={() => setOpen(null)}>{t('close')}</Button>
            </>
          }
        >
          <StyledMeta>
            <time dateTime={new Date(open.createTime).toISOString()}>{dateTime(open.createTime)}</time>
          </StyledMeta>
          <StyledBody>
            <Html html={open.content} />
          </StyledBody>
        </Modal>
      )}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('deleteTitle')}
        message={deleting ? t('deleteMessage', { title: deleting.title }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        loading={removing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </StyledMessages>
  );
}
