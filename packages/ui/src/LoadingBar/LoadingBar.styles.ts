import styled, { css, keyframes } from 'styled-components';

const indeterminate = keyframes`
  0% { transform: translateX(-100%) scaleX(0.3); }
  60% { transform: translateX(40%) scaleX(0.6); }
  100% { transform: translateX(100%) scaleX(0.3); }
`;

export const StyledTrack = styled.div<{ $fixed: boolean }>`
  ${({ $fixed, theme }) =>
    $fixed &&
    css`
      position: fixed;
      inset-block-start: 0;
      inset-inline: 0;
      z-index: ${theme.z.toast};
    `}
  height: ${({ theme }) => theme.space['1']};
  overflow: hidden;
  background: transparent;
`;

export const StyledBar = styled.div<{ $value: number | undefined }>`
  height: 100%;
  background: ${({ theme }) => theme.color.bg.brand};
  transform-origin: left;
  ${({ $value, theme }) =>
    $value === undefined
      ? css`
          width: 100%;
          animation: ${indeterminate} ${theme.measure.loop.progress} ${theme.motion.easing.standard} infinite;
        `
      : css`
          width: ${$value}%;
          transition: width ${theme.motion.duration.normal} ${theme.motion.easing.standard};
        `}
`;
