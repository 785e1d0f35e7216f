import { lazy, Suspense } from 'react';
import { useSession } from '@wl/app-shell';

// The reality check's scheduler and dialog come after login, in a chunk of their own: never in the first download.
const RealityCheck = lazy(() => import('./RealityCheck.tsx'));

/** Mounted in the shell: for a logged-in real account, loads the reality check (issue 31). */
export function RealityCheckGate() {
  const session = useSession();
  if (!session.isLogin || session.isTrial) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
