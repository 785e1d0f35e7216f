import styled from 'styled-components';

export const StyledCarousel = styled.section`
  position: relative;
  width: 100%;
  min-width: 0;
  .swiper {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  /*
   * Pagination bullets: Swiper draws 8 px dots, too small to hit (WCAG 2.2 SC 2.5.8). Each bullet is a
   * round hit area of measure.size.target (24 px) with no gap between them, and the dot is drawn inside.
   */
  .swiper {
    --swiper-pagination-bottom: ${({ theme }) => theme.space['1']};
    --swiper-pagination-bullet-size: ${({ theme }) => theme.measure.size.target};
    --swiper-pagination-bullet-width: ${({ theme }) => theme.measure.size.target};
    --swiper-pagination-bullet-height: ${({ theme }) => theme.measure.size.target};
    --swiper-pagination-bullet-horizontal-gap: 0;
  }
  .swiper-pagination-bullets {
    display: flex;
    justify-content: center;
    /* Only the bullets take clicks: the strip between them still opens the banner below. */
    pointer-events: none;
  }
  .swiper-pagination-bullet {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    background: transparent;
    opacity: 1;
    pointer-events: auto;
    &::before {
      content: '';
      width: ${({ theme }) => theme.space['2']};
      height: ${({ theme }) => theme.space['2']};
      border-radius: ${({ theme }) => theme.radius.pill};
      background: ${({ theme }) => theme.color.fg.default};
      box-shadow: 0 0 0 1px ${({ theme }) => theme.color.bg.canvas};
      opacity: 0.6;
    }
    &:hover::before {
      opacity: 1;
    }
    &:focus-visible {
      outline: ${({ theme }) => theme.measure.stroke.focus} solid ${({ theme }) => theme.color.border.focus};
      outline-offset: calc(-1 * ${({ theme }) => theme.measure.stroke.focus});
    }
  }
  .swiper-pagination-bullet-active::before {
    background: ${({ theme }) => theme.color.bg.brand};
    opacity: 1;
  }
`;

export const StyledSlideButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.color.bg.raised};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  aspect-ratio: 3 / 1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline-offset: calc(-2 * ${({ theme }) => theme.measure.focusOffset});
  }
`;

export const StyledAutoplayToggle = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space['2']};
  inset-inline-end: ${({ theme }) => theme.space['2']};
  z-index: 2;
`;
