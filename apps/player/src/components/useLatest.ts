import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref to this render's value, set as the render commits. A part drawn from deferred props (the header's bar, the
 * side menu, the footer) keeps the handlers of the render it was drawn in until its deferred render commits; handlers
 * that read what they act on from here act on the present (a trial account's Deposit gets the real-account message,
 * even when tapped before the bar has caught up with the member's details).
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
