import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Button, ConfirmDialog, Dialog } from '@wl/ui';
import { useSessionLoginInfoQuery, useSessionLogoutMutation } from '@wl/api/session';
import { clearSessionStorage, takeForcedPasswordChange, useSession } from '@wl/app-shell';
import { accountActions } from './accountSlice.ts';
import { useAccountState, useFeatures, useMessages, useSingleSubmit } from './shared.ts';

// The popups' code (forms, rules, captcha, uploads) is fetched when one first opens, not with the page: most
// visits to the lobby open none. `preloadAccountModals` starts the fetch on a hint (pointer over a login button).
const loaders = {
  login: () => import('./LoginModal.tsx'),
  register: () => import('./RegisterModal.tsx'),
  forgot: () => import('./ForgotPasswordModal.tsx'),
  changePassword: () => import('./ChangePasswordModal.tsx'),
  feedback: () => import('./FeedbackModal.tsx'),
};
const LoginModal = lazy(() => loaders.login().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => loaders.register().then((m) => ({ default: m.RegisterModal })));
const ForgotPasswordModal = lazy(() => loaders.forgot().then((m) => ({ default: m.ForgotPasswordModal })));
const ChangePasswordModal = lazy(() => loaders.changePassword().then((m) => ({ default: m.ChangePasswordModal })));
const FeedbackModal = lazy(() => loaders.feedback().then((m) => ({ default: m.FeedbackModal })));

/** Starts loading the code of the login and register popups (e.g. on pointer-over or focus of their buttons). */
export function preloadAccountModals() {
  void loaders.login().catch(() => undefined);
  void loaders.register().catch(() => undefined);
}

/**
 * Mounts a popup from its first opening on and keeps it mounted, so what the user typed survives closing it,
 * as it did before the popups were split off.
 */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
  // The popups' code is fetched beside the account strings (an area namespace this component waits for), not after.
  if (pathname === '/login' || pathname === '/register') preloadAccountModals();
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

  // A forced change asked for by the agent login (/agent, same tab) opens here, where the spec has it.
  useEffect(() => {
    if (!isLogin) return;
    const asked = takeForcedPasswordChange();
    if (asked) dispatch(accountActions.openChangePassword(asked));
  }, [isLogin, dispatch]);

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
      <OnceOpened open={state.modal === 'login'}>
        <LoginModal open={state.modal === 'login'} />
      </OnceOpened>
      <OnceOpened open={state.modal === 'register'}>
        <RegisterModal open={state.modal === 'register'} referralCode={state.referralCode} />
      </OnceOpened>
      <OnceOpened open={state.modal === 'forgot'}>
        <ForgotPasswordModal open={state.modal === 'forgot'} />
      </OnceOpened>
      <OnceOpened open={state.modal === 'changePassword'}>
        <ChangePasswordModal
          open={state.modal === 'changePassword'}
          reason={state.changePasswordReason}
          onSignOut={() => void signOut()}
        />
      </OnceOpened>
      <OnceOpened open={state.modal === 'feedback'}>
        <FeedbackModal open={state.modal === 'feedback'} />
      </OnceOpened>
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
