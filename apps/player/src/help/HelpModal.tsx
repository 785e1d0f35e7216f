import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { openHelp } from '../app/store.ts';

// The topics are platform HTML (DOMPurify): the popup's code is fetched when it first opens.
const HelpDialog = lazy(() => import('./HelpDialog.tsx'));

/** The help centre popup (spec §2 "Modals"), mounted once in the layout; `openHelp(topic)` opens it. */
export function HelpModal() {
  const dispatch = useAppDispatch();
  const topic = useAppSelector((state) => state.shell.helpTopic);
  const close = useCallback(() => dispatch(openHelp(null)), [dispatch]);
  if (topic === null) return null;
  return (
    <Suspense fallback={null}>
      <HelpDialog topic={topic} onClose={close} />
    </Suspense>
  );
}
