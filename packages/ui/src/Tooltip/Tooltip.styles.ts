import styled from 'styled-components';

export type TooltipPlacement = 'top' | 'bottom';

export const StyledTooltipAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const StyledTooltip = styled.span<{ $placement: TooltipPlacement }>`
  position: absolute;
  inset-inline-start: 50%;
  ${({ $placement, theme }) => ($placement === 'top' ? `bottom: calc(100% + ${theme.space['2']});` : `top: calc(100% + ${theme.space['2']});`)}
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.z.tooltip};
  width: max-content;
  max-width: ${({ theme }) => theme.measure.width.tooltip};
  padding: ${({ theme }) => `${theme.space['1']} ${theme.space['2']}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.default};
  background: ${({ theme }) => theme.color.bg.raised};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
  pointer-events: none;
`;
