import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { column, LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { Input } from './Input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'Amount', placeholder: 'Enter amount', onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '500');
    await expect(input).toHaveValue('500');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ ...column, maxWidth: 360 }}>
      <Input aria-label="Empty" placeholder="Placeholder" />
      <Input aria-label="Filled" defaultValue="Filled value" />
      <Input aria-label="Invalid" invalid defaultValue="Invalid value" />
      <Input aria-label="Disabled" disabled defaultValue="Disabled" />
      <Input aria-label="With unit" startAdornment="฿" endAdornment="THB" defaultValue="1,000.00" />
      <Input aria-label="With button" endAdornment={<Button size="sm">Max</Button>} />
    </div>
  ),
};
export const Invalid: Story = { args: { invalid: true, defaultValue: 'abc' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '100' } };
export const LongThaiText: Story = { args: { defaultValue: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
