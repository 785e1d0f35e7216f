import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import { CaptchaField, FormField, Input, Modal, PasswordInput, SmsCodeField, Tabs } from '@wl/ui';
import {
  useLazySessionAffiliateCheckQuery,
  useSessionRegisterMobileMutation,
  useSessionRegisterMutation,
  useSessionSmsRegisterMutation,
} from '@wl/api/session';
import {
  MINIMUM_AGE,
  OPTIONAL_REGISTER_FIELDS,
  affiliateCodeMessage,
  isValidMobileNumber,
  registrationPayload,
  validateField,
  validateRegistration,
  type CompiledFieldRule,
  type OptionalRegisterField,
  type RegisterConfig,
  type RegisterField,
  type Invitation,
  type ValidationMessage,
} from '@wl/domain';
import { accountActions } from './accountSlice.ts';
import { openHelp } from '../app/store.ts';
import { errorDetails, useFeatures, useMessages, useSingleSubmit } from './shared.ts';
import {
  CheckField,
  FormMessage,
  MobileField,
  StyledForm,
  StyledLinkButton,
  SubmitButton,
  WarningDialog,
  useDefaultDialingCode,
} from './parts.tsx';
import { useFieldRules, type FieldSetting } from './rules.ts';
import { useCaptcha } from './useCaptcha.ts';
import { forgetInvitation, storedInvitation } from './invitation.ts';
import { useSmsSender } from '@wl/app-shell/account';

type Mode = 'username' | 'mobile';

/** Fields with their own place on the form; any other shown rule (telegram, zalo, ...) is an extra text field. */
const PLACED = new Set<string>([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  'referralCode',
  ...OPTIONAL_REGISTER_FIELDS,
]);
const RULE_FIELDS = new Set<string>([
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  ...OPTIONAL_REGISTER_FIELDS,
]);
const SECRET_FIELDS = new Set<string>(['paymentPassword']);

export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The registration popup, built entirely from the platform's field rules and feature toggles. `invitation` holds the
 * codes of the link the visitor arrived through: they fill the invitation and referral fields, and are sent as they
 * are when the tenant does not show those fields, so the account is made under the agent or referrer of the link.
 */
export function RegisterModal({ open, invitation: given }: { open: boolean; invitation: Invitation | null }) {
  // The codes kept on this device (this visit's link merged over an earlier one's), else those of this visit's link.
  const invitation = open ? (storedInvitation() ?? given) : null;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useMessages();
  const close = () => {
    dispatch(accountActions.closeModal());
    if (pathname === '/register') navigate('/', { replace: true });
  };
  return (
    <Modal open={open} onClose={close} title={t('register.title')} size="md">
      {open && <RegisterForm invitation={invitation} />}
    </Modal>
  );
}

function RegisterForm({ invitation }: { invitation: Invitation | null }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t, text, errorText } = useMessages();
  const { features, loaded: featuresLoaded } = useFeatures();
  const { settings, loaded: rulesLoaded } = useFieldRules();
  const modes: Mode[] = [
    ...(features.usernameRegistration ? (['username'] as const) : []),
    ...(features.mobileRegistration ? (['mobile'] as const) : []),
  ];
  const [chosenMode, setMode] = useState<Mode | null>(null);
  const mode: Mode = chosenMode && modes.includes(chosenMode) ? chosenMode : (modes[0] ?? 'username');
  const [values, setValues] = useState<Record<string, string>>({
    referralCode: invitation?.referralCode ?? '',
    affiliateCode: invitation?.affiliateCode ?? '',
  });
  const [termsAccepted, setTerms] = useState(false);
  const [ageConfirmed, setAge] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverFieldError, setServerFieldError] = useState<{ field: string; text: string } | null>(null);
  const [affiliate, setAffiliate] = useState<{ code: string; valid: boolean } | null>(null);
  // The visitor chose to go on without the link's invitation code, which the platform refused.
  const [droppedInvitation, setDroppedInvitation] = useState(false);
  const defaultDial = useDefaultDialingCode(features.countryCode);
  const [dial, setDial] = useState('');
  const countryDialingCode = features.countryCode ? dial || defaultDial : undefined;
  const captchaShown = features.captchaOnRegister;
  const captchaImage = useCaptcha(captchaShown);
  const [register] = useSessionRegisterMutation();
  const [registerMobile] = useSessionRegisterMobileMutation();
  const [sendRegisterCode] = useSessionSmsRegisterMutation();
  const [checkAffiliate] = useLazySessionAffiliateCheckQuery();
  const { run, pending } = useSingleSubmit();
  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverFieldError?.field === field) setServerFieldError(null);
  };
  const value = (field: string) => values[field] ?? '';
  const mobile = value('mobileNum').replace(/[\s\-()]/g, '');
  const sms = useSmsSender(() =>
    sendRegisterCode({ mobileNo: mobile, ...(countryDialingCode ? { countryDialingCode } : {}) }).unwrap(),
  );

  const shown = (field: string) => settings[field]?.show === true;
  const mobileShown = mode === 'mobile' || shown('mobileNum');
  const mobileRequired = mode === 'mobile' || (shown('mobileNum') && settings.mobileNum?.required === true);
  const smsOn = features.smsVerificationOnRegister && mobileShown && (mode === 'mobile' || mobileRequired);
  const rules: Partial<Record<RegisterField, CompiledFieldRule>> = {};
  for (const [name, setting] of Object.entries(settings))
    if (RULE_FIELDS.has(name)) rules[name as RegisterField] = setting.rule;
  const fields: Partial<Record<OptionalRegisterField, { shown: boolean; required: boolean }>> = {};
  for (const field of OPTIONAL_REGISTER_FIELDS) {
    if (field === 'captcha') fields.captcha = { shown: captchaShown, required: true };
    else if (settings[field])
      fields[field] = { shown: settings[field].show, required: settings[field].required };
  }
  const config: RegisterConfig = {
    mode,
    smsVerification: smsOn,
    mobile: { shown: mobileShown, required: mobileRequired },
    fields,
    rules,
    minimumAge: MINIMUM_AGE,
  };
  const extras = Object.entries(settings).filter(([name, s]) => s.show && !PLACED.has(name));
  const formValues = {
    ...values,
    ...(mode === 'mobile' && !value('username') ? { username: '' } : {}),
    termsAccepted,
    ageConfirmed,
  };
  const validation = validateRegistration(formValues, config, todayIso());
  const extraErrors: Record<string, ValidationMessage> = {};
  const formatErrors: Record<string, ValidationMessage> = {};
  for (const [name, s] of extras) {
    const result = validateField(value(name), s.rule, { required: s.required });
    if (!result.ok) extraErrors[name] = result.error;
  }
  if (shown('referralCode') && value('referralCode')) {
    const result = validateField(value('referralCode'), (settings.referralCode as FieldSetting).rule, {
      required: false,
    });
    if (!result.ok) extraErrors.referralCode = result.error;
  }
  // The catalogue's own words for these two formats: 'Real name format is incorrect', 'Phone number format is incorrect'.
  for (const [fieldName, key] of [
    ['payeeName', 'validation:real_name_invalid'],
    ['mobileNum', 'validation:phone_invalid'],
  ] as const) {
    const error = validation.errors[fieldName];
    if (error && error.key !== 'validation:required') formatErrors[fieldName] = { key };
  }
  // A code the form does not show is the link's, sent as it is; a shown field is the visitor's to change or clear.
  const affiliateShown = shown('affiliateCode');
  const linkAffiliate = droppedInvitation ? '' : (invitation?.affiliateCode ?? '');
  const affiliateCode = affiliateShown ? value('affiliateCode').trim() : linkAffiliate;
  const affiliateError =
    affiliate && affiliate.code === affiliateCode ? affiliateCodeMessage(affiliate.valid) : undefined;
  const allErrors: Record<string, ValidationMessage | undefined> = {
    ...validation.errors,
    ...formatErrors,
    ...extraErrors,
    ...(affiliateError ? { affiliateCode: affiliateError } : {}),
  };
  const ok = validation.ok && Object.keys(extraErrors).length === 0 && !affiliateError;
  const errorFor = (field: string): string | undefined => {
    if (serverFieldError?.field === field) return serverFieldError.text;
    if (field === 'affiliateCode' && affiliateError) return text(affiliateError);
    return tried ? text(allErrors[field]) : undefined;
  };

  const verifyAffiliate = async () => {
    const code = affiliateCode;
    if (!code) {
      setAffiliate(null);
      return true;
    }
    const result = await checkAffiliate({ code, domain: location.hostname });
    const valid = result.data?.valid === true;
    setAffiliate({ code, valid });
    return valid;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!ok) return;
    void run(async () => {
      setServerError(null);
      setServerFieldError(null);
      if (!(await verifyAffiliate())) return;
      const { affiliateCode: _a, referralCode: _r, ...typed } = values;
      const payload = registrationPayload(
        {
          ...typed,
          ...(affiliateShown ? { affiliateCode: values.affiliateCode } : {}),
          ...(shown('referralCode') ? { referralCode: values.referralCode } : {}),
          termsAccepted,
          ageConfirmed,
        },
        {
          registerUrl: location.href,
          domain: location.hostname,
          ...(!affiliateShown && linkAffiliate ? { affiliateCode: linkAffiliate } : {}),
          ...(!shown('referralCode') && invitation?.referralCode
            ? { referralCode: invitation.referralCode }
            : {}),
        },
      );
      if (!mobileShown) delete payload.mobileNum;
      if (!smsOn) delete payload.verificationCode;
      if (mode === 'mobile' && !shown('username')) delete payload.username;
      const request = {
        ...payload,
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
        ...(payload.mobileNum ? { mobileNum: mobile } : {}),
        ...(countryDialingCode && payload.mobileNum ? { countryDialingCode } : {}),
        acceptTerms: true,
      };
      try {
        await (mode === 'mobile' ? registerMobile(request) : register(request)).unwrap();
        forgetInvitation();
        dispatch(accountActions.closeModal());
        navigate('/', { replace: true });
      } catch (error) {
        const field = errorDetails(error).field;
        const message = errorText(error);
        if (captchaShown) {
          set('captcha')('');
          void captchaImage.refresh();
        }
        if (typeof field === 'string' && (PLACED.has(field) || settings[field]))
          setServerFieldError({ field: field === 'mobileNo' ? 'mobileNum' : field, text: message });
        setServerError(message);
      }
    });
  };

  if (!featuresLoaded || !rulesLoaded) return <FormMessage tone="info">{t('loading')}</FormMessage>;

  const textField = (
    field: string,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean; onBlur?: () => void } = {},
  ) => (
    <FormField
      key={field}
      label={label}
      error={errorFor(field)}
      required={options.required ?? settings[field]?.required ?? false}
    >
      {SECRET_FIELDS.has(field) ? (
        <PasswordInput
          name={field}
          autoComplete="new-password"
          value={value(field)}
          onChange={(e) => set(field)(e.target.value)}
        />
      ) : (
        <Input
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={value(field)}
          onChange={(e) => set(field)(e.target.value)}
          onBlur={options.onBlur}
        />
      )}
    </FormField>
  );

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t('register.title')}>
      {modes.length > 1 && (
        <Tabs
          label={t('register.method')}
          items={modes.map((m) => ({ id: m, label: t(`register.tab_${m}`) }))}
          value={mode}
          onChange={(id) => {
            setMode(id as Mode);
            setTried(false);
          }}
        />
      )}
      <FormMessage>
        {serverError ??
          (!affiliateShown && affiliateError ? text(affiliateError) : undefined) ??
          (tried ? text(validation.summary) : undefined)}
      </FormMessage>
      {mode === 'username' &&
        textField('username', t('fields.username'), { autoComplete: 'username', required: true })}
      {mobileShown && (
        <MobileField
          label={t('fields.mobile')}
          name="mobileNum"
          value={value('mobileNum')}
          onChange={set('mobileNum')}
          dialingCode={countryDialingCode ?? ''}
          onDialingCode={setDial}
          withCountry={features.countryCode}
          required={mobileRequired}
          error={errorFor('mobileNum')}
        />
      )}
      {smsOn && (
        <SmsCodeField
          label={t('fields.smsCode')}
          name="verificationCode"
          value={value('verificationCode')}
          onChange={set('verificationCode')}
          onSend={() => void sms.onSend()}
          resendAt={sms.resendAt}
          sending={sms.sending}
          sendDisabled={!isValidMobileNumber(value('mobileNum'))}
          error={errorFor('verificationCode')}
          sendLabel={t('sendCode')}
        />
      )}
      <FormField label={t('fields.password')} error={errorFor('password')} required>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={value('password')}
          onChange={(e) => set('password')(e.target.value)}
        />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={errorFor('confirmPassword')} required>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={value('confirmPassword')}
          onChange={(e) => set('confirmPassword')(e.target.value)}
        />
      </FormField>
      {OPTIONAL_REGISTER_FIELDS.filter((f) => f !== 'captcha' && f !== 'affiliateCode' && shown(f)).map(
        (field) =>
          textField(
            field,
            t(`fields.${field}`),
            field === 'birthday'
              ? { type: 'date' }
              : field === 'email'
                ? { type: 'email', autoComplete: 'email' }
                : {},
          ),
      )}
      {extras.map(([name]) => textField(name, t(`fields.${name}`, { defaultValue: name })))}
      {shown('affiliateCode') &&
        textField('affiliateCode', t('fields.affiliateCode'), { onBlur: () => void verifyAffiliate() })}
      {shown('referralCode') && textField('referralCode', t('fields.referralCode'))}
      {captchaShown && (
        <CaptchaField
          label={t('fields.captcha')}
          name="captcha"
          value={value('captcha')}
          onChange={set('captcha')}
          imageSrc={captchaImage.image}
          onRefresh={() => void captchaImage.refresh()}
          error={errorFor('captcha')}
        />
      )}
      <CheckField
        label={
          <>
            {t('register.termsBefore')}{' '}
            {/* The terms open in the help popup over this one: the form and what was typed stay. */}
            <Link
              to="/help#term"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                dispatch(openHelp('term'));
              }}
            >
              {t('register.termsLink')}
            </Link>
          </>
        }
        checked={termsAccepted}
        onChange={setTerms}
        error={tried ? text(allErrors.terms) : undefined}
      />
      <CheckField
        label={t('register.age', { age: MINIMUM_AGE })}
        checked={ageConfirmed}
        onChange={setAge}
        error={tried ? text(allErrors.age) : undefined}
      />
      {!affiliateShown && affiliateError && (
        <StyledLinkButton
          type="button"
          onClick={() => {
            forgetInvitation();
            setDroppedInvitation(true);
            setAffiliate(null);
          }}
        >
          {t('register.dropInvitation')}
        </StyledLinkButton>
      )}
      <SubmitButton pending={pending}>{t('register.submit')}</SubmitButton>
      <StyledLinkButton type="button" onClick={() => dispatch(accountActions.openModal('login'))}>
        {t('register.toLogin')}
      </StyledLinkButton>
      <WarningDialog message={sms.warning ? errorText(sms.warning) : null} onClose={sms.closeWarning} />
    </StyledForm>
  );
}
