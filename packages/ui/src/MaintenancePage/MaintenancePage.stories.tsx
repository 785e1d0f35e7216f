import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { logoImage } from '../internal/story-assets.ts';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';

const meta = {
  title: 'Pages/MaintenancePage',
  component: MaintenancePage,
  args: { logo: { src: logoImage, alt: 'Gold Casino' }, onCustomerService: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customer service' }));
    await expect(args.onCustomerService).toHaveBeenCalled();
  },
};
export const Thai: Story = { globals: { language: 'TY' } };
export const LongThaiText: Story = {
  args: { message: `${LONG_THAI} ${LONG_THAI}` },
  globals: { language: 'TY' },
};
export const Phone: Story = { ...phoneStory };
