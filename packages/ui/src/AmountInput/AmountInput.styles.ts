import styled from 'styled-components';

export const StyledCurrency = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;

/** The 'all' button sits inside the input box, made compact. */
export const StyledAllSlot = styled.span`
  display: inline-flex;
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space['2']});
`;

export const StyledQuickAmounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;
