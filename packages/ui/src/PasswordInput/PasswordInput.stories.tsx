import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { column, phoneStory } from '../internal/story-helpers.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password', defaultValue: 'Secret123' },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ ...column, maxWidth: 360 }}>
      <FormField label="Hidden">
        <PasswordInput defaultValue="Secret123" />
      </FormField>
      <FormField label="Shown">
        <PasswordInput defaultValue="Secret123" defaultVisible />
      </FormField>
      <FormField label="Invalid" error="Confirmation password is not correct.">
        <PasswordInput defaultValue="x" />
      </FormField>
      <FormField label="Disabled">
        <PasswordInput disabled defaultValue="Secret123" />
      </FormField>
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { ...phoneStory };
