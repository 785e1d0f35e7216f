import styled from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export const StyledGameCard = styled.div<{ $maintenance: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.component.card.bg};
  color: ${({ theme }) => theme.component.card.fg};
  border: 1px solid ${({ theme }) => theme.component.card.border};
  border-radius: ${({ theme }) => theme.component.card.radius};
  overflow: hidden;
  transition: transform ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  &:hover {
    transform: translateY(-${({ theme }) => theme.measure.lift});
  }
  img {
    filter: ${({ $maintenance }) => ($maintenance ? 'grayscale(1) brightness(0.6)' : 'none')};
  }
`;

export const StyledPlayButton = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  text-align: start;
  color: inherit;
  background: transparent;
  border: 0;
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.measure.focusOffset};
  }
`;

export const StyledIcon = styled.span`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.bg.raised};
  img {
    width: 100%;
    height: 100%;
    /* Whole, never cropped: a vendor's logo is wide and carries its name (cover cut 'MegaReels' to 'egaRee'). */
    object-fit: contain;
  }
`;

/** A loading card's icon place that shows the image a page's head script has painted in `$property`, if any. */
export const StyledPaintedIcon = styled(StyledIcon)<{ $property: string }>`
  background:
    var(${({ $property }) => $property}, none) center / contain no-repeat,
    ${({ theme }) => theme.color.bg.raised};
  html[style*='${({ $property }) => $property}:'] & > * {
    visibility: hidden;
  }
`;

/**
 * The words under the tile: the name, then the vendor. Room for two lines of name and one of vendor is always kept
 * (at the bottom when the name is short), so the cards of a row and their loading skeletons have one height.
 */
export const StyledText = styled.span`
  display: block;
  box-sizing: content-box;
  min-height: calc(
    ${({ theme }) => theme.font.lineHeight.normal} *
      (2 * ${({ theme }) => theme.font.size.sm} + ${({ theme }) => theme.font.size.xs})
  );
  padding: ${({ theme }) => theme.space['2']};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/**
 * The name: at most two lines, then an ellipsis (the whole name is the button's accessible name and its title). The
 * normal line height leaves room for Thai marks above and below the line.
 */
export const StyledName = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow: hidden;
  overflow-wrap: anywhere;
`;

export const StyledVendor = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledMarks = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space['2']};
  inset-inline-start: ${({ theme }) => theme.space['2']};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space['1']};
  pointer-events: none;
`;

export const StyledFavourite = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space['1']};
  inset-inline-end: ${({ theme }) => theme.space['1']};
  button {
    background: ${({ theme }) => theme.color.bg.overlay};
    color: ${({ theme }) => theme.color.fg.default};
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.fg.danger};
  }
`;

/** A loading card: the card's box without the hover lift. */
export const StyledCardSkeleton = styled(StyledGameCard)`
  &:hover {
    transform: none;
  }
`;

/** A line of text while loading: inline, so the line keeps the height the text will have. */
export const StyledLineSkeleton = styled(Skeleton)`
  display: inline-block;
  vertical-align: middle;
`;
