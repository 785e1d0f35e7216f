import { useEffect, useRef } from 'react';
import { focusableIn, trapTab } from './focus.ts';

let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const body = document.body;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
}

/**
 * Modal behaviour: scroll lock (nested modals count), initial focus, Tab kept inside, Escape, and focus
 * returned to the element that had it before opening.
 */
export function useModalBehaviour(
  open: boolean,
  containerRef: React.RefObject<HTMLElement | null>,
  options: { onEscape?: () => void; initialFocusRef?: React.RefObject<HTMLElement | null> },
) {
  const onEscape = useRef(options.onEscape);
  useEffect(() => {
    onEscape.current = options.onEscape;
  }, [options.onEscape]);
  const initialFocusRef = options.initialFocusRef;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    lockScroll();
    const container = containerRef.current;
    const target = initialFocusRef?.current ?? (container ? focusableIn(container)[0] : undefined) ?? container;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const node = containerRef.current;
      if (!node) return;
      if (event.key === 'Escape' && onEscape.current) {
        event.stopPropagation();
        onEscape.current();
        return;
      }
      trapTab(event, node);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, containerRef, initialFocusRef]);
}
