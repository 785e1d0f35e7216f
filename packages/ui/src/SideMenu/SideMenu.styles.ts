import styled from 'styled-components';

export const StyledSideMenu = styled.aside<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['3']};
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.measure.width.sideMenuCollapsed : theme.measure.width.sideMenu)};
  max-width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space['3']};
  overflow-y: auto;
  background: ${({ theme }) => theme.component.sideMenu.bg};
  color: ${({ theme }) => theme.component.sideMenu.fg};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.subtle};
  transition: width ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};
`;

export const StyledToggleRow = styled.div<{ $collapsed: boolean }>`
  display: flex;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-end')};
`;

export const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  /* Groups are set apart by a rule, so a group's title never reads as the item above it. */
  & + & {
    padding-top: ${({ theme }) => theme.space['3']};
    border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

export const StyledSectionTitle = styled.h2`
  padding: ${({ theme }) => `${theme.space['1']} ${theme.space['3']}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.fg.subtle};
`;

export const StyledItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.a<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space['3']};
  min-height: ${({ theme }) => theme.space['10']};
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.component.sideMenu.fg};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover {
    color: ${({ theme }) => theme.color.fg.default};
    background: ${({ theme }) => theme.color.bg.raised};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.component.sideMenu.itemActiveFg};
    background: ${({ theme }) => theme.component.sideMenu.itemActiveBg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  svg {
    flex: none;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledQrRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-around;
  gap: ${({ theme }) => theme.space['2']};
`;
