import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMessagesAnnouncementsQuery } from '@wl/api/messages';
import { useSession } from '@wl/app-shell';
import { ANNOUNCEMENTS_PAGE_SIZE, announcementPopupOnce } from '@wl/domain';
import { Button, Modal, Pagination } from '@wl/ui';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { openNotice, setAnnouncementsOpen } from '../app/store.ts';
import { useNotices } from '../lobby/siteData.ts';
import { platformLanguage } from '../lobby/language.ts';
import { Html } from './Html.tsx';
import { usePageIdle } from './usePageIdle.ts';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space['1']};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  li {
    padding-bottom: ${({ theme }) => theme.space['3']};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

const StyledTabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  margin-bottom: ${({ theme }) => theme.space['3']};
`;

/** The notice modal: the player notices of the marquee, opened at the clicked notice's index. */
function NoticeModal() {
  const { t } = useTranslation('site');
  const dispatch = useAppDispatch();
  const index = useAppSelector((s) => s.shell.noticeIndex);
  const notices = useNotices()?.player ?? [];
  const current = index === null ? undefined : notices[Math.min(index, notices.length - 1)];
  return (
    <Modal
      open={index !== null && current !== undefined}
      onClose={() => dispatch(openNotice(null))}
      title={t('notice')}
      size="md"
    >
      {current && (
        <>
          <StyledTabs role="group" aria-label={t('notices')}>
            {notices.map((n, i) => (
              <Button
                key={n.id}
                size="sm"
                variant={i === index ? 'primary' : 'secondary'}
                aria-pressed={i === index}
                onClick={() => dispatch(openNotice(i))}
              >
                {i + 1}
              </Button>
            ))}
          </StyledTabs>
          <h3>{current.title}</h3>
          <Html html={current.content ?? ''} />
        </>
      )}
    </Modal>
  );
}

/** The announcements modal: every announcement, 9 per page. */
function AnnouncementsModal() {
  const { t, i18n } = useTranslation('site');
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.shell.announcementsOpen);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useMessagesAnnouncementsQuery(
    { pageNo: page, pageSize: ANNOUNCEMENTS_PAGE_SIZE, language: platformLanguage(i18n.language) },
    { skip: !open },
  );
  useEffect(() => {
    if (!open) setPage(1);
  }, [open]);
  const list = data?.list ?? [];
  const totalPages = data?.totalPages ?? 1;
  return (
    <Modal
      open={open}
      onClose={() => dispatch(setAnnouncementsOpen(false))}
      title={t('announcements')}
      size="lg"
    >
      <StyledList aria-busy={isFetching}>
        {list.map((a) => (
          <li key={a.id}>
            <h3>{a.title}</h3>
            <Html html={a.content} />
          </li>
        ))}
      </StyledList>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} />}
    </Modal>
  );
}

const POPUP_KEY = 'popupShownAudiences';

/**
 * The gift or notice popup (no close button; a confirm button), shown once per browser session per audience
 * (guests and members see their own popups), once the page has loaded and is idle.
 */
function PopupNotice() {
  const { t } = useTranslation('site');
  const { isLogin } = useSession();
  const popups = useNotices()?.popup ?? [];
  const audience = isLogin ? 'member' : 'guest';
  const [dismissed, setDismissed] = useState<string | null>(null);
  const decision = useMemo(() => {
    if (popups.length === 0 || typeof sessionStorage === 'undefined') return null;
    const shown = (sessionStorage.getItem(POPUP_KEY) ?? '').split(',').filter(Boolean);
    return announcementPopupOnce(shown, audience);
  }, [popups.length, audience]);
  // Opened once the page is idle: the visitor sees the page first, and its first screen is built without it.
  const idle = usePageIdle();
  const show = idle && decision?.show === true && dismissed !== audience;
  const popup = popups[0];
  useEffect(() => {
    if (idle && decision?.show) sessionStorage.setItem(POPUP_KEY, decision.shown.join(','));
  }, [decision, idle]);
  if (!popup) return null;
  return (
    <Modal
      open={show}
      dismissible={false}
      // Escape is the confirm button's answer: the popup has been seen.
      escapeCloses
      onClose={() => setDismissed(audience)}
      title={popup.title}
      size="md"
      footer={<Button onClick={() => setDismissed(audience)}>{t('gotIt')}</Button>}
    >
      <Html html={popup.content ?? ''} />
    </Modal>
  );
}

/** Notice, announcements and the once-per-session popup: one lazily loaded chunk (with DOMPurify). */
export default function NoticeModals() {
  return (
    <>
      <NoticeModal />
      <AnnouncementsModal />
      <PopupNotice />
    </>
  );
}
