import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { logoImage } from '../internal/story-assets.ts';
import { phoneStory } from '../internal/story-helpers.tsx';
import { RegionBlockedPage } from './RegionBlockedPage.tsx';

const meta = {
  title: 'Pages/RegionBlockedPage',
  component: RegionBlockedPage,
  args: { ip: '203.0.113.7', onCustomerService: fn(), logo: { src: logoImage, alt: 'Gold Casino' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegionBlockedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Your IP: 203.0.113.7')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
    await expect(args.onCustomerService).toHaveBeenCalled();
  },
};
export const Thai: Story = { globals: { language: 'TY' } };
export const IPv6: Story = { args: { ip: '2001:db8:85a3::8a2e:370:7334' } };
export const Phone: Story = { ...phoneStory };
