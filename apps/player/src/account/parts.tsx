import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox, FormField, Input, Select } from '@wl/ui';
import { useSiteCountryQuery } from '@wl/api/site';

export {
  FormMessage,
  StyledForm,
  StyledLinkButton,
  StyledLinks,
  SubmitButton,
  WarningDialog,
} from '@wl/app-shell/account';

export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
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
