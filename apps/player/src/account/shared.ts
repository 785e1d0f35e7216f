import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { apiErrorText, isApiError } from '@wl/api';
import { useSitePermissionQuery } from '@wl/api/site';
import { renderMessage, type ValidationMessage } from '@wl/domain';
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
/** The area namespaces every account popup reads (fetched beside a popup's code, not with the page). */
export const ACCOUNT_NAMESPACES = ['account', 'validation', 'errors'];

export function useMessages() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const text = useCallback(
    (message: ValidationMessage | undefined) =>
      message ? renderMessage(message, (key, values) => t(key, values ?? {})) : undefined,
    [t],
  );
  const errorText = useCallback(
    (error: unknown) => (isApiError(error) ? apiErrorText(error, (key) => t(key)) : t('errors:server')),
    [t],
  );
  return { t, text, errorText };
}

/**
 * A submit that runs at most once at a time: a double click (or Enter twice) never sends twice, because the
 * lock is a ref set synchronously before the first await.
 */
export function useSingleSubmit() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}

/** The server error's payload (`value` of a refusal), e.g. `{ field, captchaRequired }`. */
export function errorDetails(error: unknown): Record<string, unknown> {
  if (isApiError(error) && typeof error.details === 'object' && error.details !== null)
    return error.details as Record<string, unknown>;
  return {};
}

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
