import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles.ts';

export const StyledUpload = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
  min-width: 0;
`;

export const StyledPicker = styled.label<{ $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space['1']};
  padding: ${({ theme }) => theme.space['5']};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: center;
  background: ${({ theme }) => theme.component.input.bg};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-within {
    outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.measure.focusOffset};
  }
  svg {
    font-size: ${({ theme }) => theme.font.size['2xl']};
    color: ${({ theme }) => theme.color.fg.link};
  }
`;

export const StyledFileInput = styled.input`
  ${visuallyHidden}
`;

export const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.subtle};
`;

export const StyledPreviews = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space['2']};
  padding: 0;
  list-style: none;
`;

export const StyledPreview = styled.li`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.raised};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: ${({ theme }) => theme.space['1']};
    inset-inline-end: ${({ theme }) => theme.space['1']};
  }
`;

export const StyledErrors = styled.ul`
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.danger};
`;
