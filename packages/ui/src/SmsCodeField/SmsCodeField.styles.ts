import styled from 'styled-components';

export const StyledSmsRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
  & > :first-child {
    flex: 1;
  }
  & > button {
    flex: none;
    min-width: ${({ theme }) => theme.measure.width.smsButton};
  }
`;
