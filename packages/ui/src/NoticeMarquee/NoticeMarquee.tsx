import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton.tsx';
import { InfoIcon } from '../internal/icons.tsx';
import {
  StyledMarquee,
  StyledMarqueeControl,
  StyledMarqueeIcon,
  StyledNotice,
  StyledTrack,
  StyledViewport,
} from './NoticeMarquee.styles.ts';

export type Notice = { id: string; text: string };

export type NoticeMarqueeProps = {
  notices: readonly Notice[];
  /** Click on a notice: the page opens the notice modal at this index (spec). */
  onOpen: (index: number) => void;
  label?: string;
  /** Scroll speed: seconds for one pass. */
  seconds?: number;
  /** Start paused (visual review); users pause by hover, focus or the pause button. */
  paused?: boolean;
};

/**
 * Scrolling notices. Each notice is a button (keyboard reachable); hover and focus pause the scroll,
 * and a pause button meets WCAG 2.2.2. The list is duplicated for a seamless loop; the copy is hidden.
 */
export function NoticeMarquee({
  notices,
  onOpen,
  label,
  seconds,
  paused: startPaused = false,
}: NoticeMarqueeProps) {
  const { t } = useTranslation('ui');
  const [paused, setPaused] = useState(startPaused);
  if (notices.length === 0) return null;
  const duration = seconds ?? Math.max(12, notices.reduce((n, x) => n + x.text.length, 0) / 6);
  return (
    <StyledMarquee aria-label={label ?? t('notices')}>
      <StyledMarqueeIcon>
        <InfoIcon />
      </StyledMarqueeIcon>
      <StyledViewport>
        <StyledTrack $paused={paused} $seconds={duration}>
          {[0, 1].map((copy) =>
            notices.map((notice, index) => (
              <li key={`${copy}-${notice.id}`} aria-hidden={copy === 1 || undefined}>
                <StyledNotice
                  type="button"
                  tabIndex={copy === 1 ? -1 : undefined}
                  onClick={() => onOpen(index)}
                >
                  {notice.text}
                </StyledNotice>
              </li>
            )),
          )}
        </StyledTrack>
      </StyledViewport>
      <StyledMarqueeControl>
        <IconButton
          size="sm"
          label={paused ? t('playNotices') : t('pauseNotices')}
          aria-pressed={paused}
          icon={paused ? <span aria-hidden="true">▶</span> : <span aria-hidden="true">❚❚</span>}
          onClick={() => setPaused(!paused)}
        />
      </StyledMarqueeControl>
    </StyledMarquee>
  );
}
