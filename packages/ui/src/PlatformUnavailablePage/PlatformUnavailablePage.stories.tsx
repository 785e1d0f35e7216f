import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { logoImage } from '../internal/story-assets.ts';
import { phoneStory } from '../internal/story-helpers.tsx';
import { PlatformUnavailablePage } from './PlatformUnavailablePage.tsx';

const meta = {
  title: 'Pages/PlatformUnavailablePage',
  component: PlatformUnavailablePage,
  args: {
    reason: 'unreachable',
    logo: { src: logoImage, alt: 'Gold Casino' },
    onRetry: fn(),
    contacts: {
      email: 'support@goldcasino.example',
      phone: '+66 2 555 0100',
      chatUrl: 'https://goldcasino.example/chat',
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlatformUnavailablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unreachable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "We can't reach our servers" })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const MerchantUnknown: Story = { args: { reason: 'merchantUnknown' } };
export const Timeout: Story = { args: { reason: 'timeout' } };
export const Retrying: Story = { args: { retrying: true } };
export const NoContacts: Story = { args: { contacts: {} } };
export const Thai: Story = { args: { reason: 'merchantUnknown' }, globals: { language: 'TY' } };
export const Phone: Story = { ...phoneStory };
export const PhoneThai: Story = {
  ...phoneStory,
  args: { reason: 'timeout' },
  globals: { ...phoneStory.globals, language: 'TY' },
};
