import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { column, LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { Tabs, type TabsProps } from './Tabs.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const items = [
  { id: 'all', label: 'All', content: 'All games' },
  { id: 'slots', label: 'Slots', content: 'Slot games' },
  { id: 'live', label: 'Live casino', content: 'Live tables' },
  { id: 'soon', label: 'Coming soon', disabled: true, content: '' },
];

function Controlled(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Game types', items, value: 'all', onChange: fn(), variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
  render: (args) => <Controlled {...args} />,
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Slot games');
    await expect(args.onChange).toHaveBeenCalledWith('slots');
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <Tabs label="Line" items={items} value="slots" onChange={() => {}} />
      <Tabs label="Pill" variant="pill" items={items} value="live" onChange={() => {}} />
    </div>
  ),
};
export const Pill: Story = { args: { variant: 'pill' } };
export const LongThaiText: Story = {
  args: {
    items: [
      { id: 'a', label: 'ทั้งหมด', content: LONG_THAI },
      { id: 'b', label: 'เกมสล็อตยอดนิยมประจำสัปดาห์', content: '' },
    ],
    value: 'a',
  },
};
export const Phone: Story = { ...phoneStory };
