import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { FormField, Input, SmsCodeField } from '@wl/ui';
import { useSessionSmsRegisterMutation, useSessionThirdPartyRegisterMutation } from '@wl/api/session-forms';
import type { LoginResult, ThirdPartyDetailsRequired } from '@wl/api/contract';
import { MINIMUM_AGE, isValidMobileNumber, validateField, type ValidationMessage } from '@wl/domain';
import { useSitePermissionQuery } from '@wl/api/site';
import { useSmsSender } from '@wl/app-shell/account';
import { openHelp } from '../../app/store.ts';
import {
  CheckField,
  FormMessage,
  MobileField,
  StyledForm,
  StyledLinkButton,
  SubmitButton,
  WarningDialog,
  useDefaultDialingCode,
} from '../parts.tsx';
import { useFieldRules } from '../rules.ts';
import { errorDetails, useFeatures, useMessages, useSingleSubmit } from '../shared.ts';

/**
 * A first third-party login whose account the tenant's registration rules cannot create from what the provider gave:
 * the fields the platform named (`missing`, filled in with what the provider gave), the terms and the age, then
 * `session.thirdPartyRegister` creates the account linked to the provider and logs it in.
 */
export function ThirdPartyDetails({
  details,
  onLoggedIn,
  onBack,
}: {
  details: ThirdPartyDetailsRequired;
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
  onBack: (message?: string) => void;
}) {
  const dispatch = useDispatch();
  const { t, text, errorText } = useMessages();
  const { features } = useFeatures();
  const { settings, loaded } = useFieldRules();
  const minimumAge = useSitePermissionQuery().data?.minimumAge ?? MINIMUM_AGE;
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...details.given }));
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<{ field?: string; text: string } | null>(null);
  const defaultDial = useDefaultDialingCode(features.countryCode);
  const [dial, setDial] = useState('');
  const countryDialingCode = features.countryCode ? dial || defaultDial : undefined;
  const [registerAccount] = useSessionThirdPartyRegisterMutation();
  const [sendRegisterCode] = useSessionSmsRegisterMutation();
  const { run, pending } = useSingleSubmit();
  const value = (field: string) => values[field] ?? '';
  const set = (field: string) => (v: string) => setValues((all) => ({ ...all, [field]: v }));
  const mobile = value('mobileNum').replace(/[\s\-()]/g, '');
  const sms = useSmsSender(() =>
    sendRegisterCode({ mobileNo: mobile, ...(countryDialingCode ? { countryDialingCode } : {}) }).unwrap(),
  );

  if (!loaded) return <FormMessage tone="info">{t('loading')}</FormMessage>;

  const asked = details.missing;
  const errors: Record<string, ValidationMessage | undefined> = {};
  for (const field of asked) {
    const rule = settings[field]?.rule;
    if (field === 'mobileNum') {
      if (!isValidMobileNumber(value('mobileNum'))) errors.mobileNum = { key: 'validation:phone_invalid' };
    } else if (rule) {
      const result = validateField(value(field), rule, { required: true });
      if (!result.ok) errors[field] = result.error;
    } else if (!value(field).trim()) errors[field] = { key: 'validation:required' };
  }
  if (!terms) errors.terms = { key: 'validation:agree_to', lists: { terms: ['validation:field_terms'] } };
  if (!age) errors.age = { key: 'validation:age_confirm', values: { age: minimumAge } };
  const ok = Object.values(errors).every((e) => e === undefined);
  const errorFor = (field: string) =>
    serverError?.field === field ? serverError.text : tried ? text(errors[field]) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!ok) return;
    void run(async () => {
      setServerError(null);
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(values)) if (v.trim()) fields[k] = v.trim();
      if (fields.mobileNum) fields.mobileNum = mobile;
      try {
        const result = await registerAccount({
          registrationToken: details.registrationToken,
          user: {
            ...fields,
            ...(fields.mobileNum && countryDialingCode ? { countryDialingCode } : {}),
            registerUrl: location.href,
            domain: location.hostname,
            acceptTerms: true,
          },
        }).unwrap();
        await onLoggedIn(result);
      } catch (error) {
        const field = errorDetails(error).field;
        const message = errorText(error);
        if (errorDetails(error).field === 'registrationToken') {
          onBack(message);
          return;
        }
        setServerError({ ...(typeof field === 'string' ? { field } : {}), text: message });
      }
    });
  };

  const textField = (field: string) => (
    <FormField
      key={field}
      label={t(`fields.${field}`, { defaultValue: field })}
      error={errorFor(field)}
      required
    >
      <Input
        name={field}
        type={field === 'email' ? 'email' : field === 'birthday' ? 'date' : 'text'}
        autoComplete={field === 'username' ? 'username' : field === 'email' ? 'email' : 'off'}
        value={value(field)}
        onChange={(e) => set(field)(e.target.value)}
      />
    </FormField>
  );

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-label={t('thirdParty.detailsTitle')}>
      <h3>{t('thirdParty.detailsTitle')}</h3>
      <p>{t('thirdParty.detailsIntro', { name: details.provider })}</p>
      <FormMessage>{serverError?.text}</FormMessage>
      {asked.map((field) => {
        if (field === 'verificationCode') return null;
        if (field === 'mobileNum')
          return (
            <MobileField
              key={field}
              label={t('fields.mobile')}
              name="mobileNum"
              value={value('mobileNum')}
              onChange={set('mobileNum')}
              dialingCode={countryDialingCode ?? ''}
              onDialingCode={setDial}
              withCountry={features.countryCode}
              required
              error={errorFor('mobileNum')}
            />
          );
        return textField(field);
      })}
      {asked.includes('verificationCode') && (
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
      <CheckField
        label={
          <>
            {t('register.termsBefore')}{' '}
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
        checked={terms}
        onChange={setTerms}
        error={tried ? text(errors.terms) : undefined}
      />
      <CheckField
        label={t('register.age', { age: minimumAge })}
        checked={age}
        onChange={setAge}
        error={tried ? text(errors.age) : undefined}
      />
      <SubmitButton pending={pending}>{t('thirdParty.detailsSubmit')}</SubmitButton>
      <StyledLinkButton type="button" onClick={() => onBack()}>
        {t('thirdParty.detailsBack')}
      </StyledLinkButton>
      <WarningDialog message={sms.warning ? errorText(sms.warning) : null} onClose={sms.closeWarning} />
    </StyledForm>
  );
}
