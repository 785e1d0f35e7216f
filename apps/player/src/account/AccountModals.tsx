import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@wl/ui';
import { useSessionLoginInfoQuery, useSessionLogoutMutation } from '@wl/api/session';
import { clearSessionStorage, takeForcedPasswordChange, useSession, useTenant } from '@wl/app-shell';
import { accountActions } from './accountSlice.ts';
import { useAccountState, useFeatures, useMessages, useSingleSubmit } from './shared.ts';

// The popups' code (forms, rules, captcha, uploads) is fetched when one first opens, not with the page: most
// visits to the lobby open none. `preloadAccountModals` starts the fetch on a hint (pointer over a login button, or
// a visit that lands on /login or /register).
const popups = {
  login: preloadable(() => import('./LoginModal.tsx').then((m) => m.LoginModal)),
  register: preloadable(() => import('./RegisterModal.tsx').then((m) => m.RegisterModal)),
  forgot: preloadable(() => import('./ForgotPasswordModal.tsx').then((m) => m.ForgotPasswordModal)),
  changePassword: preloadable(() => import('./ChangePasswordModal.tsx').then((m) => m.ChangePasswordModal)),
  feedback: preloadable(() => import('./FeedbackModal.tsx').then((m) => m.FeedbackModal)),
};
const ConfirmDialog = lazy(() => import('./ConfirmDialogView.tsx'));
const NoticeDialog = lazy(() => import('../components/DialogView.tsx'));
const LoginModal = popups.login.Component;
const RegisterModal = popups.register.Component;
const ForgotPasswordModal = popups.forgot.Component;
const ChangePasswordModal = popups.changePassword.Component;
const FeedbackModal = popups.feedback.Component;

/**
 * A lazily loaded component that renders at once when its code has already arrived (a preload): `React.lazy` alone
 * suspends on its first render even then, and the popup would show a Suspense reveal later than it could.
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed fetch is tried again on the next opening
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    // The element type is chosen once per mount: switching from Lazy to the loaded type would remount the form.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Type {...props} />;
  }
  return { Component, preload };
}

/**
 * Starts loading the code of popups about to open: by default login and register (on pointer-over or focus of their
 * buttons, or a visit to /login or /register).
 */
export function preloadAccountModals(which: readonly (keyof typeof popups)[] = ['login', 'register']) {
  for (const name of which) void popups[name].preload().catch(() => undefined);
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
function useLogout() {
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
 * their popup over the home page. An invitation link (`?affiliateCode=`, `?referralCode=`, `?r=`, on /register or any
 * page) is kept on the device and opens the register popup for a visitor, so the account is made under the agent or
 * referrer who shared it.
 */
/** A query that carries an invitation code (agent and referral links). */
const INVITATION_QUERY = /[?&](affiliateCode|referralCode|r)=/;

export function AccountModals() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const tenant = useTenant();
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
      return;
    }
    // The invitation's rules load only for an address that may carry one: a code in the query, or a host that is not
    // exactly one of the site's own domains (an agent's subdomain).
    const inQuery = INVITATION_QUERY.test(search);
    const host = window.location.hostname;
    const ownHost = (tenant.domains ?? []).includes(host) || !host.includes('.') || /^[\d.]+$/.test(host);
    if (!inQuery && ownHost) {
      if (pathname === '/register') dispatch(accountActions.openRegister());
      return;
    }
    void import('./invitation.ts').then(({ takeInvitation }) => {
      const carried = takeInvitation({ search, hostname: window.location.hostname }, tenant.domains ?? []);
      if (pathname === '/register' || (inQuery && carried && !isLogin))
        dispatch(accountActions.openRegister({ invitation: carried }));
    });
    // Only a change of route opens a popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  return (
    <>
      <OnceOpened open={state.modal === 'login'}>
        <LoginModal open={state.modal === 'login'} />
      </OnceOpened>
      <OnceOpened open={state.modal === 'register'}>
        <RegisterModal open={state.modal === 'register'} invitation={state.invitation} />
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
      <OnceOpened open={state.confirmLogout}>
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
      </OnceOpened>
      <OnceOpened open={state.notice !== null}>
        <NoticeDialog
          open={state.notice !== null}
          onClose={() => dispatch(accountActions.showNotice(null))}
          title={t('notice')}
          tone="info"
          message={state.notice ? t(state.notice) : ''}
          actions={<Button onClick={() => dispatch(accountActions.showNotice(null))}>{t('ok')}</Button>}
        />
      </OnceOpened>
    </>
  );
}
