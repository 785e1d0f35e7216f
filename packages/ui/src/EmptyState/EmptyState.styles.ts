import styled from 'styled-components';

export const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => `${theme.space['10']} ${theme.space['4']}`};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const StyledStateIcon = styled.div<{ $tone: 'muted' | 'danger' }>`
  display: flex;
  font-size: ${({ theme }) => theme.font.size['3xl']};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.fg.danger : theme.color.fg.subtle)};
`;

export const StyledStateTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const StyledStateText = styled.p`
  max-width: ${({ theme }) => theme.measure.width.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
