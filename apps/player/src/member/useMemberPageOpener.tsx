import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@wl/app-shell';
import type { Action } from '@wl/domain';
import { useAccountActions } from '../account/index.ts';
import { LARGE_BREAKPOINT_PX } from '../app/store.ts';
import type { MemberPage } from './pageNames.ts';

// The popup brings the member strings and the page's chunk: fetched when a page first opens in it.
const MemberPageModal = lazy(() => import('./MemberPageModal.tsx'));

const WIDE = `(min-width: ${LARGE_BREAKPOINT_PX}px)`;

/** At least the spec's large breakpoint (a browser without media queries counts as wide, as the shell does). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(WIDE);
    const on = () => setWide(list.matches);
    on();
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, []);
  return wide;
}

/**
 * Opens a member or account centre page (spec §2 "Modals"): on wide screens (>= LARGE_BREAKPOINT_PX) a logged-in
 * player gets it in a popup over the page they are on, through the same gates as the route (a trial's money page
 * shows the real-account message there, a page waits while the account's kind is unknown); on phones the page opens
 * at `/member/<page>` behind the same gates; a visitor gets the action's guard (the login popup). Render `modal` where
 * the popup belongs.
 */
export function useMemberPageOpener(): { open: (page: MemberPage, action: Action) => void; modal: ReactNode } {
  const wide = useWideScreen();
  const navigate = useNavigate();
  const { guard } = useAccountActions();
  const { isLogin } = useSession();
  const [page, setPage] = useState<MemberPage | null>(null);
  const open = useCallback(
    (target: MemberPage, action: Action) => {
      // A visitor gets the login popup; a logged-in account gets the page, whose gates (the same on the route and in
      // the popup) decide what a trial or an account of unknown kind sees, at every width.
      if (!isLogin) guard(action);
      else if (wide) setPage(target);
      else void navigate(`/member/${target}`);
    },
    [wide, isLogin, guard, navigate],
  );
  const close = useCallback(() => setPage(null), []);
  const modal = page ? (
    <Suspense fallback={null}>
      <MemberPageModal key={page} page={page} onClose={close} />
    </Suspense>
  ) : null;
  return { open, modal };
}
