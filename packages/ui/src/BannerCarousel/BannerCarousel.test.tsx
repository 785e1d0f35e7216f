import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { BannerCarousel, bannerSwiperOptions } from './BannerCarousel.tsx';

const banners = [
  { id: 'a', imageUrl: 'a.png', alt: 'Welcome bonus', url: '/promotions#welcome', linkageType: 1 },
  { id: 'b', imageUrl: 'b.png', alt: 'Cashback', url: '/promotions#cashback', linkageType: 1 },
];

describe('bannerSwiperOptions', () => {
  it('loops and autoplays (5000 ms, speed 1000, spacing 20.3) only with more than one slide', () => {
    const many = bannerSwiperOptions(3);
    expect(many.loop).toBe(true);
    expect(many.autoplay).toMatchObject({ delay: 5000 });
    expect(many.speed).toBe(1000);
    expect(many.spaceBetween).toBe(20.3);
    const one = bannerSwiperOptions(1);
    expect(one.loop).toBe(false);
    expect(one.autoplay).toBe(false);
  });
});

describe('BannerCarousel', () => {
  it('is a named carousel whose banners are buttons that report their banner', async () => {
    const onSelect = vi.fn();
    renderUi(<BannerCarousel banners={banners} onSelect={onSelect} />);
    expect(screen.getByRole('region', { name: 'Banners' })).toBeInTheDocument();
    const cashback = screen.getAllByRole('button', { name: 'Cashback' })[0]!;
    await userEvent.click(cashback);
    expect(onSelect).toHaveBeenCalledWith(banners[1], 1);
    expect(screen.getByRole('button', { name: 'Pause banners' })).toBeInTheDocument();
  });

  it('has no autoplay control for a single banner, and nothing for none', () => {
    const { rerender } = renderUi(<BannerCarousel banners={banners.slice(0, 1)} onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull();
    rerender(<BannerCarousel banners={[]} onSelect={() => {}} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
