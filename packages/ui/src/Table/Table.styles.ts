import styled from 'styled-components';

export type CellAlign = 'start' | 'center' | 'end';

export const StyledTableWrap = styled.div`
  width: 100%;
  overflow-x: auto;
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
