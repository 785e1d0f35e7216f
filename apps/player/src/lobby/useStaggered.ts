import { startTransition, useEffect, useState } from 'react';
import { VENDOR_SECTION_GAP_MS } from '@wl/domain';

/** How many of `count` sections may load now: one at a time, `gap` ms apart (spec: 300 ms). */
export function useStaggered(count: number, resetKey: string, gap: number = VENDOR_SECTION_GAP_MS): number {
  const [ready, setReady] = useState(count > 0 ? 1 : 0);
  useEffect(() => {
    setReady(count > 0 ? 1 : 0);
    if (count <= 1) return;
    // Each new section renders as a transition: in slices that yield to taps and scrolling.
    const timer = setInterval(() => {
      startTransition(() => {
        setReady((n) => {
          if (n + 1 >= count) clearInterval(timer);
          return Math.min(count, n + 1);
        });
      });
    }, gap);
    return () => clearInterval(timer);
  }, [count, resetKey, gap]);
  return ready;
}
