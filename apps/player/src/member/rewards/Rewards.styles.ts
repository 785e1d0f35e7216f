import styled from 'styled-components';

/** Cards of a catalogue or a promotions list: one column on a phone, as many as fit on a desktop. */
export const StyledCardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  padding: ${({ theme }) => theme.space['3']};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.raised};
  overflow-wrap: anywhere;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  img {
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The big figure of a summary (points balance, VIP level). */
export const StyledFigure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

/** A card's actions, pushed to its bottom. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  align-self: end;
`;

/** A horizontal scroller for a table that is wider than a phone. */
export const StyledScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

export const StyledRules = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space['5']};
`;
