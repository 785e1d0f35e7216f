/**
 * The floating buttons' dialogs: the gift's choices and the chat room. Loaded when one first opens (their QR codes,
 * copy and chat code stay out of the first screen's JavaScript).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useLazyMessagesLaunchChatQuery, useMessagesChatModelsQuery } from '@wl/api/messages';
import { useSession, useTenant } from '@wl/app-shell';
import { Alert, Button, CopyToClipboard, Modal, QrCode } from '@wl/ui';
import { useAccountActions } from '../app/accountActions.ts';
import { platformLanguage } from '../lobby/language.ts';
import { useAppDownloadQrCodes } from './appDownload.ts';

const StyledChoices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  > li > div {
    /* The copy-link fallback of "share": its button fills the row like the other choices. */
    display: grid;
  }
`;

const StyledQrCodes = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space['4']};
  padding-top: ${({ theme }) => theme.space['3']};
`;

const StyledChat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
`;

/** The chat frame takes the modal's height (the modal is at most a viewport tall). */
const StyledChatFrame = styled.iframe`
  display: block;
  width: 100%;
  height: calc(100vh - 14rem);
  min-height: 18rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledChatLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** The gift button's choices (spec §2): download the app, share the site, join (guests) and the reward centre. */
export function GiftMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['floating', 'site']);
  const navigate = useNavigate();
  const tenant = useTenant();
  const session = useSession();
  const account = useAccountActions();
  const qrCodes = useAppDownloadQrCodes();
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [shareFailed, setShareFailed] = useState(false);
  const downloadId = useId();
  const siteUrl = typeof window === 'undefined' ? '' : `${window.location.origin}/`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (open) return;
    setDownloadOpen(false);
    setShareFailed(false);
  }, [open]);

  const share = async () => {
    setShareFailed(false);
    try {
      await navigator.share({ title: tenant.name, url: siteUrl });
    } catch (e) {
      // Closing the share sheet is no failure.
      if (!(e instanceof DOMException && e.name === 'AbortError')) setShareFailed(true);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('giftMenu.title')}
      size="sm"
      closeLabel={t('giftMenu.close')}
    >
      <StyledChoices aria-label={t('giftMenu.title')}>
        {qrCodes.length > 0 && (
          <li>
            <Button
              variant="secondary"
              fullWidth
              aria-expanded={downloadOpen}
              aria-controls={downloadId}
              onClick={() => setDownloadOpen((v) => !v)}
            >
              {t('giftMenu.download')}
            </Button>
            {downloadOpen && (
              <StyledQrCodes id={downloadId}>
                {qrCodes.map((qr) => (
                  <QrCode
                    key={qr.id}
                    value={qr.value}
                    size={90}
                    label={qr.label}
                    caption={qr.label}
                    href={qr.value}
                  />
                ))}
              </StyledQrCodes>
            )}
          </li>
        )}
        <li>
          {canShare ? (
            <Button variant="secondary" fullWidth onClick={() => void share()}>
              {t('giftMenu.share')}
            </Button>
          ) : (
            <CopyToClipboard
              value={siteUrl}
              hideValue
              label={t('giftMenu.share')}
              successTitle={t('giftMenu.linkCopied')}
            />
          )}
          {shareFailed && <Alert tone="warning">{t('giftMenu.shareFailed')}</Alert>}
        </li>
        {!session.isLogin && (
          <li>
            <Button
              fullWidth
              onClick={() => {
                onClose();
                account.openRegister();
              }}
            >
              {t('giftMenu.join')}
            </Button>
          </li>
        )}
        <li>
          <Button
            variant={session.isLogin ? 'primary' : 'secondary'}
            fullWidth
            onClick={() => {
              onClose();
              // Guests get the login popup, trial players the "real account needed" message.
              account.guard('rewards', () => void navigate('/member/rewardCenter'));
            }}
          >
            {t('giftMenu.rewardCentre')}
          </Button>
        </li>
      </StyledChoices>
    </Modal>
  );
}

type ChatModel = { modelId: string; name: string };

/**
 * The chat room (spec §2 "Modals"): the platform's live chat in a frame. With more than one chat model (desk)
 * the player picks one first; the launch call is made for the chosen one.
 */
export function LiveChatModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['floating', 'site']);
  const models = useMessagesChatModelsQuery();
  const list = (models.data?.list ?? []) as ChatModel[];
  const choosing = list.length > 1;
  const [chosen, setChosen] = useState<string | null>(null);
  const [launch, launched] = useLazyMessagesLaunchChatQuery();
  const language = platformLanguage(i18n.language);
  // What to launch: null while the model list is loading or the player has still to choose; '' = the default model.
  const settled = !models.isUninitialized && !models.isLoading;
  const target = !settled ? null : choosing ? chosen : (list[0]?.modelId ?? '');

  useEffect(() => {
    if (target === null) return;
    void launch({ language, ...(target ? { modelId: target } : {}) });
  }, [target, language, launch]);

  const retry = () => {
    if (target !== null) void launch({ language, ...(target ? { modelId: target } : {}) });
  };
  const chatUrl = launched.isSuccess && !launched.isFetching ? launched.data?.chatUrl : undefined;
  const chosenName = list.find((m) => m.modelId === chosen)?.name;

  let body;
  if (target === null && choosing) {
    body = (
      <StyledChoices aria-label={t('chatRoom.chooseDesk')}>
        {list.map((m) => (
          <li key={m.modelId}>
            <Button variant="secondary" fullWidth onClick={() => setChosen(m.modelId)}>
              {m.name}
            </Button>
          </li>
        ))}
      </StyledChoices>
    );
  } else if (target === null || launched.isFetching || launched.isUninitialized) {
    body = <p role="status">{t('chatRoom.loading')}</p>;
  } else if (!chatUrl) {
    body = (
      <Alert tone="danger" title={t('site:liveChatFailed')}>
        <Button variant="secondary" onClick={retry}>
          {t('chatRoom.retry')}
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <StyledChatFrame
          src={chatUrl}
          title={chosenName ? `${t('site:liveChat')}: ${chosenName}` : t('site:liveChat')}
          allow="clipboard-write"
        />
        <StyledChatLinks>
          {choosing ? (
            <Button variant="ghost" size="sm" onClick={() => setChosen(null)}>
              {t('chatRoom.otherDesk')}
            </Button>
          ) : (
            <span />
          )}
          <a href={chatUrl} target="_blank" rel="noopener noreferrer">
            {t('chatRoom.openInNewWindow')}
          </a>
        </StyledChatLinks>
      </>
    );
  }

  return (
    <Modal open onClose={onClose} title={t('site:liveChat')} size="lg" closeLabel={t('chatRoom.close')}>
      <StyledChat>{body}</StyledChat>
    </Modal>
  );
}
