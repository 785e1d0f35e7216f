import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vendorLogo } from '../internal/story-assets.ts';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { Footer } from './Footer.tsx';

const columns = [
  {
    id: 'products',
    title: 'Products',
    links: [
      { id: 'live', label: 'Live casino', href: '/live' },
      { id: 'rng', label: 'Slots', href: '/rng' },
      { id: 'sports', label: 'Sports', href: '/sports' },
      { id: 'lott', label: 'Lottery', href: '/lott' },
    ],
  },
  {
    id: 'help',
    title: 'Help',
    links: [
      { id: 'faq', label: 'Help centre', href: '/help' },
      { id: 'terms', label: 'Terms', href: '/help#term' },
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    links: [
      { id: 'support', label: 'Support', href: '/help#support' },
      { id: 'complaints', label: 'Complaints', href: '/help#complaints' },
      { id: 'affiliate', label: 'Affiliate', href: '/agent' },
    ],
  },
];

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    columns,
    onNavigate: fn(),
    socialLinks: [
      { id: 'fb', label: 'Facebook', href: 'https://facebook.com/example' },
      { id: 'yt', label: 'YouTube', href: 'https://youtube.com/example' },
    ],
    vendorLogos: ['PG', 'EVO', 'PP', 'JILI'].map((n, i) => ({ id: n, name: n, src: vendorLogo(n, i) })),
    licenceText: 'Gold Casino is a demo brand. Play responsibly; 18+ only.',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Slots' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/rng', expect.anything());
  },
};
export const WithoutSocialOrVendors: Story = { args: { socialLinks: [], vendorLogos: [] } };
export const LongThaiText: Story = {
  args: { licenceText: `${LONG_THAI} ${LONG_THAI}` },
  globals: { language: 'TY' },
};
export const Phone: Story = { ...phoneStory };
