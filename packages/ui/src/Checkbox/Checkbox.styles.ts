import styled from 'styled-components';

export const StyledChoice = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['2']};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

/** Native control kept (keyboard, forms, screen readers); only its size and accent come from tokens. */
export const StyledNativeChoice = styled.input`
  flex: none;
  width: ${({ theme }) => theme.space['5']};
  height: ${({ theme }) => theme.space['5']};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.bg.brand};
  cursor: inherit;
`;

export const StyledChoiceText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;
