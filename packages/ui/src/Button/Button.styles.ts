import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** variant -> component tokens. Adding a variant touches this table only. */
export const buttonVariants: Record<
  ButtonVariant,
  (t: DefaultTheme) => DefaultTheme['component']['button']['primary']
> = {
  primary: (t) => t.component.button.primary,
  secondary: (t) => t.component.button.secondary,
  ghost: (t) => t.component.button.ghost,
  danger: (t) => t.component.button.danger,
};

const buttonSizes: Record<
  ButtonSize,
  (t: DefaultTheme) => { padY: string; padX: string; font: string; minHeight: string }
> = {
  sm: (t) => ({ padY: t.space['1'], padX: t.space['3'], font: t.font.size.sm, minHeight: t.space['8'] }),
  md: (t) => ({ padY: t.space['2'], padX: t.space['4'], font: t.font.size.md, minHeight: t.space['10'] }),
  lg: (t) => ({ padY: t.space['3'], padX: t.space['6'], font: t.font.size.lg, minHeight: t.space['12'] }),
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  ${({ theme, $variant, $size, $fullWidth }) => {
    const v = buttonVariants[$variant](theme);
    const s = buttonSizes[$size](theme);
    return css`
      display: ${$fullWidth ? 'flex' : 'inline-flex'};
      width: ${$fullWidth ? '100%' : 'auto'};
      align-items: center;
      justify-content: center;
      gap: ${theme.space['2']};
      min-height: ${s.minHeight};
      padding: ${s.padY} ${s.padX};
      font-size: ${s.font};
      font-weight: ${theme.font.weight.bold};
      line-height: ${theme.font.lineHeight.tight};
      text-align: center;
      color: ${v.fg};
      background: ${v.bg};
      border: 1px solid ${v.border};
      border-radius: ${theme.radius.md};
      transition: background ${theme.motion.duration.fast} ${theme.motion.easing.standard};
      &:hover:not(:disabled) {
        background: ${v.bgHover};
      }
      &:disabled {
        opacity: 0.55;
      }
    `;
  }}
`;
