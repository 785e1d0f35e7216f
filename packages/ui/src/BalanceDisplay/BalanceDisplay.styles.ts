import styled from 'styled-components';

export const StyledBalance = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  min-width: 0;
`;

export const StyledAmount = styled.output<{ $size: 'sm' | 'md' | 'lg' }>`
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme, $size }) => ({ sm: theme.font.size.sm, md: theme.font.size.md, lg: theme.font.size['2xl'] })[$size]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
