import { useTranslation } from 'react-i18next';
import { BannerCarousel, type Banner } from '@wl/ui';

/** The w_home banner carousel (Swiper; loops and autoplays with more than one slide). */
export default function Banners({
  banners,
  onSelect,
}: {
  banners: readonly Banner[];
  onSelect: (banner: Banner) => void;
}) {
  const { t } = useTranslation('site');
  const reduced =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return <BannerCarousel banners={banners} label={t('banners')} onSelect={onSelect} autoplay={!reduced} />;
}
