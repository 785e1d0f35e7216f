import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { FormField } from '../FormField/FormField.tsx';
import { Input, type InputProps } from '../Input/Input.tsx';
import { useCountdown } from '../internal/hooks.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { StyledSmsRow } from './SmsCodeField.styles.ts';

export type SmsCodeFieldProps = Omit<InputProps, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Sends a code. The page starts the countdown by setting `resendAt` (spec: 60 s per expiry minute). */
  onSend: () => void;
  /** Epoch ms when sending is allowed again; null = allowed now. */
  resendAt: number | null;
  /** The send request is running. */
  sending?: boolean;
  /** Sending needs something first (a valid mobile number). */
  sendDisabled?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  sendLabel?: string;
};

/** SMS verification code with a Send button that counts down before a resend; the countdown is announced politely. */
export function SmsCodeField({
  label,
  value,
  onChange,
  onSend,
  resendAt,
  sending = false,
  sendDisabled = false,
  error,
  hint,
  sendLabel,
  ...input
}: SmsCodeFieldProps) {
  const { t } = useTranslation('ui');
  const left = useCountdown(resendAt);
  const waiting = left > 0;
  return (
    <FormField label={label} error={error} hint={hint} required>
      <StyledSmsRow>
        <Input
          {...input}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={input.maxLength ?? 6}
        />
        <Button variant="secondary" disabled={waiting || sendDisabled} loading={sending} onClick={onSend}>
          {waiting ? t('resendIn', { seconds: left }) : (sendLabel ?? t('sendCode'))}
        </Button>
      </StyledSmsRow>
      {/* Announced every 15 s, not every second (a per-second live region would drown everything else). */}
      <VisuallyHidden aria-live="polite">
        {waiting && left % 15 === 0 ? t('codeSent', { seconds: left }) : ''}
      </VisuallyHidden>
    </FormField>
  );
}
