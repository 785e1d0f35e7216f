import styled from 'styled-components';

export type TabsVariant = 'line' | 'pill';

export const StyledTabList = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  gap: ${({ theme, $variant }) => ($variant === 'pill' ? theme.space['2'] : theme.space['1'])};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: ${({ theme, $variant }) => ($variant === 'line' ? `1px solid ${theme.color.border.subtle}` : '0')};
`;

const tabColours = {
  line: { selectedBg: 'transparent', selectedFg: 'link', indicator: true },
  pill: { selectedBg: 'brand', selectedFg: 'onBrand', indicator: false },
} as const;

export const StyledTab = styled.button<{ $variant: TabsVariant; $selected: boolean }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['4']}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  border: 0;
  border-radius: ${({ theme, $variant }) => ($variant === 'pill' ? theme.radius.pill : '0')};
  background: ${({ theme, $variant, $selected }) =>
    $selected && tabColours[$variant].selectedBg === 'brand' ? theme.color.bg.brand : 'transparent'};
  color: ${({ theme, $variant, $selected }) =>
    !$selected
      ? theme.color.fg.muted
      : tabColours[$variant].selectedFg === 'onBrand'
        ? theme.color.fg.onBrand
        : theme.color.fg.link};
  box-shadow: ${({ theme, $variant, $selected }) =>
    $selected && tabColours[$variant].indicator
      ? `inset 0 -${theme.measure.stroke.indicator} 0 ${theme.color.fg.link}`
      : 'none'};
  &:hover:not(:disabled) {
    color: ${({ theme, $variant, $selected }) => ($selected && $variant === 'pill' ? theme.color.fg.onBrand : theme.color.fg.default)};
  }
  &:disabled {
    opacity: 0.5;
  }
`;

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space['4']};
`;
