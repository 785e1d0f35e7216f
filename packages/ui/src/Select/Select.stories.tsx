import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { column, LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: 'kbank', label: 'Kasikorn Bank' },
  { value: 'scb', label: 'Siam Commercial Bank' },
  { value: 'bbl', label: 'Bangkok Bank', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { 'aria-label': 'Bank', options, placeholder: true, onChange: fn(), defaultValue: '' },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bank' }), 'scb');
    await expect(args.onChange).toHaveBeenCalledWith('scb', expect.anything());
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ ...column, maxWidth: 360 }}>
      <Select aria-label="Placeholder" options={options} placeholder defaultValue="" />
      <Select aria-label="Chosen" options={options} defaultValue="scb" />
      <Select aria-label="Invalid" options={options} invalid placeholder defaultValue="" />
      <Select aria-label="Disabled" options={options} disabled defaultValue="kbank" />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const LongThaiText: Story = {
  args: { options: [{ value: 'th', label: LONG_THAI }], placeholder: false },
};
export const Phone: Story = { ...phoneStory };
