import { useCallback, useEffect, useState } from 'react';
import { VENDOR_SECTION_GAP_MS } from '@wl/domain';

type State = {
  readonly key: string;
  /** Sections 0 … started - 1 may load. */
  readonly started: number;
  /** The last section whose load has settled (answered, failed, or skipped), -1 for none yet. */
  readonly settled: number;
};

const fresh = (key: string, count: number): State => ({ key, started: count > 0 ? 1 : 0, settled: -1 });

export type SequentialLoad = {
  /** How many sections may load now (sections `0 … ready - 1`). */
  readonly ready: number;
  /** Section `index` has settled: its call answered, failed, or it was skipped. Repeated or stale reports are ignored. */
  readonly settle: (index: number) => void;
};

/**
 * Sections that load one at a time (spec: vendor sections, 300 ms gap): section i + 1 may start `gap` ms after
 * section i has settled, never before. A new `resetKey` (filter, vendor, list of sections) starts over from
 * the first section; reports made for an earlier key are ignored.
 */
export function useSequentialLoad(
  count: number,
  resetKey: string,
  gap: number = VENDOR_SECTION_GAP_MS,
): SequentialLoad {
  const key = `${count}|${resetKey}`;
  const [stored, setState] = useState<State>(() => fresh(key, count));
  let state = stored;
  if (stored.key !== key) {
    // A new sequence: adopt it in this render, so no section of the old one starts meanwhile.
    state = fresh(key, count);
    setState(state);
  }
  const { started, settled } = state;

  useEffect(() => {
    if (settled !== started - 1 || started >= count) return;
    const timer = setTimeout(() => {
      setState((s) =>
        s.key === key && s.started === started && s.settled === started - 1
          ? { ...s, started: started + 1 }
          : s,
      );
    }, gap);
    return () => clearTimeout(timer);
  }, [key, started, settled, count, gap]);

  const settle = useCallback(
    (index: number) =>
      setState((s) =>
        s.key === key && index === s.started - 1 && s.settled < index ? { ...s, settled: index } : s,
      ),
    [key],
  );
  return { ready: started, settle };
}
