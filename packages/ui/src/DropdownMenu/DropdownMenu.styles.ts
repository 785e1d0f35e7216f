import styled from 'styled-components';

export const StyledMenuAnchor = styled.div`
  position: relative;
  display: inline-flex;
`;

export const StyledMenu = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space['1']});
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  z-index: ${({ theme }) => theme.z.dropdown};
  min-width: ${({ theme }) => theme.measure.width.menuMin};
  max-width: min(
    ${({ theme }) => theme.measure.width.menuMax},
    calc(100vw - 2 * ${({ theme }) => theme.space['4']})
  );
  padding: ${({ theme }) => theme.space['1']};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const StyledMenuItem = styled.button<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  width: 100%;
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  color: ${({ theme, $danger }) => ($danger ? theme.color.fg.danger : theme.color.fg.default)};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.color.bg.surface};
  }
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.measure.focusOffset};
  }
  &:disabled {
    opacity: 0.5;
  }
`;

export const StyledMenuSeparator = styled.div`
  height: 1px;
  margin: ${({ theme }) => theme.space['1']} 0;
  background: ${({ theme }) => theme.color.border.subtle};
`;
