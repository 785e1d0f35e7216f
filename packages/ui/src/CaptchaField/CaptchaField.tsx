import { CAPTCHA_REFRESH_THROTTLE_MS } from '@wl/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../FormField/FormField.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';
import { useThrottledCallback } from '../internal/hooks.ts';
import { RefreshIcon } from '../internal/icons.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { StyledCaptchaImage, StyledCaptchaRow } from './CaptchaField.styles.ts';

export type CaptchaFieldProps = Omit<InputProps, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The captcha image (URL or data URI); null while loading. */
  imageSrc: string | null;
  /** Asks for a new image; throttled to once per second. */
  onRefresh: () => void;
  error?: ReactNode;
  hint?: ReactNode;
  refreshLabel?: string;
  imageAlt?: string;
};

/** Captcha input with its image and a refresh button (throttled 1/s); clicking the image refreshes too. */
export function CaptchaField({
  label,
  value,
  onChange,
  imageSrc,
  onRefresh,
  error,
  hint,
  refreshLabel,
  imageAlt,
  ...input
}: CaptchaFieldProps) {
  const { t } = useTranslation('ui');
  const refresh = useThrottledCallback(onRefresh, CAPTCHA_REFRESH_THROTTLE_MS);
  return (
    <FormField label={label} error={error} hint={hint} required>
      <StyledCaptchaRow>
        <Input
          {...input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          inputMode={input.inputMode ?? 'text'}
          maxLength={input.maxLength ?? 8}
        />
        <StyledCaptchaImage aria-busy={imageSrc === null || undefined}>
          {imageSrc ? (
            <img src={imageSrc} alt={imageAlt ?? t('captchaImage')} onClick={refresh} />
          ) : (
            <Skeleton variant="rect" height="100%" />
          )}
        </StyledCaptchaImage>
        <IconButton
          label={refreshLabel ?? t('refreshCaptcha')}
          icon={<RefreshIcon />}
          variant="secondary"
          onClick={refresh}
        />
      </StyledCaptchaRow>
    </FormField>
  );
}
