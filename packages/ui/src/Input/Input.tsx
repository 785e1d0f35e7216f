import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldControl } from '../FormField/FormField.tsx';
import { useValueTypedEarly } from '../hydration/typedEarly.ts';
import { StyledAdornment, StyledInput, StyledInputBox } from './Input.styles.ts';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  invalid?: boolean;
  /** Content before / after the text (icons, a unit, a button). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * A text input; inside a FormField it takes the field's id, description and invalid state. In a prerendered page, a
 * text typed before it was hydrated goes to `onChange` once it is (useValueTypedEarly).
 */
export function Input({
  invalid,
  startAdornment,
  endAdornment,
  className,
  disabled,
  ref,
  ...rest
}: InputProps) {
  const field = useFieldControl();
  const inputRef = useValueTypedEarly(rest.value, rest.onChange, ref);
  const isInvalid = invalid ?? Boolean(field?.['aria-invalid']);
  return (
    <StyledInputBox className={className} $invalid={isInvalid} $disabled={disabled}>
      {startAdornment && <StyledAdornment>{startAdornment}</StyledAdornment>}
      <StyledInput
        {...field}
        aria-invalid={isInvalid || undefined}
        disabled={disabled}
        {...rest}
        ref={inputRef}
      />
      {endAdornment && <StyledAdornment>{endAdornment}</StyledAdornment>}
    </StyledInputBox>
  );
}
