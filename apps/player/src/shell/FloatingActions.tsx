import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FloatingButtons } from '@wl/ui';
import { useUnclaimedCount } from './useUnclaimedCount.ts';

const dialogs = () => import('./FloatingDialogs.tsx');
const GiftMenu = lazy(() => dialogs().then((m) => ({ default: m.GiftMenu })));
const LiveChatModal = lazy(() => dialogs().then((m) => ({ default: m.LiveChatModal })));

/** The floating gift (with the header's unclaimed count) and live-chat buttons, the gift's choices and the chat room. */
export function FloatingActions() {
  const { t } = useTranslation('site');
  const [giftOpen, setGiftOpen] = useState(false);
  // The gift's dialog stays mounted once opened: it closes (and gives focus back) as a dialog does.
  const [giftUsed, setGiftUsed] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const count = useUnclaimedCount();
  return (
    <>
      <FloatingButtons
        giftLabel={t('giftMenu.button')}
        liveChatLabel={t('liveChat')}
        giftCount={count}
        onGift={() => {
          setGiftUsed(true);
          setGiftOpen(true);
        }}
        onLiveChat={() => setChatOpen(true)}
      />
      <Suspense fallback={null}>
        {giftUsed && <GiftMenu open={giftOpen} onClose={() => setGiftOpen(false)} />}
        {chatOpen && <LiveChatModal onClose={() => setChatOpen(false)} />}
      </Suspense>
    </>
  );
}
