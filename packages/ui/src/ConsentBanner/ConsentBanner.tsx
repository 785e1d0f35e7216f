import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { StyledActions, StyledBanner, StyledInner, StyledText } from './ConsentBanner.styles.ts';

export type ConsentBannerProps = {
  /** The banner's heading, also its accessible name, e.g. 'Cookies and analytics'. */
  title: ReactNode;
  /** What is asked and how to change the choice later. */
  message: ReactNode;
  acceptLabel: string;
  declineLabel: string;
  onAccept: () => void;
  onDecline: () => void;
  /** Move keyboard focus to the banner when it appears (it was reopened on request, e.g. from 'Cookie settings'). */
  focusOnMount?: boolean;
};

/**
 * A non-modal cookie-consent banner at the bottom of the page (a named region, not a dialog: the page stays usable).
 * Accept and decline are equally prominent buttons. Place it as the last child of the page's frame.
 */
export function ConsentBanner({
  title,
  message,
  acceptLabel,
  declineLabel,
  onAccept,
  onDecline,
  focusOnMount = false,
}: ConsentBannerProps) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <StyledBanner ref={ref} aria-labelledby={titleId} tabIndex={-1}>
      <StyledInner>
        <StyledText>
          <h2 id={titleId}>{title}</h2>
          <p>{message}</p>
        </StyledText>
        <StyledActions>
          <Button variant="secondary" onClick={onAccept}>
            {acceptLabel}
          </Button>
          <Button variant="secondary" onClick={onDecline}>
            {declineLabel}
          </Button>
        </StyledActions>
      </StyledInner>
    </StyledBanner>
  );
}
