import styled from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: ${({ theme }) => theme.measure.stroke.hairline};
  height: ${({ theme }) => theme.measure.stroke.hairline};
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Desktop: the grouped menu beside the page. */
export const StyledPanel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['6']} ${({ theme }) => theme.space['4']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(11rem, 15rem) minmax(0, 1fr);
    align-items: start;
  }
`;

export const StyledContent = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']};
  border-radius: ${({ theme }) => theme.component.card.radius};
  background: ${({ theme }) => theme.component.card.bg};
  color: ${({ theme }) => theme.component.card.fg};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.component.card.border};
  min-width: 0;
`;

/** Phone: the list, or one page across the whole width with a link back to the list. */
export const StyledPhonePage = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  padding: ${({ theme }) => theme.space['4']} ${({ theme }) => theme.space['3']};
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-family: ${({ theme }) => theme.font.family.heading};
  &:focus {
    outline: none;
  }
`;

export const StyledBack = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.measure.size.target};
    color: ${({ theme }) => theme.color.fg.link};
  }
  a::before {
    content: '‹';
    margin-inline-end: ${({ theme }) => theme.space['1']};
  }
`;

export const StyledMenu = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space['4']};
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space['16']};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space['2']};
    width: 100%;
    min-height: ${({ theme }) => theme.space['10']};
    padding: ${({ theme }) => theme.space['2']} ${({ theme }) => theme.space['3']};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.raised};
    color: ${({ theme }) => theme.color.fg.default};
    text-decoration: none;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.bg.sunken};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.component.sideMenu.itemActiveBg};
    color: ${({ theme }) => theme.component.sideMenu.itemActiveFg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a:focus-visible,
  button:focus-visible {
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

export const StyledFeedback = styled.button`
  border: 0;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

export const StyledCount = styled.span`
  min-width: ${({ theme }) => theme.space['5']};
  padding: 0 ${({ theme }) => theme.space['1']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.danger};
  color: ${({ theme }) => theme.color.fg.onDanger};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.space['5']};
  text-align: center;
`;

export const StyledLoading = styled.div`
  min-height: ${({ theme }) => theme.space['16']};
`;
