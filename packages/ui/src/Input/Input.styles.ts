import styled, { css } from 'styled-components';

/** The bordered box shared by Input, PasswordInput, Select, Date range and the SMS/captcha fields. */
export const controlBox = css<{ $invalid?: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['2']};
  min-height: ${({ theme }) => theme.space['10']};
  padding: 0 ${({ theme }) => theme.space['3']};
  background: ${({ theme }) => theme.component.input.bg};
  color: ${({ theme }) => theme.component.input.fg};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.fg.danger : theme.component.input.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  &:focus-within {
    border-color: ${({ theme }) => theme.component.input.borderFocus};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const StyledInputBox = styled.div<{ $invalid?: boolean; $disabled?: boolean }>`
  ${controlBox}
  min-width: 0;
`;

export const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  min-height: ${({ theme }) => theme.space['10']};
  padding: 0;
  background: transparent;
  border: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  &::placeholder {
    color: ${({ theme }) => theme.component.input.placeholder};
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${({ theme }) => theme.color.fg.muted};
`;
