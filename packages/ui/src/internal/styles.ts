import { css } from 'styled-components';

/** Visible focus ring for custom controls (the global `:focus-visible` outline covers native ones). */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.measure.focusOffset};
  }
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const spin = css`
  @keyframes wl-spin {
    to {
      transform: rotate(360deg);
    }
  }
  animation: wl-spin ${({ theme }) => theme.measure.loop.spin} linear infinite;
`;
