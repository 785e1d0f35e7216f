import styled from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: ${({ theme }) => theme.measure.stroke.hairline};
  height: ${({ theme }) => theme.measure.stroke.hairline};
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The page beside the menu (the menu is a drawer on phones). */
export const StyledContent = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space['4']};
  margin: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.component.card.radius};
  background: ${({ theme }) => theme.component.card.bg};
  color: ${({ theme }) => theme.component.card.fg};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.component.card.border};
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    margin: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  }
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-family: ${({ theme }) => theme.font.family.heading};
  &:focus {
    outline: none;
  }
`;

export const StyledMenu = styled.nav`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['3']};
  /* Its own surface: in the phone drawer it lies over the page. */
  background: ${({ theme }) => theme.component.sideMenu.bg};
  color: ${({ theme }) => theme.component.sideMenu.fg};
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space['2']};
    min-height: ${({ theme }) => theme.space['10']};
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.raised};
    color: ${({ theme }) => theme.color.fg.default};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.component.sideMenu.itemActiveBg};
    color: ${({ theme }) => theme.component.sideMenu.itemActiveFg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.measure.focusOffset};
  }
`;

export const StyledGroup = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledGroupTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-transform: uppercase;
`;

export const StyledLoading = styled.div`
  min-height: ${({ theme }) => theme.space['16']};
`;

export const StyledUser = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The top of the phone's menu drawer: clock, name and language (the header keeps one row). */
export const StyledDrawerTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['3']};
  padding-bottom: ${({ theme }) => theme.space['3']};
  margin-bottom: ${({ theme }) => theme.space['3']};
  border-bottom: ${({ theme }) => theme.measure.stroke.hairline} solid
    ${({ theme }) => theme.color.border.subtle};
  & select {
    min-height: 2.5rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: ${({ theme }) => theme.measure.stroke.hairline} solid
      ${({ theme }) => theme.component.input.border};
    background: ${({ theme }) => theme.component.input.bg};
    color: ${({ theme }) => theme.component.input.fg};
    font: inherit;
  }
`;
