import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

export const StyledDrawerBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  background: ${({ theme }) => theme.component.modal.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
`;

export const StyledDrawerPanel = styled.div`
  width: min(${({ theme }) => theme.measure.width.sideMenu}, ${({ theme }) => theme.measure.width.drawerMax});
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  > * {
    height: 100%;
  }
`;
