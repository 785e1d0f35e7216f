import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { phoneStory } from '../internal/story-helpers.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';
import { SideMenu } from '../SideMenu/SideMenu.tsx';
import { Drawer } from './Drawer.tsx';

const sections = [
  { id: 'main', items: [{ id: 'promotions', label: 'Promotions', href: '/promotions' }] },
  {
    id: 'games',
    title: 'Games',
    items: [
      { id: 'home', label: 'Home', href: '/', active: true },
      { id: 'live', label: 'Live casino', href: '/live' },
      { id: 'rng', label: 'Slots', href: '/rng' },
    ],
  },
];

const meta = {
  title: 'Layout/Drawer',
  component: Drawer,
  args: { open: true, label: 'Menu', onClose: fn(), children: null },
  parameters: { ...targetSizeRule, layout: 'fullscreen' },
  render: (args) => (
    <Drawer {...args}>
      <SideMenu
        sections={sections}
        onNavigate={fn()}
        collapsed={false}
        onToggle={args.onClose}
        label="Menu"
      />
    </Drawer>
  ),
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu on a phone: a dialog over the page; Escape closes it. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Phone: Story = { ...phoneStory };
