import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useSession } from '@wl/app-shell';
import { decideAction, type Action } from '@wl/domain';
import { accountActions } from './accountSlice.ts';

export type AccountActions = {
  openLogin: () => void;
  openRegister: () => void;
  openFeedback: () => void;
  /** The member centre's "change password". */
  openChangePassword: () => void;
  /** Asks for confirmation, then logs out (see AccountModals). */
  confirmLogout: () => void;
  /**
   * May the current user take this action? A guest gets the login popup, a trial user the
   * in_need_true_account message, a non-agent asking for agent areas goes to /agent. Returns true when allowed.
   */
  guard: (action: Action) => boolean;
};

export function useAccountActions(): AccountActions {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { role, isLogin } = useSession();
  const guard = useCallback(
    (action: Action) => {
      const decision = decideAction(role, action);
      if (decision.allowed) return true;
      if (decision.reaction === 'loginPopup') dispatch(accountActions.openModal('login'));
      else if (decision.reaction === 'message') dispatch(accountActions.showNotice(decision.messageKey));
      else if (decision.to === '/agent') window.location.assign('/agent');
      else navigate(decision.to);
      return false;
    },
    [role, dispatch, navigate],
  );
  return useMemo(
    () => ({
      openLogin: () => dispatch(accountActions.openModal('login')),
      openRegister: () => dispatch(accountActions.openRegister()),
      // Feedback carries the sender's account: a guest logs in first.
      openFeedback: () => dispatch(accountActions.openModal(isLogin ? 'feedback' : 'login')),
      openChangePassword: () => dispatch(accountActions.openChangePassword('member')),
      confirmLogout: () => dispatch(accountActions.setConfirmLogout(true)),
      guard,
    }),
    [dispatch, guard, isLogin],
  );
}
