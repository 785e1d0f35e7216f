import { useSelector } from 'react-redux';
import { useSitePermissionQuery } from '@wl/api/site';
import type { AccountRootState } from './accountSlice.ts';

export const useAccountState = () => useSelector((state: AccountRootState) => state.account);

/** The platform's feature toggles (site permission `features`); every toggle is off until it is known. */
export type Features = {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  smsVerificationOnRegister: boolean;
  mobilePasswordOnRegister: boolean;
  freePlay: boolean;
  forcePasswordChangeOnExpiry: boolean;
  mobileCodeLogin: boolean;
  emailReset: boolean;
  phoneReset: boolean;
  countryCode: boolean;
  captchaOnRegister: boolean;
};

const FEATURE_NAMES: readonly (keyof Features)[] = [
  'usernameRegistration',
  'mobileRegistration',
  'smsVerificationOnRegister',
  'mobilePasswordOnRegister',
  'freePlay',
  'forcePasswordChangeOnExpiry',
  'mobileCodeLogin',
  'emailReset',
  'phoneReset',
  'countryCode',
  'captchaOnRegister',
];

export function featuresOf(raw: Record<string, boolean> | undefined): Features {
  return Object.fromEntries(FEATURE_NAMES.map((name) => [name, raw?.[name] === true])) as Features;
}

export function useFeatures(): { features: Features; loaded: boolean } {
  const { data } = useSitePermissionQuery();
  return { features: featuresOf(data?.features), loaded: data !== undefined };
}

/** Words for validation messages (namespace `validation`) and for call failures (namespace `errors` or the server's own message). */
export { ACCOUNT_NAMESPACES, errorCode, errorDetails, useMessages, useSingleSubmit } from '@wl/app-shell/account';
