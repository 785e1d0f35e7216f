import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Button, ConfirmDialog, Dialog } from '@wl/ui';
import { useSessionLoginInfoQuery, useSessionLogoutMutation } from '@wl/api/session';
import { clearSessionStorage, useSession } from '@wl/app-shell';
import { accountActions } from './accountSlice.ts';
import { useAccountState, useFeatures, useMessages, useSingleSubmit } from './shared.ts';
import { LoginModal } from './LoginModal.tsx';
import { RegisterModal } from './RegisterModal.tsx';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { FeedbackModal } from './FeedbackModal.tsx';

/** Logout everywhere (spec): the logout call, session storage cleared but merchant and merchantCode, back to '/'. */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout] = useSessionLogoutMutation();
  const { run, pending } = useSingleSubmit();
  const signOut = () =>
    run(async () => {
      try {
        await logout().unwrap();
      } catch {
        // The session ends here whatever the platform answered.
      }
      clearSessionStorage();
      dispatch(accountActions.setConfirmLogout(false));
      dispatch(accountActions.closeModal());
      navigate('/');
    });
  return { signOut, pending };
}

/**
 * Every account popup of the player site, mounted once in the layout: login, register, forgot password,
 * change password, feedback, the sign-out confirmation and the trial notice. /login and /register open
 * their popup over the home page (/register reads ?referralCode=).
 */
export function AccountModals() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useMessages();
  const state = useAccountState();
  const { isLogin } = useSession();
  const { signOut, pending } = useLogout();
  const { features } = useFeatures();
  // Login info of the session: a forced password change still pending (first login, or expiry under the policy)
  // reopens the change-password popup, also after a reload.
  const loginInfo = useSessionLoginInfoQuery(undefined, { skip: !isLogin });
  const mustChange = loginInfo.data
    ? loginInfo.data.firstTimeLogin ||
      (loginInfo.data.passwordExpired && features.forcePasswordChangeOnExpiry)
    : false;
  const firstTimeLogin = loginInfo.data?.firstTimeLogin === true;
  useEffect(() => {
    if (isLogin && mustChange)
      dispatch(accountActions.openChangePassword(firstTimeLogin ? 'firstLogin' : 'expired'));
  }, [isLogin, mustChange, firstTimeLogin, dispatch]);

  useEffect(() => {
    if (pathname === '/login') {
      if (isLogin && state.modal !== 'changePassword') navigate('/', { replace: true });
      else if (!isLogin) dispatch(accountActions.openModal('login'));
    } else if (pathname === '/register') {
      dispatch(
        accountActions.openRegister({ referralCode: new URLSearchParams(search).get('referralCode') }),
      );
    }
    // Only a change of route opens a popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  return (
    <>
      <LoginModal open={state.modal === 'login'} />
      <RegisterModal open={state.modal === 'register'} referralCode={state.referralCode} />
      <ForgotPasswordModal open={state.modal === 'forgot'} />
      <ChangePasswordModal
        open={state.modal === 'changePassword'}
        reason={state.changePasswordReason}
        onSignOut={() => void signOut()}
      />
      <FeedbackModal open={state.modal === 'feedback'} />
      <ConfirmDialog
        open={state.confirmLogout}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmLabel={t('logout.confirm')}
        cancelLabel={t('cancel')}
        loading={pending}
        onConfirm={() => void signOut()}
        onCancel={() => dispatch(accountActions.setConfirmLogout(false))}
      />
      <Dialog
        open={state.notice !== null}
        onClose={() => dispatch(accountActions.showNotice(null))}
        title={t('notice')}
        tone="info"
        message={state.notice ? t(state.notice) : ''}
        actions={<Button onClick={() => dispatch(accountActions.showNotice(null))}>{t('ok')}</Button>}
      />
    </>
  );
}
