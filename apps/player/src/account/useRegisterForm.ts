import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  useLazySessionAffiliateCheckQuery,
  useSessionRegisterMobileMutation,
  useSessionRegisterMutation,
  useSessionSmsRegisterMutation,
} from '@wl/api/session-forms';
import { useSitePermissionQuery } from '@wl/api/site';
import {
  MINIMUM_AGE,
  OPTIONAL_REGISTER_FIELDS,
  affiliateCodeMessage,
  registrationAsksPassword,
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
import { HumanCheckError, useHumanCheck } from '@wl/app-shell';
import { useSmsSender } from '@wl/app-shell/account';
import { accountActions } from './accountSlice.ts';
import { PLACED, RULE_FIELDS, todayIso, type Mode } from './registerFields.ts';
import { errorDetails, useFeatures, useMessages, useSingleSubmit } from './shared.ts';
import { useDefaultDialingCode } from './parts.tsx';
import { useFieldRules, type FieldSetting } from './rules.ts';
import { useCaptcha } from './useCaptcha.ts';
import { forgetInvitation } from './invitation.ts';
import { phoneErrorKey, usePhoneVerification } from './usePhoneVerification.ts';

/**
 * The registration form's state: the values typed, the mode, what the tenant shows and requires, the validation of
 * every field, the affiliate code's check and the submit.
 */
export function useRegisterForm(invitation: Invitation | null) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t, text, errorText: platformErrorText } = useMessages();
  // The phone-verification refusals have words of their own (§8), mapped in this lazy chunk.
  const errorText = (error: unknown): string => {
    const key = phoneErrorKey(error);
    // So have the human-verification refusals (useHumanCheck's `refusal`).
    return key ? t(key) : (human.refusal(error) ?? platformErrorText(error));
  };
  const { features, loaded: featuresLoaded } = useFeatures();
  const { settings, loaded: rulesLoaded } = useFieldRules();
  // The tenant's minimum age (18 or 21) from the platform; a gateway that does not send it: the domain's 21.
  const minimumAge = useSitePermissionQuery().data?.minimumAge ?? MINIMUM_AGE;
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
  const human = useHumanCheck();
  const set = (field: string) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (serverFieldError?.field === field) setServerFieldError(null);
  };
  const value = (field: string) => values[field] ?? '';
  const mobile = value('mobileNum').replace(/[\s\-()]/g, '');
  const platformSms = useSmsSender(() =>
    sendRegisterCode({ mobileNo: mobile, ...(countryDialingCode ? { countryDialingCode } : {}) }).unwrap(),
  );
  const phone = usePhoneVerification({ mobileNum: mobile, countryDialingCode });

  const shown = (field: string) => settings[field]?.show === true;
  const mobileShown = mode === 'mobile' || shown('mobileNum');
  const mobileRequired = mode === 'mobile' || (shown('mobileNum') && settings.mobileNum?.required === true);
  const mobileVerified = mobileShown && (mode === 'mobile' || mobileRequired);
  // Third-party phone verification takes the place of the platform's own SMS code (its provider sends the code).
  const thirdPartyPhone = features.thirdPartyPhoneVerification && mobileVerified;
  const smsOn = thirdPartyPhone || (features.smsVerificationOnRegister && mobileVerified);
  const sms = thirdPartyPhone ? phone.sms : platformSms;
  // The mobile-number password toggle: off, a number proven by its SMS code registers without a password.
  const passwordShown = registrationAsksPassword(mode, features);
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
    minimumAge,
    passwordShown,
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
  let missingExtra = false;
  const formatErrors: Record<string, ValidationMessage> = {};
  for (const [name, s] of extras) {
    const result = validateField(value(name), s.rule, { required: s.required });
    if (!result.ok && result.error.key === 'validation:required') missingExtra = true;
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
  // 'Items marked with * are required' also when only a required extra field (nationality, ...) is empty.
  const summary: ValidationMessage | undefined =
    validation.summary ?? (missingExtra ? { key: 'validation:required_marked' } : undefined);
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
      if (!smsOn || thirdPartyPhone) delete payload.verificationCode;
      let firebaseIdToken: string | undefined;
      if (thirdPartyPhone) {
        try {
          firebaseIdToken = await phone.idTokenFor(value('verificationCode'));
        } catch (error) {
          const message =
            error instanceof Error && 'noSession' in error
              ? t('errors:code_PHONE_VERIFICATION_REQUIRED')
              : errorText(error);
          setServerFieldError({ field: 'verificationCode', text: message });
          setServerError(message);
          return;
        }
      }
      if (mode === 'mobile' && !shown('username')) delete payload.username;
      if (!passwordShown) {
        delete payload.password;
        delete payload.confirmPassword;
      }
      const request = {
        ...payload,
        ...(passwordShown
          ? { password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' }
          : {}),
        ...(payload.mobileNum ? { mobileNum: mobile } : {}),
        ...(countryDialingCode && payload.mobileNum ? { countryDialingCode } : {}),
        ...(firebaseIdToken ? { firebaseIdToken } : {}),
        acceptTerms: true,
      };
      try {
        // With human verification on (GEETEST3), the widget's solution (waiting for it while the work runs).
        Object.assign(request, await human.data());
      } catch (error) {
        if (!(error instanceof HumanCheckError)) throw error;
        setServerError(errorText(error));
        human.spent();
        return;
      }
      try {
        await (mode === 'mobile' ? registerMobile(request) : register(request)).unwrap();
        forgetInvitation();
        dispatch(accountActions.closeModal());
        navigate('/', { replace: true });
      } catch (error) {
        let field = errorDetails(error).field;
        const message = errorText(error);
        if (field === 'firebaseIdToken') {
          phone.forget();
          field = 'verificationCode';
        }
        if (captchaShown) {
          set('captcha')('');
          void captchaImage.refresh();
        }
        if (typeof field === 'string' && (PLACED.has(field) || settings[field]))
          setServerFieldError({ field: field === 'mobileNo' ? 'mobileNum' : field, text: message });
        setServerError(message);
      } finally {
        // A solution is good for one call: the widget takes a new challenge for the next try.
        if (human.on) human.spent();
      }
    });
  };

  return {
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
    phoneVerified: phone.verified,
    extras,
    validation,
    summary,
    affiliateShown,
    affiliateError,
    allErrors,
    errorFor,
    verifyAffiliate,
    onSubmit,
    human,
  };
}
