import styled from 'styled-components';

/**
 * The label is the pointer target of its box (a click anywhere on it toggles): at least
 * measure.size.target (24 px) tall, the 20 px box and the first text line centred in it.
 */
export const StyledChoice = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  min-height: ${({ theme }) => theme.measure.size.target};
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
  margin: calc((${({ theme }) => theme.measure.size.target} - ${({ theme }) => theme.space['5']}) / 2) 0;
  accent-color: ${({ theme }) => theme.color.bg.brand};
  cursor: inherit;
`;

export const StyledChoiceText = styled.span`
  min-width: 0;
  padding-block: calc((${({ theme }) => theme.measure.size.target} - 1lh) / 2);
  overflow-wrap: anywhere;
`;
