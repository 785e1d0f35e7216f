import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { column, LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { expectTargetsAtLeastMin, targetSizeRule } from '../internal/story-targets.ts';
import { RadioGroup, type RadioGroupProps } from './Radio.tsx';

const options = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly', disabled: true },
];

function Controlled(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
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
  title: 'Forms/Radio',
  component: RadioGroup,
  args: { legend: 'Salary period', options, value: 'daily', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Each option's label is its pointer target: at least 24 px tall (WCAG 2.5.8).
    await expectTargetsAtLeastMin(canvas.getAllByRole('radio').map((radio) => radio.closest('label')!));
    await userEvent.click(canvas.getByText('Weekly'));
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('weekly');
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <RadioGroup legend="Row" options={options} value="daily" onChange={() => {}} />
      <RadioGroup legend="Column" direction="column" options={options} value="weekly" onChange={() => {}} />
      <RadioGroup legend="Disabled" disabled options={options} value="daily" onChange={() => {}} />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const LongThaiText: Story = {
  args: {
    legend: 'ช่วงเวลา',
    options: [
      { value: 'a', label: LONG_THAI },
      { value: 'b', label: 'รายสัปดาห์' },
    ],
  },
};
export const Phone: Story = { ...phoneStory };
