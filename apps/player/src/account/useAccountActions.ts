import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useSession } from '@wl/app-shell';
import { decideAction, type Action, type ActionDecision } from '@wl/domain';
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
   * in_need_true_account message, a non-agent asking for agent areas goes to /agent. Returns true when allowed now,
   * after running `then`. While member info has not said which kind of account this is, nothing is allowed but play:
   * the guard returns false and decides again when it answers, running `then` only if the action is allowed then.
   */
  guard: (action: Action, then?: () => void) => boolean;
};

export function useAccountActions(): AccountActions {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { role, isLogin } = useSession();
  const react = useCallback(
    (decision: Exclude<ActionDecision, { allowed: true }>) => {
      if (decision.reaction === 'wait') return;
      if (decision.reaction === 'loginPopup') dispatch(accountActions.openModal('login'));
      else if (decision.reaction === 'message') dispatch(accountActions.showNotice(decision.messageKey));
      else if (decision.to === '/agent') window.location.assign('/agent');
      else navigate(decision.to);
    },
    [dispatch, navigate],
  );
  // The action asked for before the account's kind was known: decided when it is (the last one asked wins).
  const waiting = useRef<{ action: Action; then?: () => void } | null>(null);
  useEffect(() => {
    const asked = waiting.current;
    if (!asked || role === 'member') return;
    waiting.current = null;
    const decision = decideAction(role, asked.action);
    if (decision.allowed) asked.then?.();
    else react(decision);
  }, [role, react]);
  const guard = useCallback(
    (action: Action, then?: () => void) => {
      const decision = decideAction(role, action);
      if (decision.allowed) {
        then?.();
        return true;
      }
      if (decision.reaction === 'wait') waiting.current = { action, then };
      else react(decision);
      return false;
    },
    [role, react],
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
