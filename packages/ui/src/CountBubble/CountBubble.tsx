import type { ReactNode } from 'react';
import { StyledAnchor, StyledBubble } from './CountBubble.styles.ts';

export type CountBubbleProps = {
  count: number;
  /** Above this, show `max+`. Default 99. */
  max?: number;
  showZero?: boolean;
  /**
   * Words for screen readers, e.g. '3 unclaimed'. With `children` (an icon button) the bubble is
   * decorative and the caller puts the count into the button's name instead.
   */
  label?: string;
  children?: ReactNode;
};

/** A small count on top of an icon (unclaimed promotions + unread messages) or on its own. */
export function CountBubble({ count, max = 99, showZero = false, label, children }: CountBubbleProps) {
  const visible = count > 0 || showZero;
  const text = count > max ? `${max}+` : String(count);
  const bubble = visible ? (
    <StyledBubble
      $attached={Boolean(children)}
      aria-hidden={children ? true : undefined}
      aria-label={children ? undefined : label}
      role={children ? undefined : 'status'}
    >
      {text}
    </StyledBubble>
  ) : null;
  if (!children) return bubble;
  return (
    <StyledAnchor>
      {children}
      {bubble}
    </StyledAnchor>
  );
}
