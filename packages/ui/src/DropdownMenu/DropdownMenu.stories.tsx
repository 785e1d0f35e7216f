import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

const onSelect = fn();
const items = [
  { id: 'vip', label: 'VIP level', onSelect },
  { id: 'bets', label: 'Betting record', onSelect },
  { id: 'account', label: 'Account record', onSelect },
  { id: 'agent', label: 'Agent centre', onSelect, disabled: true },
  { id: 'sep', type: 'separator' as const },
  { id: 'out', label: 'Sign out', onSelect, danger: true },
];

const meta = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  args: { label: 'My account', items },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'My account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'VIP level' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongThaiText: Story = {
  args: { label: 'บัญชีของฉัน', defaultOpen: true, items: [{ id: 'a', label: LONG_THAI, onSelect }, ...items] },
};
export const Phone: Story = { ...phoneStory, args: { defaultOpen: true } };
