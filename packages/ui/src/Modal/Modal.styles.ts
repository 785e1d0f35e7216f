import styled, { keyframes, type DefaultTheme } from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

/** size -> max width (phones always get the full width minus a margin). */
const modalWidths: Record<ModalSize, (t: DefaultTheme) => string> = {
  sm: (t) => t.measure.width.modalSm,
  md: (t) => t.measure.width.modalMd,
  lg: (t) => t.measure.width.modalLg,
  full: () => '100%',
};

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = (offset: string) =>
  keyframes`from { opacity: 0; transform: translateY(${offset}); } to { opacity: 1; transform: none; }`;

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space['4']};
  background: ${({ theme }) => theme.component.modal.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};
`;

export const StyledModal = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => modalWidths[$size](theme)};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space['4']});
  overflow: hidden;
  background: ${({ theme }) => theme.component.modal.bg};
  color: ${({ theme }) => theme.component.modal.fg};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${({ theme }) => rise(theme.measure.enter)} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.emphasized};
  &:focus {
    outline: none;
  }
`;

export const StyledModalHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => `${theme.space['4']} ${theme.space['5']}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const StyledModalTitle = styled.h2`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledModalBody = styled.div`
  padding: ${({ theme }) => theme.space['5']};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const StyledModalFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['3']};
  padding: ${({ theme }) => `${theme.space['3']} ${theme.space['5']} ${theme.space['5']}`};
`;
