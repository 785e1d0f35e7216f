import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { FormField, Input, Modal, PasswordInput, SmsCodeField, Tabs } from '@wl/ui';
import {
  useSessionForgotByEmailMutation,
  useSessionForgotByPhoneSendMutation,
  useSessionForgotByPhoneSetMutation,
} from '@wl/api/session-forms';
import { isValidMobileNumber, validateForgotByEmail, validateForgotByPhone } from '@wl/domain';
import { accountActions } from './accountSlice.ts';
import { useFeatures, useMessages, useSingleSubmit } from './shared.ts';
import {
  FormMessage,
  MobileField,
  StyledForm,
  StyledLinkButton,
  StyledStack,
  SubmitButton,
  WarningDialog,
  useDefaultDialingCode,
} from './parts.tsx';
import { useFieldRules } from './rules.ts';
import { ScreenBanner } from './ScreenBanner.tsx';
import { useSmsSender } from '@wl/app-shell/account';
import { useHumanCheck } from '@wl/app-shell';

type Method = 'email' | 'phone';

/** Forgot password, by e-mail (confirmation message) or by phone (code, new password, auto-login, '/'), per the platform's toggles. */
export function ForgotPasswordModal({ open }: { open: boolean }) {
  const dispatch = useDispatch();
  const { t } = useMessages();
  const { features } = useFeatures();
  const methods: Method[] = [
    ...(features.emailReset ? (['email'] as const) : []),
    ...(features.phoneReset ? (['phone'] as const) : []),
  ];
  const [chosen, setMethod] = useState<Method | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  return (
    <Modal
      open={open}
      onClose={() => dispatch(accountActions.closeModal())}
      title={t('forgot.title')}
      size="sm"
    >
      <ScreenBanner group="w_forget" />
      <StyledStack>
        {methods.length > 1 && (
          <Tabs
            label={t('forgot.method')}
            items={methods.map((m) => ({ id: m, label: t(`forgot.tab_${m}`) }))}
            value={method ?? 'email'}
            onChange={(id) => setMethod(id as Method)}
          />
        )}
        {method === 'email' && <ByEmail />}
        {method === 'phone' && <ByPhone />}
        {method === undefined && <FormMessage tone="info">{t('forgot.unavailable')}</FormMessage>}
        <StyledLinkButton type="button" onClick={() => dispatch(accountActions.openModal('login'))}>
          {t('forgot.backToLogin')}
        </StyledLinkButton>
      </StyledStack>
    </Modal>
  );
}

function ByEmail() {
  const { t, text, errorText } = useMessages();
  const { settings } = useFieldRules();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [forgot] = useSessionForgotByEmailMutation();
  const { run, pending } = useSingleSubmit();
  const human = useHumanCheck();
  const rules = {
    ...(settings.username ? { username: settings.username.rule } : {}),
    ...(settings.email ? { email: settings.email.rule } : {}),
  };
  const validation = validateForgotByEmail({ username, email }, rules);
  const errors = tried ? validation.errors : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok) return;
    void run(async () => {
      setServerError(null);
      try {
        // With human verification on (GEETEST3), the widget's solution (waiting for it while the work runs).
        const humanData = await human.data();
        await forgot({ ...humanData, username: username.trim(), email: email.trim() }).unwrap();
        setSent(true);
      } catch (error) {
        setServerError(human.refusal(error) ?? errorText(error));
      } finally {
        if (human.on) human.spent();
      }
    });
  };
  if (sent) return <FormMessage tone="success">{t('forgot.emailSent', { email: email.trim() })}</FormMessage>;
  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t('forgot.tab_email')}>
      <FormMessage>{serverError}</FormMessage>
      <FormField label={t('fields.username')} error={text(errors.username)} required>
        <Input
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </FormField>
      <FormField label={t('fields.email')} error={text(errors.email)} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      {human.field}
      <SubmitButton pending={pending}>{t('forgot.submitEmail')}</SubmitButton>
    </StyledForm>
  );
}

function ByPhone() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t, text, errorText } = useMessages();
  const { features } = useFeatures();
  const { settings } = useFieldRules();
  const defaultDial = useDefaultDialingCode(features.countryCode);
  const [dial, setDial] = useState('');
  const [mobileNum, setMobile] = useState('');
  const [verificationCode, setCode] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sendCode] = useSessionForgotByPhoneSendMutation();
  const [setPassword] = useSessionForgotByPhoneSetMutation();
  const { run, pending } = useSingleSubmit();
  const countryDialingCode = features.countryCode ? dial || defaultDial : undefined;
  const mobile = mobileNum.replace(/[\s\-()]/g, '');
  const human = useHumanCheck();
  const sms = useSmsSender(async () => {
    // With human verification on (GEETEST3), the code is sent with the widget's solution (one per send).
    try {
      const humanData = await human.data();
      return await sendCode({
        ...humanData,
        mobileNum: mobile,
        ...(countryDialingCode ? { countryDialingCode } : {}),
      }).unwrap();
    } finally {
      if (human.on) human.spent();
    }
  });
  const passwordRule = settings.password?.rule;
  const validation = validateForgotByPhone(
    { mobileNum, verificationCode, newPassword, confirmNewPassword },
    { withConfirmation: true, ...(passwordRule ? { passwordRule } : {}) },
  );
  const errors = tried ? validation.errors : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!validation.ok) return;
    void run(async () => {
      setServerError(null);
      try {
        await setPassword({
          mobileNum: mobile,
          verificationCode: verificationCode.trim(),
          newPassword,
          ...(countryDialingCode ? { countryDialingCode } : {}),
        }).unwrap();
        dispatch(accountActions.closeModal());
        navigate('/');
      } catch (error) {
        setServerError(errorText(error));
      }
    });
  };
  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t('forgot.tab_phone')}>
      <FormMessage>{serverError}</FormMessage>
      <MobileField
        label={t('fields.mobile')}
        name="mobileNum"
        value={mobileNum}
        onChange={setMobile}
        dialingCode={countryDialingCode ?? ''}
        onDialingCode={setDial}
        withCountry={features.countryCode}
        error={text(errors.mobileNum)}
      />
      <SmsCodeField
        label={t('fields.smsCode')}
        name="verificationCode"
        value={verificationCode}
        onChange={setCode}
        onSend={() => void sms.onSend()}
        resendAt={sms.resendAt}
        sending={sms.sending}
        sendDisabled={!isValidMobileNumber(mobileNum)}
        error={text(errors.verificationCode)}
        sendLabel={t('sendCode')}
      />
      {human.field}
      <FormField label={t('fields.newPassword')} error={text(errors.newPassword)} required>
        <PasswordInput
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
        />
      </FormField>
      <FormField label={t('fields.confirmNewPassword')} error={text(errors.confirmNewPassword)} required>
        <PasswordInput
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirmNewPassword}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      <SubmitButton pending={pending}>{t('forgot.submitPhone')}</SubmitButton>
      <WarningDialog
        message={sms.warning ? (human.refusal(sms.warning) ?? errorText(sms.warning)) : null}
        onClose={sms.closeWarning}
      />
    </StyledForm>
  );
}
