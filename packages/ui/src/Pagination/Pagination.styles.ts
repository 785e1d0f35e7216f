import styled from 'styled-components';

export const StyledPagination = styled.nav`
  display: flex;
  justify-content: center;
`;

export const StyledPageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0;
  list-style: none;
`;

export const StyledPageButton = styled.button<{ $current: boolean }>`
  min-width: ${({ theme }) => theme.space['10']};
  height: ${({ theme }) => theme.space['10']};
  padding: 0 ${({ theme }) => theme.space['2']};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $current }) => ($current ? theme.font.weight.bold : theme.font.weight.regular)};
  color: ${({ theme, $current }) => ($current ? theme.component.button.primary.fg : theme.color.fg.default)};
  background: ${({ theme, $current }) => ($current ? theme.component.button.primary.bg : 'transparent')};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.component.button.primary.border : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover:not(:disabled) {
    background: ${({ theme, $current }) => ($current ? theme.component.button.primary.bgHover : theme.color.bg.raised)};
  }
  &:disabled {
    opacity: 0.4;
  }
`;

export const StyledGap = styled.span`
  min-width: ${({ theme }) => theme.space['6']};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;
