import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { CaptchaField, FormField, Input, Modal, PasswordInput, SmsCodeField, Tabs, Button } from '@wl/ui';
import {
  useLazySessionLoginInfoQuery,
  useSessionFreeplayMutation,
  useSessionLoginMutation,
  useSessionLoginVerificationMutation,
  useSessionLoginVerificationSendMutation,
  useSessionSmsLoginCodeMutation,
} from '@wl/api/session';
import { FIRST_LOGIN_KEY } from '@wl/app-shell';
import {
  LOGIN_VERIFICATION_METHODS,
  afterLogin,
  captchaShownAfterLogin,
  isSentCodeMethod,
  validateLogin,
  validateLoginVerification,
  type LoginTab,
  type LoginVerificationMethod,
} from '@wl/domain';
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
import { useSmsSender } from './useSmsSender.ts';
import { humanVerification } from './humanVerification.ts';

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
  const [password, setPassword] = useState(remembered?.password ?? '');
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

  const values = { tab, username, password, mobile, code, captcha, captchaShown };
  const validation = validateLogin(values);
  const errors = tried ? validation.errors : {};

  const finish = async (
    result: { firstTimeLogin?: boolean | undefined; passwordExpired?: boolean | undefined },
    method: 'username' | 'sms',
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
      const request =
        tab === 'username'
          ? { type: 'username' as const, username: username.trim(), password }
          : {
              type: 'sms' as const,
              mobileNum: mobile.replace(/[\s\-()]/g, ''),
              verificationCode: code.trim(),
              ...(countryDialingCode ? { countryDialingCode } : {}),
            };
      try {
        const result = await login({
          ...extra,
          ...request,
          ...(captchaShown ? { captcha: captcha.trim() } : {}),
        }).unwrap();
        saveRemembered(remember ? { username: username.trim(), password, mobile: mobile.trim() } : null);
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
        setServerError(errorText(error));
      }
    });
  };

  const onFreePlay = () =>
    void run(async () => {
      setServerError(null);
      try {
        await freeplay({
          platform: 'W',
          os: navigator.platform || 'web',
          random: crypto.randomUUID(),
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
          saveRemembered(remember ? { username: username.trim(), password, mobile: mobile.trim() } : null);
          await finish(result, 'username');
        }}
        onBack={(message) => {
          setVerification(null);
          setServerError(message);
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
      <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
      {features.freePlay && (
        <Button type="button" variant="secondary" fullWidth onClick={onFreePlay} disabled={pending}>
          {t('login.freePlay')}
        </Button>
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

/** The LOGIN_IP_VERIFICATION_REQUIRED answer: the single-use token, the methods the account can answer, masked contacts. */
type IpVerification = {
  token: string;
  methods: LoginVerificationMethod[];
  mobile: string | null;
  email: string | null;
};

const isMethod = (m: unknown): m is LoginVerificationMethod =>
  typeof m === 'string' && (LOGIN_VERIFICATION_METHODS as readonly string[]).includes(m);

function ipVerificationOf(error: unknown): IpVerification | null {
  if (errorCode(error) !== 'LOGIN_IP_VERIFICATION_REQUIRED') return null;
  const details = errorDetails(error);
  const methods = Array.isArray(details.methods) ? details.methods.filter(isMethod) : [];
  if (typeof details.verificationToken !== 'string' || methods.length === 0) return null;
  return {
    token: details.verificationToken,
    methods,
    mobile: typeof details.mobile === 'string' ? details.mobile : null,
    email: typeof details.email === 'string' ? details.email : null,
  };
}

const METHOD_LABEL = {
  mobile: 'login.methodMobile',
  email: 'login.methodEmail',
  bankAccountName: 'login.methodBankAccountName',
  google: 'login.methodGoogle',
} as const;

const ANSWER_LABEL = {
  mobile: 'login.mobileCode',
  email: 'login.emailCode',
  bankAccountName: 'login.bankAccountName',
  google: 'login.googleCode',
} as const;

type LoginAnswer = { firstTimeLogin?: boolean | undefined; passwordExpired?: boolean | undefined };

/**
 * The extra step of a login from an unregistered IP (accounts §4): choose mobile code, e-mail code, bank account name
 * or authenticator code, answer it, and the login completes. What is typed stays when the method is switched back.
 */
function IpVerificationStep({
  username,
  verification,
  onVerified,
  onBack,
}: {
  username: string;
  verification: IpVerification;
  onVerified: (result: LoginAnswer) => Promise<void>;
  onBack: (message: string | null) => void;
}) {
  const { t, text, errorText } = useMessages();
  const [method, setMethod] = useState<LoginVerificationMethod>(verification.methods[0] ?? 'email');
  const [answers, setAnswers] = useState<Partial<Record<LoginVerificationMethod, string>>>({});
  const [tried, setTried] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sendCode] = useSessionLoginVerificationSendMutation();
  const [verify] = useSessionLoginVerificationMutation();
  const { run, pending } = useSingleSubmit();
  const mobileSender = useSmsSender(() =>
    sendCode({ verificationToken: verification.token, method: 'mobile' }).unwrap(),
  );
  const emailSender = useSmsSender(() =>
    sendCode({ verificationToken: verification.token, method: 'email' }).unwrap(),
  );
  const formRef = useRef<HTMLFormElement>(null);
  // The login form's button is gone: the step takes the focus, on its answer field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const answer = answers[method] ?? '';
  const validation = validateLoginVerification(method, answer);
  const shownError = fieldError ?? (tried ? text(validation.errors.answer) : undefined);
  const setAnswer = (value: string) => {
    setAnswers((all) => ({ ...all, [method]: value }));
    setFieldError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok) return;
    void run(async () => {
      setServerError(null);
      setFieldError(null);
      try {
        const result = await verify({
          username,
          verificationToken: verification.token,
          method,
          code: method === 'google' ? answer.replace(/\s/g, '') : answer.trim(),
        }).unwrap();
        await onVerified(result);
      } catch (error) {
        if (errorDetails(error).loginAgain === true) {
          onBack(t('login.verifyExpired'));
          return;
        }
        const field = errorDetails(error).field;
        if (field === 'code' || field === 'verificationCode') setFieldError(errorText(error));
        else setServerError(errorText(error));
      }
    });
  };

  const sender = method === 'mobile' ? mobileSender : emailSender;
  const recipient = method === 'mobile' ? verification.mobile : verification.email;
  const hint =
    method === 'bankAccountName'
      ? t('login.bankAccountNameHint')
      : method === 'google'
        ? t('login.googleHint')
        : recipient
          ? t('login.codeGoesTo', { recipient })
          : undefined;

  return (
    <StyledForm ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('login.verifyTitle')}>
      <FormMessage tone="info">{t('login.verifyIntro')}</FormMessage>
      {verification.methods.length > 1 && (
        <Tabs
          label={t('login.verifyMethod')}
          items={verification.methods.map((m) => ({ id: m, label: t(METHOD_LABEL[m]) }))}
          value={method}
          onChange={(id) => {
            if (!isMethod(id)) return;
            setMethod(id);
            setTried(false);
            setFieldError(null);
            setServerError(null);
          }}
        />
      )}
      <FormMessage>{serverError}</FormMessage>
      {isSentCodeMethod(method) ? (
        <SmsCodeField
          key={method}
          label={t(ANSWER_LABEL[method])}
          name="verificationCode"
          value={answer}
          onChange={setAnswer}
          onSend={() => void sender.onSend()}
          resendAt={sender.resendAt}
          sending={sender.sending}
          error={shownError}
          hint={hint}
          sendLabel={t('sendCode')}
        />
      ) : (
        <FormField key={method} label={t(ANSWER_LABEL[method])} error={shownError} hint={hint} required>
          <Input
            name={method === 'google' ? 'authenticatorCode' : 'bankAccountName'}
            autoComplete={method === 'google' ? 'one-time-code' : 'off'}
            inputMode={method === 'google' ? 'numeric' : undefined}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </FormField>
      )}
      <SubmitButton pending={pending}>{t('login.verifySubmit')}</SubmitButton>
      <StyledLinks>
        <StyledLinkButton type="button" onClick={() => onBack(null)}>
          {t('login.verifyBack')}
        </StyledLinkButton>
      </StyledLinks>
      <WarningDialog
        message={sender.warning ? errorText(sender.warning) : null}
        onClose={sender.closeWarning}
      />
    </StyledForm>
  );
}
