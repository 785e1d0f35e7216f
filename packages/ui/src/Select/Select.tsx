import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldControl } from '../FormField/FormField.tsx';
import { ChevronDownIcon } from '../internal/icons.tsx';
import { StyledChevron, StyledSelect, StyledSelectBox } from './Select.styles.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'onChange'> & {
  options: readonly SelectOption[];
  /** A first, empty choice; `true` uses the built-in 'Select…' text. */
  placeholder?: string | boolean;
  invalid?: boolean;
  onChange?: (value: string, event: React.ChangeEvent<HTMLSelectElement>) => void;
  ref?: React.Ref<HTMLSelectElement>;
};

/** A native select (best keyboard and screen-reader support on phones), styled from tokens. */
export function Select({ options, placeholder, invalid, onChange, className, disabled, ...rest }: SelectProps) {
  const { t } = useTranslation('ui');
  const field = useFieldControl();
  const isInvalid = invalid ?? Boolean(field?.['aria-invalid']);
  return (
    <StyledSelectBox className={className} $invalid={isInvalid} $disabled={disabled}>
      <StyledSelect
        {...field}
        aria-invalid={isInvalid || undefined}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value, e)}
        {...rest}
      >
        {placeholder && <option value="">{placeholder === true ? t('select') : placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </StyledSelect>
      <StyledChevron>
        <ChevronDownIcon />
      </StyledChevron>
    </StyledSelectBox>
  );
}
