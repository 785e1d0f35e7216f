import styled from 'styled-components';

export const StyledFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  min-width: 0;
`;

export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledOptions = styled.div<{ $direction: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['3']};
`;
