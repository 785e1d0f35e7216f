import { lazy, Suspense, useEffect, useState } from 'react';
import { protectionMeta, useProtectionStatusQuery } from '@wl/api/protection';
import { useMayCall, useWhitelabel } from '@wl/app-shell';
import { nextRealityCheck } from '@wl/domain';
import { isPageAvailable } from '../menu.ts';

// The dialog brings the protection strings: fetched when the first check is due.
const RealityCheckDialog = lazy(() => import('./RealityCheckDialog.tsx'));

/**
 * The reality check over the whole site (issue 31): when the player set an interval, a dialog at each whole interval
 * since this session started says how long they have played and what they bet and won. Continue waits for the next.
 */
export default function RealityCheck() {
  const may = useMayCall();
  const whitelabel = useWhitelabel();
  const on =
    may(protectionMeta['protection.status']) === true &&
    whitelabel.loaded &&
    isPageAvailable('responsibleGaming', {
      whitelabel: whitelabel.tree,
      isSingleWallet: undefined,
      toUpline: undefined,
      memberType: undefined,
    });
  const status = useProtectionStatusQuery(undefined, { skip: !on });
  const every = on ? (status.data?.realityCheck.everyMinutes ?? null) : null;
  const startedAt = status.data?.sessionStartedAt;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open || every === null || startedAt === undefined) return undefined;
    const now = new Date();
    const due = nextRealityCheck(new Date(startedAt), every, now);
    const timer = window.setTimeout(() => setOpen(true), due.getTime() - now.getTime());
    return () => window.clearTimeout(timer);
  }, [open, every, startedAt]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
