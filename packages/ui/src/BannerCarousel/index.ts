export * from './BannerCarousel.tsx';
