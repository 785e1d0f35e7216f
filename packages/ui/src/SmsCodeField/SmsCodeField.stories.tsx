import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField.tsx';

function Controlled(props: SmsCodeFieldProps) {
  const [value, setValue] = useState(props.value);
  const [resendAt, setResendAt] = useState(props.resendAt);
  return (
    <div style={{ maxWidth: 400 }}>
      <SmsCodeField
        {...props}
        value={value}
        resendAt={resendAt}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
        onSend={() => {
          setResendAt(Date.now() + 60_000);
          props.onSend();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeField,
  args: {
    label: 'SMS code',
    value: '',
    onChange: fn(),
    onSend: fn(),
    resendAt: null,
    placeholder: '6 digits',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SmsCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
  },
};
export const CountingDown: Story = { args: { resendAt: Date.now() + 45_000 }, tags: ['no-visual'] };
export const Sending: Story = { args: { sending: true } };
export const NeedsMobileFirst: Story = {
  args: { sendDisabled: true, hint: 'Enter your mobile number first' },
};
export const WithError: Story = { args: { error: 'Please enter a valid verification code' } };
export const LongThaiText: Story = { args: { label: 'รหัส SMS', error: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
