import styled from 'styled-components';

export const StyledRange = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledInputs = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space['2']};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const StyledDateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const StyledPresets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledRangeError = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.danger};
`;
