import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldControl } from '../FormField/FormField.tsx';
import { ChevronDownIcon } from '../internal/icons.tsx';
import { StyledChevron, StyledSelect, StyledSelectBox } from './Select.styles.ts';

/** `group`: the label of an option group; consecutive options of one group are listed under it. */
export type SelectOption = { value: string; label: string; disabled?: boolean; group?: string };

/** Consecutive options of the same group together (ungrouped options stand alone). */
function runsOf(options: readonly SelectOption[]): { group?: string; options: SelectOption[] }[] {
  const runs: { group?: string; options: SelectOption[] }[] = [];
  for (const o of options) {
    const last = runs.at(-1);
    if (last && o.group !== undefined && last.group === o.group) last.options.push(o);
    else runs.push({ ...(o.group === undefined ? {} : { group: o.group }), options: [o] });
  }
  return runs;
}

const optionOf = (o: SelectOption) => (
  <option key={o.value} value={o.value} disabled={o.disabled}>
    {o.label}
  </option>
);

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'onChange'> & {
  options: readonly SelectOption[];
  /** A first, empty choice; `true` uses the built-in 'Select…' text. */
  placeholder?: string | boolean;
  invalid?: boolean;
  onChange?: (value: string, event: React.ChangeEvent<HTMLSelectElement>) => void;
  ref?: React.Ref<HTMLSelectElement>;
};

/** A native select (best keyboard and screen-reader support on phones), styled from tokens. */
export function Select({
  options,
  placeholder,
  invalid,
  onChange,
  className,
  disabled,
  ...rest
}: SelectProps) {
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
        {runsOf(options).map((run, i) =>
          run.group === undefined ? (
            run.options.map(optionOf)
          ) : (
            <optgroup key={`${run.group}:${i}`} label={run.group}>
              {run.options.map(optionOf)}
            </optgroup>
          ),
        )}
      </StyledSelect>
      <StyledChevron>
        <ChevronDownIcon />
      </StyledChevron>
    </StyledSelectBox>
  );
}
