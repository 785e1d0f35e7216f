import styled from 'styled-components';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx';

export type CellAlign = 'start' | 'center' | 'end';

/** Scrolls sideways when the table is wider than the screen, reachable by keyboard while it does. */
export const StyledTableWrap = styled(ScrollRegion)`
  width: 100%;
  background: ${({ theme }) => theme.component.card.bg};
  color: ${({ theme }) => theme.component.card.fg};
  border: 1px solid ${({ theme }) => theme.component.card.border};
  border-radius: ${({ theme }) => theme.component.card.radius};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledCaption = styled.caption`
  padding: ${({ theme }) => theme.space['3']};
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledTh = styled.th<{ $align: CellAlign }>`
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.muted};
  background: ${({ theme }) => theme.color.bg.raised};
  white-space: nowrap;
`;

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.measure.size.target};
  gap: ${({ theme }) => theme.space['1']};
  padding: 0;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
`;

export const StyledTd = styled.td<{ $align: CellAlign }>`
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  text-align: ${({ $align }) => $align};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  overflow-wrap: anywhere;
`;

export const StyledStateCell = styled.td`
  padding: ${({ theme }) => theme.space['8']};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/** A phone's table: its caption, then its rows as cards. */
export const StyledCardsWrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  & > p {
    margin: 0;
    padding-inline: 0;
  }
`;

/** A phone's rows: a list of cards, one under another. */
export const StyledCardList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
  padding: ${({ theme }) => theme.space['3']};
  background: ${({ theme }) => theme.component.card.bg};
  color: ${({ theme }) => theme.component.card.fg};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.component.card.border};
  border-radius: ${({ theme }) => theme.component.card.radius};
`;

/** A card's fields: the label on the start side, the value beside it; a long value (an order id) wraps anywhere. */
export const StyledCardFields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  margin: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space['3']};
    align-items: baseline;
  }
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [data-align='end'] {
    font-variant-numeric: tabular-nums;
  }
  [data-tone='negative'] {
    color: ${({ theme }) => theme.color.fg.danger};
  }
  [data-tone='positive'] {
    color: ${({ theme }) => theme.color.fg.success};
  }
`;

export const StyledDetailsButton = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.measure.size.target};
  padding: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.link};
  text-decoration: underline;
  background: transparent;
  border: 0;
  cursor: pointer;
`;

export const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
  padding-top: ${({ theme }) => theme.space['2']};
`;
