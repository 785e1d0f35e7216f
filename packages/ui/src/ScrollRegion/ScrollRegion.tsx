import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledScrollRegion = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export type ScrollRegionProps = {
  /** What the region holds, said when the keyboard reaches it (or `labelledBy`: the id of its visible caption). */
  label?: string;
  labelledBy?: string;
  children?: ReactNode;
  className?: string;
};

/** Whether an element's content is wider or taller than the element itself (so it scrolls). */
function overflows(el: HTMLElement): boolean {
  return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
}

/**
 * A box that scrolls sideways when its content (a wide table, a merchant's rules) is wider than the screen. While it
 * scrolls, it is a named region in the Tab order, so a keyboard user can reach it and scroll it with the arrow keys
 * (WCAG 2.1.1; axe's scrollable-region-focusable); while everything fits it is a plain box with no extra Tab stop.
 */
export function ScrollRegion({ label, labelledBy, children, className }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () => setScrolls(overflows(el));
    check();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The box changes width with the screen; its content with what arrives (rows, a rule's text).
    const resized = new ResizeObserver(check);
    const observeChildren = () => {
      resized.disconnect();
      resized.observe(el);
      for (const child of Array.from(el.children)) resized.observe(child);
    };
    observeChildren();
    const changed = new MutationObserver(() => {
      observeChildren();
      check();
    });
    changed.observe(el, { childList: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return (
    <StyledScrollRegion
      ref={ref}
      className={className}
      {...(scrolls
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': labelledBy ? undefined : label,
            'aria-labelledby': labelledBy,
          }
        : {})}
    >
      {children}
    </StyledScrollRegion>
  );
}
