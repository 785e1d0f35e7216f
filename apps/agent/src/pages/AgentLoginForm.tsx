import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Alert, Button, CaptchaField, FormField, Input, PasswordInput } from '@wl/ui';
import { apiErrorText, isApiError } from '@wl/api';
import { useLazySessionCaptchaQuery, useSessionLoginMutation } from '@wl/api/session-forms';
import { FIRST_LOGIN_KEY, HumanCheckError, askForcedPasswordChange, useHumanCheck } from '@wl/app-shell';
import type { LoginAnswer } from '@wl/app-shell/account';
import { afterLogin, captchaShownAfterLogin, renderMessage, validateLogin } from '@wl/domain';
import type { DomainValidationKey, PlatformErrorKey } from '@wl/i18n';
import { leaveTo } from '../app/leave.ts';

// Most logins never need it: the IP verification step is fetched when the platform asks for it.
const AgentIpVerification = lazy(() => import('./AgentIpVerification.tsx'));

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
`;

/**
 * The 'agent back office' form of /agent: username and password (captcha when the platform flags it); the login
 * is sent for the agent portal, so the platform refuses non-agents ('Non-agents cannot log in'); success goes to
 * /agentHome. A login from an IP the account has not used asks for the extra verification first (accounts §4), with
 * the member site's step.
 */
export function AgentLoginForm() {
  const { t } = useTranslation(['account', 'validation', 'errors', 'common']);
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [held, setHeld] = useState<unknown>(null);
  const busy = useRef(false);
  const [login] = useSessionLoginMutation();
  const [fetchCaptcha] = useLazySessionCaptchaQuery();
  const human = useHumanCheck();
  const validation = validateLogin({ tab: 'username', username, password, captcha, captchaShown });
  const errors = tried ? validation.errors : {};
  const text = (m: Parameters<typeof renderMessage>[0] | undefined) =>
    m ? renderMessage(m, (key, values) => t(key as DomainValidationKey, values ?? {})) : undefined;

  const refreshCaptcha = async () => {
    setCaptchaImage(null);
    setCaptchaImage((await fetchCaptcha(undefined, false)).data ?? null);
  };

  /** After the platform's yes (at once, or after the IP verification): the forced change, or the agent centre. */
  const finish = (result: LoginAnswer) => {
    const step = afterLogin({
      method: 'username',
      password,
      firstTimeLogin: result.firstTimeLogin,
      passwordExpired: result.passwordExpired,
      expiryPolicyOn: false,
      fromAgentPage: true,
    });
    if (step.markFirstLogin) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
    if (step.changePassword || result.firstTimeLogin === true) {
      // The forced password change is the member site's popup: it opens there.
      askForcedPasswordChange(
        result.passwordExpired === true && result.firstTimeLogin !== true ? 'expired' : 'firstLogin',
      );
      leaveTo('/');
      return;
    }
    navigate(step.redirectTo ?? '/agentHome');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok || busy.current) return;
    busy.current = true;
    setPending(true);
    setServerError(null);
    try {
      let humanData: { humanVerification?: string };
      try {
        // With human verification on (GEETEST3), the widget's solution (waiting for it while the work runs).
        humanData = await human.data();
      } catch (error) {
        if (!(error instanceof HumanCheckError)) throw error;
        setServerError(t('humanCheck.error'));
        return;
      }
      const result = await login({
        ...humanData,
        type: 'username',
        username: username.trim(),
        password,
        portal: 'agent',
        ...(captchaShown ? { captcha: captcha.trim() } : {}),
      }).unwrap();
      finish(result);
    } catch (error) {
      if (isApiError(error) && error.code === 'LOGIN_IP_VERIFICATION_REQUIRED') {
        // A login from an IP the account has not used: no token yet, the verification step asks for more.
        setHeld(error);
        return;
      }
      const details =
        isApiError(error) && typeof error.details === 'object' && error.details !== null
          ? (error.details as Record<string, unknown>)
          : {};
      const flagged =
        details.captchaRequired === true || (isApiError(error) && error.code === 'INVALID_CAPTCHA');
      if (captchaShownAfterLogin(captchaShown, { success: false, captcha: flagged })) {
        setCaptcha('');
        setCaptchaShown(true);
        void refreshCaptcha();
      }
      setServerError(
        human.refusal(error) ??
          (isApiError(error) ? apiErrorText(error, (key) => t(key as PlatformErrorKey)) : t('errors:server')),
      );
    } finally {
      busy.current = false;
      setPending(false);
      // A solution is good for one call: the widget takes a new challenge for the next try.
      if (human.on) human.spent();
    }
  };

  if (held) {
    return (
      <Suspense fallback={<Alert tone="info">{t('common:loading')}</Alert>}>
        <AgentIpVerification
          held={held}
          username={username.trim()}
          onVerified={finish}
          onBack={(message) => {
            setHeld(null);
            setServerError(message);
          }}
        />
      </Suspense>
    );
  }

  return (
    <StyledForm noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="agent-form-title">
      {(serverError || (tried && validation.summary)) && (
        <Alert tone="danger">{serverError ?? text(validation.summary)}</Alert>
      )}
      <FormField label={t('agent.username')} error={text(errors.username)} required>
        <Input
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </FormField>
      <FormField label={t('agent.password')} error={text(errors.password)} required>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      {captchaShown && (
        <CaptchaField
          label={t('fields.captcha')}
          name="captcha"
          value={captcha}
          onChange={setCaptcha}
          imageSrc={captchaImage}
          onRefresh={() => void refreshCaptcha()}
          error={text(errors.captcha)}
        />
      )}
      {human.field}
      <Button type="submit" fullWidth loading={pending}>
        {t('agent.submit')}
      </Button>
    </StyledForm>
  );
}
