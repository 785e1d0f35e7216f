import styled from 'styled-components';

/** A records page: filters, the count and export line, the table, the pages. */
export const StyledRecords = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['4']};
  min-width: 0;
`;

export const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space['3']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    align-items: end;
  }
  /* The date range takes the whole row; the page's own filters share the next one. */
  & > :first-child {
    grid-column: 1 / -1;
  }
`;

export const StyledRangeProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Scrolls sideways in its frame if a tablet is too narrow; the first column stays in view (sticky) so each row keeps its name. */
export const StyledScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.component.card.border};
  border-radius: ${({ theme }) => theme.component.card.radius};
  &:focus-visible {
    outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    padding: ${({ theme }) => theme.space['3']};
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
    text-align: start;
    white-space: nowrap;
    border-top: ${({ theme }) => theme.measure.stroke.hairline} solid
      ${({ theme }) => theme.color.border.subtle};
    background: ${({ theme }) => theme.component.card.bg};
  }
  thead th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.fg.muted};
    background: ${({ theme }) => theme.color.bg.raised};
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.color.bg.raised};
  }
  th:first-child,
  td:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    border-inline-end: ${({ theme }) => theme.measure.stroke.hairline} solid
      ${({ theme }) => theme.color.border.subtle};
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [data-tone='negative'] {
    color: ${({ theme }) => theme.color.fg.danger};
  }
  [data-tone='positive'] {
    color: ${({ theme }) => theme.color.fg.success};
  }
`;

/** The first cell of a row: opens the row's details. */
export const StyledRowButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.measure.size.target};
  padding: 0;
  font: inherit;
  text-align: start;
  color: ${({ theme }) => theme.color.fg.link};
  text-decoration: underline;
  background: transparent;
  border: 0;
  cursor: pointer;
`;

/**
 * The first cell's text of a column marked `clip`. The first column sticks while a phone scrolls the row sideways, so
 * a long value there (a 36-character order id) is clipped with an ellipsis below the tablet width; the whole value is
 * still read out, is the button's title, and is in the row's details and the CSV file.
 */
export const StyledRowLabel = styled.span`
  display: block;
  max-inline-size: 12ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.md} {
    max-inline-size: none;
  }
`;

/** A phone's totals (the table's footer row): a card of its own under the rows' cards. */
export const StyledPhoneTotals = styled.section`
  padding: ${({ theme }) => theme.space['3']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  background: ${({ theme }) => theme.color.bg.raised};
  border: ${({ theme }) => theme.measure.stroke.hairline} solid ${({ theme }) => theme.component.card.border};
  border-radius: ${({ theme }) => theme.component.card.radius};
`;

export const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 8rem;
`;

export const StyledProgressTrack = styled.div`
  height: ${({ theme }) => theme.space['2']};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.raised};
  overflow: hidden;
`;

export const StyledProgressFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme }) => theme.color.bg.brand};
`;
