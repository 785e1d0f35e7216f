import { Link } from 'react-router';
import { CaptchaField, FormField, Input, PasswordInput, SmsCodeField, Tabs } from '@wl/ui';
import { OPTIONAL_REGISTER_FIELDS, isValidMobileNumber, type Invitation } from '@wl/domain';
import { accountActions } from './accountSlice.ts';
import { openHelp } from '../app/store.ts';
import {
  CheckField,
  FormMessage,
  MobileField,
  StyledForm,
  StyledLinkButton,
  SubmitButton,
  WarningDialog,
} from './parts.tsx';
import { SECRET_FIELDS, type Mode } from './registerFields.ts';
import { forgetInvitation } from './invitation.ts';
import { useRegisterForm } from './useRegisterForm.ts';

/** The registration form: the fields the tenant shows, the terms and age checks, submit, and the way to log in. */
export function RegisterForm({ invitation }: { invitation: Invitation | null }) {
  const {
    dispatch,
    t,
    text,
    errorText,
    features,
    featuresLoaded,
    minimumAge,
    settings,
    rulesLoaded,
    modes,
    mode,
    setMode,
    termsAccepted,
    setTerms,
    ageConfirmed,
    setAge,
    tried,
    setTried,
    serverError,
    setAffiliate,
    setDroppedInvitation,
    setDial,
    countryDialingCode,
    captchaShown,
    captchaImage,
    pending,
    set,
    value,
    sms,
    shown,
    mobileShown,
    mobileRequired,
    smsOn,
    passwordShown,
    thirdPartyPhone,
    phoneVerified,
    extras,
    summary,
    affiliateShown,
    affiliateError,
    allErrors,
    errorFor,
    verifyAffiliate,
    onSubmit,
    human,
  } = useRegisterForm(invitation);

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
          (tried ? text(summary) : undefined)}
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
          {...(thirdPartyPhone
            ? { hint: phoneVerified ? t('register.phoneVerified') : t('register.phoneCodeHint') }
            : {})}
        />
      )}
      {passwordShown ? (
        <>
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
        </>
      ) : (
        <FormMessage tone="info">{t('register.noPasswordHint')}</FormMessage>
      )}
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
        label={t('register.age', { age: minimumAge })}
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
      {human.field}
      <SubmitButton pending={pending}>{t('register.submit')}</SubmitButton>
      <StyledLinkButton type="button" onClick={() => dispatch(accountActions.openModal('login'))}>
        {t('register.toLogin')}
      </StyledLinkButton>
      <WarningDialog message={sms.warning ? errorText(sms.warning) : null} onClose={sms.closeWarning} />
    </StyledForm>
  );
}
