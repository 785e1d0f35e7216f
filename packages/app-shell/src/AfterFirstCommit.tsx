import { useEffect, type ReactNode } from 'react';

/**
 * Calls `onCommit` once its children's first render has been committed (and painted: a passive effect), then on
 * every later change of `onCommit`. The player's start-up releases the answers it holds back while React builds the
 * first screen in a time-sliced render (`ApiStore.holdResults`).
 */
export function AfterFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return children;
}
