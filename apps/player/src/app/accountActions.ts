import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@wl/app-shell';
import { decideAction, type Action } from '@wl/domain';
import { useAppDispatch } from './hooks.ts';
import { flash, setLogoutConfirmOpen } from './store.ts';

export type AccountActions = {
  openLogin: () => void;
  openRegister: () => void;
  openFeedback: () => void;
  confirmLogout: () => void;
  /** Applies the domain's role decision: guest -> login popup, trial -> in_need_true_account. */
  guard: (action: Action) => boolean;
};

/**
 * Adapter to the account area's `useAccountActions()` (apps/player/src/account/index.ts). Until that module
 * exists, the routes /login and /register open the popups (spec), the trial message is a flash, and sign-out is
 * confirmed by the shell's own dialog.
 */
export function useAccountActions(): AccountActions {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { role } = useSession();
  const openLogin = useCallback(() => navigate('/login'), [navigate]);
  const guard = useCallback(
    (action: Action) => {
      const decision = decideAction(role, action);
      if (decision.allowed) return true;
      if (decision.reaction === 'loginPopup') openLogin();
      else if (decision.reaction === 'message') dispatch(flash({ tone: 'warning', key: `site:${decision.messageKey}` }));
      else navigate(decision.to);
      return false;
    },
    [role, openLogin, dispatch, navigate],
  );
  return useMemo(
    () => ({
      openLogin,
      openRegister: () => navigate('/register'),
      openFeedback: () => navigate('/help'),
      confirmLogout: () => dispatch(setLogoutConfirmOpen(true)),
      guard,
    }),
    [openLogin, navigate, dispatch, guard],
  );
}
