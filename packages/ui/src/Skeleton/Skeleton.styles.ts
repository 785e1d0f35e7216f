import styled, { css, keyframes } from 'styled-components';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

const shimmer = keyframes`0% { opacity: 1; } 50% { opacity: 0.45; } 100% { opacity: 1; }`;

/** variant -> default box. Callers may set width/height (any CSS length) for their layout. */
const shapes: Record<SkeletonVariant, ReturnType<typeof css>> = {
  text: css`
    height: 1em;
    border-radius: ${({ theme }) => theme.radius.sm};
  `,
  rect: css`
    height: ${({ theme }) => theme.space['16']};
    border-radius: ${({ theme }) => theme.radius.md};
  `,
  circle: css`
    width: ${({ theme }) => theme.space['10']};
    height: ${({ theme }) => theme.space['10']};
    border-radius: ${({ theme }) => theme.radius.pill};
  `,
};

export const StyledSkeleton = styled.span<{ $variant: SkeletonVariant }>`
  display: block;
  width: 100%;
  background: ${({ theme }) => theme.color.bg.raised};
  animation: ${shimmer} ${({ theme }) => theme.measure.loop.pulse}
    ${({ theme }) => theme.motion.easing.standard} infinite;
  ${({ $variant }) => shapes[$variant]}
`;

export const StyledSkeletonGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2']};
`;
