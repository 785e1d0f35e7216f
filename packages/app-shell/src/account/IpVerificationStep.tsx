import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField, Input, SmsCodeField, Tabs } from '@wl/ui';
import {
  useSessionLoginVerificationMutation,
  useSessionLoginVerificationSendMutation,
} from '@wl/api/session-forms';
import {
  LOGIN_VERIFICATION_METHODS,
  isSentCodeMethod,
  validateLoginVerification,
  type LoginVerificationMethod,
} from '@wl/domain';
import {
  FormMessage,
  StyledForm,
  StyledLinkButton,
  StyledLinks,
  SubmitButton,
  WarningDialog,
} from './formParts.tsx';
import { errorCode, errorDetails, useMessages, useSingleSubmit } from './forms.ts';
import { useSmsSender } from './useSmsSender.ts';

/** The LOGIN_IP_VERIFICATION_REQUIRED answer: the single-use token, the methods the account can answer, masked contacts. */
export type IpVerification = {
  token: string;
  methods: LoginVerificationMethod[];
  mobile: string | null;
  email: string | null;
};

const isMethod = (m: unknown): m is LoginVerificationMethod =>
  typeof m === 'string' && (LOGIN_VERIFICATION_METHODS as readonly string[]).includes(m);

export function ipVerificationOf(error: unknown): IpVerification | null {
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

export type LoginAnswer = { firstTimeLogin?: boolean | undefined; passwordExpired?: boolean | undefined };

/**
 * The extra step of a login from an unregistered IP (accounts §4): choose mobile code, e-mail code, bank account name
 * or authenticator code, answer it, and the login completes. What is typed stays when the method is switched back.
 */
export function IpVerificationStep({
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
