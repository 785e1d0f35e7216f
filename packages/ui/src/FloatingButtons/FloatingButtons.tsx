import { useTranslation } from 'react-i18next';
import { CountBubble } from '../CountBubble/CountBubble.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ChatIcon, GiftIcon } from '../internal/icons.tsx';
import { StyledFloating } from './FloatingButtons.styles.ts';

export type FloatingButtonsProps = {
  /** Opens the gift panel (download QR, share, join or reward centre). */
  onGift?: () => void;
  giftCount?: number;
  /** Opens live chat. */
  onLiveChat?: () => void;
  giftLabel?: string;
  liveChatLabel?: string;
  /** Pinned to the viewport corner (default) or in the flow. */
  fixed?: boolean;
};

/** Floating gift and live-chat buttons in the bottom corner. */
export function FloatingButtons({
  onGift,
  giftCount = 0,
  onLiveChat,
  giftLabel,
  liveChatLabel,
  fixed = true,
}: FloatingButtonsProps) {
  const { t } = useTranslation('ui');
  if (!onGift && !onLiveChat) return null;
  const gift = giftLabel ?? t('gift');
  return (
    <StyledFloating $fixed={fixed}>
      {onGift && (
        <CountBubble count={giftCount}>
          <IconButton
            size="lg"
            round
            variant="primary"
            label={giftCount > 0 ? `${gift}, ${t('unclaimed', { count: giftCount })}` : gift}
            icon={<GiftIcon />}
            onClick={onGift}
          />
        </CountBubble>
      )}
      {onLiveChat && (
        <IconButton
          size="lg"
          round
          variant="secondary"
          label={liveChatLabel ?? t('liveChat')}
          icon={<ChatIcon />}
          onClick={onLiveChat}
        />
      )}
    </StyledFloating>
  );
}
