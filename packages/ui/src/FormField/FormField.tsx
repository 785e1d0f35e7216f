import { createContext, useContext, useId, type ReactNode } from 'react';
import { StyledError, StyledField, StyledHint, StyledLabel, StyledRequired } from './FormField.styles.ts';

/** What a control inside a FormField needs: its id, what describes it, and whether it is invalid/required. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

const FieldContext = createContext<FieldControlProps | null>(null);

/** Inside a FormField: the props the control should spread. Outside: null. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

export type FormFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; when set the control is marked invalid and described by it. */
  error?: ReactNode;
  required?: boolean;
  /** The control id; generated when absent. */
  id?: string;
  children: ReactNode;
  className?: string;
};

export function FormField({ label, hint, error, required = false, id, children, className }: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    required: required || undefined,
  };
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={controlId}>
        {label}
        {/* The control itself is `required`, which assistive technology announces: the star is for the eye only, so
            the field's name is its label alone. */}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledLabel>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}
