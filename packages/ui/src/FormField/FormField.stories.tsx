import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../Input/Input.tsx';
import { column, LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { PasswordInput } from '../PasswordInput/PasswordInput.tsx';
import { Select } from '../Select/Select.tsx';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Username',
    hint: '6 to 16 letters or digits',
    required: true,
    children: <Input placeholder="Username" />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { error: 'Input cannot be empty' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Username/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Input cannot be empty/);
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ ...column, maxWidth: 420 }}>
      <FormField label="Username" required>
        <Input placeholder="Username" />
      </FormField>
      <FormField label="Password" hint="At least 8 characters">
        <PasswordInput />
      </FormField>
      <FormField label="Mobile" error="Please enter a valid mobile number">
        <Input defaultValue="12" />
      </FormField>
      <FormField label="Bank">
        <Select
          placeholder
          options={[
            { value: 'kbank', label: 'Kasikorn' },
            { value: 'scb', label: 'SCB' },
          ]}
        />
      </FormField>
      <FormField label="Disabled">
        <Input disabled defaultValue="locked" />
      </FormField>
    </div>
  ),
};
export const LongThaiText: Story = { args: { label: 'ชื่อผู้ใช้', hint: LONG_THAI, error: LONG_THAI } };
export const Phone: Story = { ...phoneStory, args: { error: 'Please enter the username and password' } };
