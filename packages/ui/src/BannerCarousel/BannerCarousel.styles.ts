import styled from 'styled-components';

export const StyledCarousel = styled.section`
  position: relative;
  width: 100%;
  min-width: 0;
  .swiper {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  .swiper-pagination-bullet {
    background: ${({ theme }) => theme.color.fg.default};
    opacity: 0.5;
  }
  .swiper-pagination-bullet-active {
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
