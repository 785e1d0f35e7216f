import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { avatarImage, brokenImage, defaultAvatar, logoImage } from '../internal/story-assets.ts';
import { accountMenu, topNav } from '../internal/story-data.tsx';
import { phoneStory } from '../internal/story-helpers.tsx';
import { Header } from './Header.tsx';

const user = { account: 'player01', avatarUrl: avatarImage, vipLevel: 3, rankName: 'Gold', unclaimed: 4, balance: 12345.678, currencySymbol: '฿', balanceHidden: false };

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: {
    logo: { src: logoImage, alt: 'Gold Casino', href: '/' },
    nav: topNav,
    user: null,
    defaultAvatar,
    onLogin: fn(),
    onRegister: fn(),
    onNavigate: fn(),
    onToggleBalance: fn(),
    onRefreshBalance: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onUnclaimed: fn(),
    onMenuToggle: fn(),
    accountMenu: accountMenu(fn()),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 360 }}><Story /></div>],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Live' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/live', expect.anything());
  },
};
export const LoggedIn: Story = {
  args: { user },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(args.onToggleBalance).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^player01 .*Account menu$/ }));
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  },
};
export const BalanceHidden: Story = { args: { user: { ...user, balanceHidden: true } } };
export const Refreshing: Story = { args: { user: { ...user, refreshing: true } } };
export const AvatarFailure: Story = { args: { user: { ...user, avatarUrl: brokenImage } } };
export const Thai: Story = { args: { user }, globals: { language: 'TY' } };
export const PhoneLoggedOut: Story = { ...phoneStory };
export const PhoneLoggedIn: Story = { ...phoneStory, args: { user } };
