import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../internal/Spinner.tsx';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles.ts';

export type { ButtonSize, ButtonVariant };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  startIcon,
  endIcon,
  type = 'button',
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : startIcon}
      {children}
      {endIcon}
    </StyledButton>
  );
}
