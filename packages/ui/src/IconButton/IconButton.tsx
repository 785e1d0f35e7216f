import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { ButtonVariant } from '../Button/Button.styles.ts';
import { Spinner } from '../internal/Spinner.tsx';
import { StyledIconButton, type IconButtonSize } from './IconButton.styles.ts';

export type { IconButtonSize };

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** Accessible name: an icon has no text, so this is required. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: IconButtonSize;
  round?: boolean;
  loading?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
};

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  round = false,
  loading = false,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $round={round}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
    </StyledIconButton>
  );
}
