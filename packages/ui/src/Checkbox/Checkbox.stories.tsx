import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { column, LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { expectTargetsAtLeastMin, targetSizeRule } from '../internal/story-targets.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the terms and conditions', onChange: fn() },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    // The label around the box is its pointer target: at least 24 px tall (WCAG 2.5.8).
    await expectTargetsAtLeastMin([box.closest('label')!]);
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled checked" disabled defaultChecked />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const LongThaiText: Story = { args: { label: LONG_THAI } };
export const Phone: Story = { ...phoneStory, args: { label: LONG_THAI } };
