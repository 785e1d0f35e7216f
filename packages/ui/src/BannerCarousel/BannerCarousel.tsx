import { BANNER_AUTOPLAY_DELAY_MS, BANNER_SPACE_BETWEEN, BANNER_SPEED_MS } from '@wl/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { IconButton } from '../IconButton/IconButton.tsx';
import { StyledAutoplayToggle, StyledCarousel, StyledSlideButton } from './BannerCarousel.styles.ts';

export type Banner = {
  id: string;
  imageUrl: string;
  /** Text alternative of the banner image. */
  alt: string;
  /** Platform fields passed back on click (the page decides where to go). */
  url?: string;
  linkageType?: string | number;
};

/** Swiper options (spec constants from @wl/domain): loop and autoplay only with more than one slide. */
export function bannerSwiperOptions(count: number): SwiperOptions {
  const many = count > 1;
  return {
    modules: [A11y, Autoplay, Keyboard, Pagination],
    loop: many,
    autoplay: many
      ? { delay: BANNER_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
    speed: BANNER_SPEED_MS,
    spaceBetween: BANNER_SPACE_BETWEEN,
    slidesPerView: 1,
    keyboard: { enabled: many, onlyInViewport: true },
    pagination: many ? { clickable: true } : false,
    allowTouchMove: many,
  };
}

export type BannerCarouselProps = {
  banners: readonly Banner[];
  onSelect: (banner: Banner, index: number) => void;
  label?: string;
  /** Start with autoplay stopped (visual review, reduced motion). */
  autoplay?: boolean;
};

/** Home banner carousel (Swiper). Each banner is a button; autoplay can be paused (WCAG 2.2.2). */
export function BannerCarousel({ banners, onSelect, label, autoplay = true }: BannerCarouselProps) {
  const { t } = useTranslation('ui');
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(autoplay);
  if (banners.length === 0) return null;
  // Swiper fills {{index}} itself; i18next is given the placeholder back so the words are translated, not the number.
  const options: SwiperOptions = {
    ...bannerSwiperOptions(banners.length),
    a11y: {
      paginationBulletMessage: t('goToSlide', { index: '{{index}}' }),
      prevSlideMessage: t('previousSlide'),
      nextSlideMessage: t('nextSlide'),
      firstSlideMessage: t('firstSlide'),
      lastSlideMessage: t('lastSlide'),
    },
  };
  const many = banners.length > 1;

  const toggle = () => {
    const s = swiperRef.current;
    if (playing) s?.autoplay?.stop();
    else s?.autoplay?.start();
    setPlaying(!playing);
  };

  return (
    <StyledCarousel aria-roledescription="carousel" aria-label={label ?? t('banners')}>
      <Swiper
        {...options}
        onSwiper={(s) => {
          swiperRef.current = s;
          if (!autoplay) s.autoplay?.stop();
        }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide
            key={banner.id}
            aria-label={t('bannerSlide', { index: index + 1, total: banners.length })}
          >
            <StyledSlideButton type="button" onClick={() => onSelect(banner, index)}>
              <img src={banner.imageUrl} alt={banner.alt} loading={index === 0 ? 'eager' : 'lazy'} />
            </StyledSlideButton>
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <StyledAutoplayToggle>
          <IconButton
            size="sm"
            variant="secondary"
            round
            label={playing ? t('pauseSlides') : t('playSlides')}
            aria-pressed={!playing}
            icon={<span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>}
            onClick={toggle}
          />
        </StyledAutoplayToggle>
      )}
    </StyledCarousel>
  );
}
