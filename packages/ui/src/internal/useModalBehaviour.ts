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

/** The open modals, the last opened last: only the topmost one answers Escape and keeps Tab. */
const openModals: object[] = [];

/** How many open modals hold each element inert, and the elements this module made inert (to undo only those). */
const inertHolds = new Map<Element, number>();
const madeInert = new Set<Element>();
const isLiveRegion = (el: Element) =>
  el.matches('[aria-live], [role="status"], [role="alert"], [role="log"]');

/**
 * Makes everything beside the modal inert: the other children of the page's body (the app's root, an earlier
 * modal), so a screen reader's browse mode and a pointer cannot reach what the dialog covers. Live regions (the
 * toasts) stay reachable: a message shown over a modal is still announced and can be closed. Nothing happens for
 * a modal rendered into another container. Returns the undo.
 */
function inertOutside(node: HTMLElement): () => void {
  let layer: HTMLElement | null = node;
  while (layer && layer.parentElement !== document.body) layer = layer.parentElement;
  if (!layer) return () => undefined;
  const others = [...document.body.children].filter(
    (el) =>
      el !== layer && !isLiveRegion(el) && !['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK'].includes(el.tagName),
  );
  for (const el of others) {
    const holds = inertHolds.get(el) ?? 0;
    if (holds === 0 && !el.hasAttribute('inert')) {
      el.setAttribute('inert', '');
      madeInert.add(el);
    }
    inertHolds.set(el, holds + 1);
  }
  return () => {
    for (const el of others) {
      const holds = (inertHolds.get(el) ?? 1) - 1;
      if (holds > 0) {
        inertHolds.set(el, holds);
        continue;
      }
      inertHolds.delete(el);
      if (madeInert.delete(el)) el.removeAttribute('inert');
    }
  };
}

/**
 * Modal behaviour: scroll lock (nested modals count), the page behind made inert, initial focus, Tab kept inside,
 * Escape, and focus returned to the element that had it before opening.
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
    const restoreOutside = container ? inertOutside(container) : () => undefined;
    const self = {};
    openModals.push(self);
    const target =
      initialFocusRef?.current ?? (container ? focusableIn(container)[0] : undefined) ?? container;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const node = containerRef.current;
      if (!node || openModals.at(-1) !== self) return;
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
      openModals.splice(openModals.indexOf(self), 1);
      unlockScroll();
      // The page is no longer inert before focus goes back to it.
      restoreOutside();
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, containerRef, initialFocusRef]);
}
