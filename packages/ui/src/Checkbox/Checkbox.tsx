import type { InputHTMLAttributes, ReactNode } from 'react';
import { StyledChoice, StyledChoiceText, StyledNativeChoice } from './Checkbox.styles.ts';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  label: ReactNode;
  onChange?: (checked: boolean, event: React.ChangeEvent<HTMLInputElement>) => void;
  ref?: React.Ref<HTMLInputElement>;
};

export function Checkbox({ label, onChange, disabled, className, ...rest }: CheckboxProps) {
  return (
    <StyledChoice className={className} $disabled={disabled}>
      <StyledNativeChoice
        type="checkbox"
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.checked, e)}
        {...rest}
      />
      <StyledChoiceText>{label}</StyledChoiceText>
    </StyledChoice>
  );
}
