import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../internal/story-helpers.tsx';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const presets = [
  { id: 'today', label: 'Today', range: { from: '2026-11-20', to: '2026-11-20' } },
  { id: 'yesterday', label: 'Yesterday', range: { from: '2026-11-19', to: '2026-11-19' } },
  { id: 'week', label: 'Last 7 days', range: { from: '2026-11-14', to: '2026-11-20' } },
];

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateRangePicker
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
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: {
    legend: 'Period',
    value: { from: '2026-11-14', to: '2026-11-20' },
    onChange: fn(),
    presets,
    max: '2026-11-20',
  },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <Controlled {...args} />
    </div>
  ),
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-20' });
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const InvalidRange: Story = { args: { value: { from: '2026-11-21', to: '2026-11-01' } } };
export const WithoutPresets: Story = { args: { presets: [] } };
export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { ...phoneStory };
