import { FormField, PasswordInput } from '@wl/ui';
import { useAgentText } from '../useAgentText.ts';

/** The payment password field the money forms share, with the platform's refusal of it under it. */
export function PaymentPassword({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useAgentText();
  return (
    <FormField label={t('money.paymentPassword')} required error={error}>
      <PasswordInput
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        disabled={disabled}
      />
    </FormField>
  );
}
