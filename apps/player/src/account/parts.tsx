import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Checkbox, Dialog, FormField, Input, Select } from '@wl/ui';
import { useSiteCountryQuery } from '@wl/api/site';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
`;

export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
`;

export const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.fg.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const StyledCheckError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledCheck = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
`;

/** A checkbox with its error under it (the kit's Checkbox has no error slot). */
export function CheckField({
  label,
  checked,
  onChange,
  error,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <StyledCheck>
      <Checkbox
        label={label}
        checked={checked}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <StyledCheckError id={errorId} role="alert">
          {error}
        </StyledCheckError>
      )}
    </StyledCheck>
  );
}

/** A form-level message: the validation summary or the server's answer, shown as given. */
export function FormMessage({
  children,
  tone = 'danger',
}: {
  children: ReactNode;
  tone?: 'danger' | 'success' | 'info' | 'warning';
}) {
  if (!children) return null;
  return (
    <Alert tone={tone} live={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
}

/** A submit button that is busy while the call runs (a second click does nothing). */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" fullWidth loading={pending} aria-busy={pending || undefined}>
      {children}
    </Button>
  );
}

/** The warning dialog for SMS send failures (spec: server messages shown in a warning dialog). */
export function WarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={t('warning')}
      tone="warning"
      role="alertdialog"
      message={message ?? ''}
      actions={<Button onClick={onClose}>{t('ok')}</Button>}
    />
  );
}

/** Mobile number with the country dialing code select when the platform's country-code toggle is on. */
export function MobileField({
  label,
  value,
  onChange,
  dialingCode,
  onDialingCode,
  withCountry,
  error,
  name = 'mobile',
  required = true,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  dialingCode: string;
  onDialingCode: (v: string) => void;
  required?: boolean;
  withCountry: boolean;
  error?: string | undefined;
  name?: string;
}) {
  const { t } = useTranslation('account');
  const selectId = useId();
  const { data } = useSiteCountryQuery(undefined, { skip: !withCountry });
  const options = (data?.countries ?? []).map((c) => ({
    value: c.countryDialingCode,
    label: `${c.countryCode} +${c.countryDialingCode}`,
  }));
  return (
    <FormField label={label} error={error} required={required}>
      <Input
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        startAdornment={
          withCountry && options.length > 0 ? (
            <Select
              id={selectId}
              aria-describedby={undefined}
              aria-invalid={undefined}
              required={false}
              aria-label={t('countryCode')}
              options={options}
              value={dialingCode || options[0]?.value}
              onChange={(v) => onDialingCode(v)}
            />
          ) : undefined
        }
      />
    </FormField>
  );
}

/** The first country's dialing code once the list is known (the default of the select). */
export function useDefaultDialingCode(withCountry: boolean): string {
  const { data } = useSiteCountryQuery(undefined, { skip: !withCountry });
  return withCountry ? (data?.countries[0]?.countryDialingCode ?? '') : '';
}
