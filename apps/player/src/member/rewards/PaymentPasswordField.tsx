import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, FormField, PasswordInput } from '@wl/ui';

/**
 * The payment password of a points form (redeem, convert): where none is set yet, a warning with the way to the
 * security centre instead of the field. `error` is the field's message (the platform's refusal or the form's check);
 * typing clears a refusal through `onChange`.
 */
export function PaymentPasswordField({
  hasPassword,
  value,
  onChange,
  error,
  disabled,
}: {
  hasPassword: boolean | undefined;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation('rewards');
  if (hasPassword === false)
    return (
      <Alert tone="warning" title={t('redeem.noPasswordTitle')}>
        {t('redeem.noPassword')}{' '}
        <Link to="/member/securityCenter#paymentPassword">{t('redeem.setPassword')}</Link>
      </Alert>
    );
  return (
    <FormField label={t('redeem.password')} required error={error}>
      <PasswordInput
        value={value}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
    </FormField>
  );
}
