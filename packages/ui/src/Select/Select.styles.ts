import styled from 'styled-components';
import { controlBox } from '../Input/Input.styles.ts';

export const StyledSelectBox = styled.div<{ $invalid?: boolean; $disabled?: boolean }>`
  ${controlBox}
  position: relative;
  padding: 0;
`;

export const StyledSelect = styled.select`
  appearance: none;
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.space['10']};
  padding: 0 ${({ theme }) => theme.space['8']} 0 ${({ theme }) => theme.space['3']};
  background: transparent;
  border: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus,
  &:focus-visible {
    outline: none;
  }
  option {
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

export const StyledChevron = styled.span`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space['3']};
  display: inline-flex;
  pointer-events: none;
  color: ${({ theme }) => theme.color.fg.muted};
`;
