import styled, { keyframes } from 'styled-components';
import { StyledBackdrop } from '../Modal/Modal.styles.ts';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

/** The modal backdrop (layer, shade, fade-in), holding the panel against the start edge instead of centred. */
export const StyledDrawerBackdrop = styled(StyledBackdrop)`
  align-items: stretch;
  justify-content: flex-start;
  padding: 0;
`;

export const StyledDrawerPanel = styled.div`
  width: min(${({ theme }) => theme.measure.width.sideMenu}, ${({ theme }) => theme.measure.width.drawerMax});
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  > * {
    height: 100%;
  }
`;
