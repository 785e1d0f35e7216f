import styled from 'styled-components';

export const StyledCopy = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

export const StyledCopyValue = styled.code`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space['2']} ${theme.space['3']}`};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.component.input.fg};
  background: ${({ theme }) => theme.component.input.bg};
  border: 1px solid ${({ theme }) => theme.component.input.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
