import styled from 'styled-components';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2']};
`;

export const StyledShares = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space['5']};
  max-height: 12rem;
  overflow-y: auto;
  font-variant-numeric: tabular-nums;
`;
