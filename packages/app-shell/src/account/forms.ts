import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@wl/api';
import { renderMessage, type ValidationMessage } from '@wl/domain';
import type { DomainValidationKey, PlatformErrorKey } from '@wl/i18n';

/** The area namespaces every account popup reads (fetched beside a popup's code, not with the page). */
export const ACCOUNT_NAMESPACES = ['account', 'validation', 'errors'] as const;

export function useMessages() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const text = useCallback(
    (message: ValidationMessage | undefined) =>
      message
        ? renderMessage(message, (key, values) => t(key as DomainValidationKey, values ?? {}))
        : undefined,
    [t],
  );
  const errorText = useCallback(
    (error: unknown) =>
      isApiError(error) ? apiErrorText(error, (key) => t(key as PlatformErrorKey)) : t('errors:server'),
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
