import styled from 'styled-components';

export const StyledClock = styled.time`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
`;

export const StyledOffset = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;
