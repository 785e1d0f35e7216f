import { useCallback, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';

/**
 * A text typed (or filled in by the browser's password manager) into a prerendered input before React hydrated it
 * (docs/decisions/0010): React keeps it on the screen but not in a controlled input's state, so the next render would
 * set it back and a submit would send nothing. Once hydrated, the input hands it to `onChange`, as if it had been
 * typed a moment later (React 19 does this itself only behind a flag, `enableHydrationChangeEvent`).
 *
 * Returns the ref to put on the input, joined with the caller's own `ref`. Does nothing in an input the browser
 * rendered: there the element's value is the state's.
 */
export function useValueTypedEarly<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  ref: Ref<E> | undefined,
): (element: E | null) => void {
  const element = useRef<E | null>(null);
  useLayoutEffect(() => {
    const el = element.current;
    // Only a controlled input, and only a value the user gave (an empty one is what the HTML had: a number input
    // whose state is not a number shows empty too).
    if (!el || !onChange || value === undefined || value === null) return;
    if (el.value !== '' && el.value !== String(value))
      onChange({ target: el, currentTarget: el, type: 'change' } as unknown as ChangeEvent<E>);
    // Once, as the input mounts (hydrates): later changes are React's own events.
  }, []);
  return useCallback(
    (el: E | null) => {
      element.current = el;
      if (typeof ref === 'function') return ref(el);
      if (ref) ref.current = el;
    },
    [ref],
  );
}
