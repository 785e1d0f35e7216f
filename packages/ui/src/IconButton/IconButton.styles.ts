import styled, { css } from 'styled-components';
import { buttonVariants, type ButtonVariant } from '../Button/Button.styles.ts';

export type IconButtonSize = 'sm' | 'md' | 'lg';

export const StyledIconButton = styled.button<{
  $variant: ButtonVariant;
  $size: IconButtonSize;
  $round: boolean;
}>`
  ${({ theme, $variant, $size, $round }) => {
    const v = buttonVariants[$variant](theme);
    const box = { sm: theme.space['8'], md: theme.space['10'], lg: theme.space['12'] }[$size];
    return css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      flex: none;
      width: ${box};
      height: ${box};
      padding: 0;
      font-size: ${$size === 'sm' ? theme.font.size.md : theme.font.size.xl};
      color: ${v.fg};
      background: ${v.bg};
      border: 1px solid ${v.border};
      border-radius: ${$round ? theme.radius.pill : theme.radius.md};
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
