import styled from 'styled-components';

export const StyledFloating = styled.div<{ $fixed: boolean }>`
  ${({ $fixed, theme }) => ($fixed ? `position: fixed; inset-inline-end: ${theme.space['4']}; inset-block-end: ${theme.space['6']};` : '')}
  z-index: ${({ theme }) => theme.z.sticky};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space['3']};
  button {
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;
