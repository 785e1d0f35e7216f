import { useCallback, useEffect, useState } from 'react';
import { useLazySessionCaptchaQuery } from '@wl/api/session-forms';

/** A captcha image fetched when the field is shown, and again on refresh or after a failed attempt (each captcha is single-use). */
export function useCaptcha(shown: boolean) {
  const [fetchCaptcha] = useLazySessionCaptchaQuery();
  const [image, setImage] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    setImage(null);
    const result = await fetchCaptcha(undefined, false);
    setImage(result.data ?? null);
  }, [fetchCaptcha]);
  useEffect(() => {
    if (shown) void refresh();
  }, [shown, refresh]);
  return { image, refresh };
}
