import { throttleCheck } from '@wl/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Leading-edge throttle: the first call runs, calls within `ms` after it are dropped (spec: captcha
 * refresh once per second, favourite toggle 1000 ms); the rule is `throttleCheck` of `@wl/domain`.
 */
export function useThrottledCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): (...args: A) => void {
  const last = useRef<number | undefined>(undefined);
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (!throttleCheck(last.current, now, ms).allowed) return;
      last.current = now;
      fnRef.current(...args);
    },
    [ms],
  );
}

/** Seconds left until `endsAt` (ms epoch), ticking every second; 0 when done or when `endsAt` is null. */
export function useCountdown(endsAt: number | null | undefined): number {
  const calc = () => (endsAt ? Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)) : 0);
  const [left, setLeft] = useState(calc);
  useEffect(() => {
    const tick = () => setLeft(endsAt ? Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)) : 0);
    tick();
    if (!endsAt) return;
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [endsAt]);
  return left;
}

/** Current time, re-rendering every `ms`. */
export function useNow(ms = 1000, initial?: number): number {
  const [now, setNow] = useState(() => initial ?? Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** Calls `onOutside` on a pointer-down outside every given element while `active`. */
export function useOutsideClick(
  refs: Array<React.RefObject<HTMLElement | null>>,
  onOutside: () => void,
  active: boolean,
) {
  const cb = useRef(onOutside);
  useEffect(() => {
    cb.current = onOutside;
  }, [onOutside]);
  useEffect(() => {
    if (!active) return;
    const handler = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refs.every((r) => !r.current || !r.current.contains(target))) cb.current();
    };
    document.addEventListener('pointerdown', handler);
    return () => document.removeEventListener('pointerdown', handler);
  }, [active, refs]);
}
