import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { CaptchaField, FormField, Input, Modal, PasswordInput, SmsCodeField, Tabs, Button } from '@wl/ui';
import { useLazySessionLoginInfoQuery } from '@wl/api/session';
import {
  useSessionFreeplayMutation,
  useSessionLoginMutation,
  useSessionSmsLoginCodeMutation,
} from '@wl/api/session-forms';
import { FIRST_LOGIN_KEY, HumanCheckError, useHumanCheck, useTenant } from '@wl/app-shell';
import { useLazySiteEncryptionKeyQuery } from '@wl/api/site';
import { encryptionAdapterFor } from '@wl/api/crypto/tenant';
import { sealFreePlayRandom } from '@wl/api/crypto/sealed';
import {
  afterLogin,
  captchaShownAfterLogin,
  validateLogin,
  type LoginMethod,
  type LoginTab,
} from '@wl/domain';
import type { ThirdPartyDetailsRequired } from '@wl/api/contract';
import { accountActions } from './accountSlice.ts';
import { errorCode, errorDetails, useFeatures, useMessages, useSingleSubmit } from './shared.ts';
import {
  CheckField,
  FormMessage,
  MobileField,
  StyledForm,
  StyledLinkButton,
  StyledLinks,
  SubmitButton,
  WarningDialog,
  useDefaultDialingCode,
} from './parts.tsx';
import { readRemembered, saveRemembered } from './remember.ts';
import { useCaptcha } from './useCaptcha.ts';
import {
  IpVerificationStep,
  ipVerificationOf,
  useSmsSender,
  type IpVerification,
} from '@wl/app-shell/account';
import { humanVerification } from './humanVerification.ts';
import { ScreenBanner } from './ScreenBanner.tsx';
import { ThirdPartyButtons } from './thirdParty/ThirdPartyButtons.tsx';
import { ThirdPartyDetails } from './thirdParty/ThirdPartyDetails.tsx';

/** The login popup: username and SMS tabs, captcha when flagged, remember for one day, free play. */
export function LoginModal({ open }: { open: boolean }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useMessages();
  const close = () => {
    dispatch(accountActions.closeModal());
    if (pathname === '/login') navigate('/', { replace: true });
  };
  return (
    <Modal open={open} onClose={close} title={t('login.title')} size="sm">
      <ScreenBanner group="w_login" />
      <LoginForm />
    </Modal>
  );
}

function LoginForm() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t, text, errorText } = useMessages();
  const { features } = useFeatures();
  const remembered = readRemembered();
  const [tab, setTab] = useState<LoginTab>('username');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(remembered?.mobile ?? '');
  const defaultDial = useDefaultDialingCode(features.countryCode);
  const [dial, setDial] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const captchaImage = useCaptcha(captchaShown);
  const [login] = useSessionLoginMutation();
  const [freeplay] = useSessionFreeplayMutation();
  const tenant = useTenant();
  const [platformKey] = useLazySiteEncryptionKeyQuery();
  const [loadLoginInfo] = useLazySessionLoginInfoQuery();
  const [sendLoginCode] = useSessionSmsLoginCodeMutation();
  const { run, pending } = useSingleSubmit();
  const countryDialingCode = features.countryCode ? dial || defaultDial : undefined;
  const sms = useSmsSender(() =>
    sendLoginCode({
      mobileNum: mobile.trim(),
      ...(countryDialingCode ? { countryDialingCode } : {}),
    }).unwrap(),
  );

  const [verification, setVerification] = useState<IpVerification | null>(null);
  // A first third-party login that needs more details (thirdParty/ThirdPartyDetails.tsx).
  const [thirdPartyDetails, setThirdPartyDetails] = useState<ThirdPartyDetailsRequired | null>(null);
  const human = useHumanCheck();

  const values = { tab, username, password, mobile, code, captcha, captchaShown };
  const validation = validateLogin(values);
  const errors = tried ? validation.errors : {};

  const finish = async (
    result: { firstTimeLogin?: boolean | undefined; passwordExpired?: boolean | undefined },
    method: LoginMethod,
  ) => {
    const step = afterLogin({
      method,
      password: method === 'username' ? password : undefined,
      firstTimeLogin: result.firstTimeLogin,
      passwordExpired: result.passwordExpired,
      expiryPolicyOn: features.forcePasswordChangeOnExpiry,
    });
    if (step.markFirstLogin) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
    if (step.changePassword) {
      dispatch(
        accountActions.openChangePassword(
          result.passwordExpired && !result.firstTimeLogin ? 'expired' : 'firstLogin',
        ),
      );
      return;
    }
    void loadLoginInfo(undefined, false);
    dispatch(accountActions.closeModal());
    if (pathname === '/login') navigate('/', { replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok) return;
    void run(async () => {
      setServerError(null);
      const verify = humanVerification();
      const extra = verify ? await verify() : {};
      let humanData: { humanVerification?: string };
      try {
        // With human verification on (GEETEST3), the widget's solution (waiting for it while the work runs).
        humanData = await human.data();
      } catch (error) {
        if (!(error instanceof HumanCheckError)) throw error;
        setServerError(t('humanCheck.error'));
        human.spent();
        return;
      }
      const request =
        tab === 'username'
          ? { type: 'username' as const, username: username.trim(), password }
          : {
              // As the gateway takes an SMS login (accounts-and-money §7): the mobile as the username, the code as
              // the password.
              type: 'sms' as const,
              username: mobile.replace(/[\s\-()]/g, ''),
              password: code.trim(),
              ...(countryDialingCode ? { countryDialingCode } : {}),
            };
      try {
        const result = await login({
          ...extra,
          ...humanData,
          ...request,
          ...(captchaShown ? { captcha: captcha.trim() } : {}),
        }).unwrap();
        saveRemembered(remember ? { username: username.trim(), mobile: mobile.trim() } : null);
        await finish(result, tab);
      } catch (error) {
        const held = ipVerificationOf(error);
        if (held) {
          // A login from an IP the account has not used: no token yet, the verification step asks for more.
          setVerification(held);
          return;
        }
        const details = errorDetails(error);
        const flagged = details.captchaRequired === true || errorCode(error) === 'INVALID_CAPTCHA';
        const shown = captchaShownAfterLogin(captchaShown, { success: false, captcha: flagged });
        if (shown) {
          setCaptcha('');
          if (captchaShown) void captchaImage.refresh();
          setCaptchaShown(true);
        }
        setServerError(human.refusal(error) ?? errorText(error));
      } finally {
        // A solution is good for one call: the widget takes a new challenge for the next try.
        if (human.on) human.spent();
      }
    });
  };

  const onFreePlay = () =>
    void run(async () => {
      setServerError(null);
      try {
        // The encrypted random string (accounts §7): a fresh nonce sealed with the tenant's encryption, or with the
        // platform's key where the tenant encrypts no call.
        const random = await sealFreePlayRandom(encryptionAdapterFor(tenant.api.encryption), async () => {
          const key = await platformKey().unwrap();
          return { keyId: key.keyId, publicKey: key.publicKey };
        });
        await freeplay({
          platform: 'W',
          os: navigator.platform || 'web',
          random,
          gatewayVersion: 3,
        }).unwrap();
        dispatch(accountActions.closeModal());
        if (pathname === '/login') navigate('/', { replace: true });
      } catch (error) {
        setServerError(errorText(error));
      }
    });

  if (verification) {
    return (
      <IpVerificationStep
        username={username.trim()}
        verification={verification}
        onVerified={async (result) => {
          saveRemembered(remember ? { username: username.trim(), mobile: mobile.trim() } : null);
          await finish(result, 'username');
        }}
        onBack={(message) => {
          setVerification(null);
          setServerError(message);
        }}
      />
    );
  }

  if (thirdPartyDetails) {
    return (
      <ThirdPartyDetails
        details={thirdPartyDetails}
        onLoggedIn={(result) => finish(result, 'thirdParty')}
        onBack={(message) => {
          setThirdPartyDetails(null);
          setServerError(message ?? null);
        }}
      />
    );
  }

  const tabs = [
    { id: 'username', label: t('login.tabUsername') },
    ...(features.mobileCodeLogin ? [{ id: 'sms', label: t('login.tabSms') }] : []),
  ];

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t('login.title')}>
      {tabs.length > 1 && (
        <Tabs
          label={t('login.method')}
          items={tabs}
          value={tab}
          onChange={(id) => {
            setTab(id as LoginTab);
            setTried(false);
            setServerError(null);
          }}
        />
      )}
      <FormMessage>{serverError ?? text(tried ? validation.summary : undefined)}</FormMessage>
      {tab === 'username' ? (
        <>
          <FormField label={t('fields.username')} error={text(errors.username)} required>
            <Input
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </FormField>
          <FormField label={t('fields.password')} error={text(errors.password)} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              showLabel={t('showPassword')}
              hideLabel={t('hidePassword')}
            />
          </FormField>
        </>
      ) : (
        <>
          <MobileField
            label={t('fields.mobile')}
            value={mobile}
            onChange={setMobile}
            dialingCode={countryDialingCode ?? ''}
            onDialingCode={setDial}
            withCountry={features.countryCode}
            error={text(errors.mobile)}
          />
          <SmsCodeField
            label={t('fields.smsCode')}
            name="code"
            value={code}
            onChange={setCode}
            onSend={() => void sms.onSend()}
            resendAt={sms.resendAt}
            sending={sms.sending}
            sendDisabled={!/^\+?\d{6,15}$/.test(mobile.replace(/[\s\-()]/g, ''))}
            error={text(errors.code)}
            sendLabel={t('sendCode')}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          label={t('fields.captcha')}
          name="captcha"
          value={captcha}
          onChange={setCaptcha}
          imageSrc={captchaImage.image}
          onRefresh={() => void captchaImage.refresh()}
          error={text(errors.captcha)}
        />
      )}
      <CheckField label={t('login.remember')} checked={remember} onChange={setRemember} />
      {human.field}
      <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
      {features.freePlay && (
        <Button type="button" variant="secondary" fullWidth onClick={onFreePlay} disabled={pending}>
          {t('login.freePlay')}
        </Button>
      )}
      {features.thirdPartyLogin && (
        <ThirdPartyButtons
          onLoggedIn={(result) => finish(result, 'thirdParty')}
          onDetails={setThirdPartyDetails}
        />
      )}
      <StyledLinks>
        <StyledLinkButton type="button" onClick={() => dispatch(accountActions.openModal('forgot'))}>
          {t('login.forgot')}
        </StyledLinkButton>
        <StyledLinkButton type="button" onClick={() => dispatch(accountActions.openRegister())}>
          {t('login.toRegister')}
        </StyledLinkButton>
      </StyledLinks>
      <WarningDialog message={sms.warning ? errorText(sms.warning) : null} onClose={sms.closeWarning} />
    </StyledForm>
  );
}
