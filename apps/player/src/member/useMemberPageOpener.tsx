import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Action } from '@wl/domain';
import { useAccountActions } from '../account/index.ts';
import { useMediaQuery } from '../components/useMediaQuery.ts';
import { LARGE_BREAKPOINT_PX } from '../app/store.ts';
import type { MemberPage } from './pageNames.ts';

// The popup brings the member strings and the page's chunk: fetched when a page first opens in it.
const MemberPageModal = lazy(() => import('./MemberPageModal.tsx'));

const WIDE = `(min-width: ${LARGE_BREAKPOINT_PX}px)`;

/** At least the spec's large breakpoint (a browser without media queries counts as wide, as the shell does). */
function useWideScreen(): boolean {
  return useMediaQuery(WIDE, true);
}

/**
 * Opens a member or account centre page (spec §2 "Modals"), once the action's guard allows it: on wide screens
 * (>= LARGE_BREAKPOINT_PX) in a popup over the page the player is on, through the same gates as the route; on phones
 * at `/member/<page>`. Render `modal` where the popup belongs.
 */
export function useMemberPageOpener(): {
  open: (page: MemberPage, action: Action) => void;
  modal: ReactNode;
} {
  const wide = useWideScreen();
  const navigate = useNavigate();
  const { guard } = useAccountActions();
  const [page, setPage] = useState<MemberPage | null>(null);
  const open = useCallback(
    (target: MemberPage, action: Action) => {
      // The action's guard first (a visitor gets the login popup, a trial the real-account message, a tap made before
      // member info has answered is decided when it has), then the page: in a popup on wide screens, else its route.
      guard(action, () => (wide ? setPage(target) : void navigate(`/member/${target}`)));
    },
    [wide, guard, navigate],
  );
  const close = useCallback(() => setPage(null), []);
  const modal = page ? (
    <Suspense fallback={null}>
      <MemberPageModal key={page} page={page} onClose={close} />
    </Suspense>
  ) : null;
  return { open, modal };
}
