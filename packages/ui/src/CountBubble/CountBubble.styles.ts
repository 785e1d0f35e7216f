import styled from 'styled-components';

export const StyledAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const StyledBubble = styled.span<{ $attached: boolean }>`
  ${({ $attached }) => ($attached ? 'position: absolute; top: 0; inset-inline-end: 0; transform: translate(40%, -40%);' : '')}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space['5']};
  height: ${({ theme }) => theme.space['5']};
  padding: 0 ${({ theme }) => theme.space['1']};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  color: ${({ theme }) => theme.color.fg.onDanger};
  background: ${({ theme }) => theme.color.bg.danger};
  border-radius: ${({ theme }) => theme.radius.pill};
  pointer-events: none;
`;
