import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StyledChoice, StyledChoiceText, StyledNativeChoice } from '../Checkbox/Checkbox.styles.ts';
import { StyledFieldset, StyledLegend, StyledOptions } from './Radio.styles.ts';

export type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

export function Radio({ label, disabled, className, ...rest }: RadioProps) {
  return (
    <StyledChoice className={className} $disabled={disabled}>
      <StyledNativeChoice type="radio" disabled={disabled} {...rest} />
      <StyledChoiceText>{label}</StyledChoiceText>
    </StyledChoice>
  );
}

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  legend: ReactNode;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  name?: string;
  direction?: 'row' | 'column';
  disabled?: boolean;
};

/** A fieldset of native radios: arrow keys move the choice, as browsers do. */
export function RadioGroup({
  legend,
  options,
  value,
  onChange,
  name,
  direction = 'row',
  disabled,
}: RadioGroupProps) {
  const autoName = useId();
  return (
    <StyledFieldset disabled={disabled}>
      <StyledLegend>{legend}</StyledLegend>
      <StyledOptions $direction={direction}>
        {options.map((o) => (
          <Radio
            key={o.value}
            name={name ?? autoName}
            value={o.value}
            label={o.label}
            checked={value === o.value}
            disabled={disabled || o.disabled}
            onChange={() => onChange(o.value)}
          />
        ))}
      </StyledOptions>
    </StyledFieldset>
  );
}
