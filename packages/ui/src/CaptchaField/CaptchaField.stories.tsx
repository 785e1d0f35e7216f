import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField.tsx';

const captcha = (code: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="104" height="40"><rect width="104" height="40" fill="#f5f6f8"/><path d="M0 28 Q30 5 60 26 T104 14" stroke="#9aa0ae" fill="none"/><text x="52" y="28" font-family="monospace" font-size="22" text-anchor="middle" fill="#12151b">${code}</text></svg>`)}`;

function Controlled(props: CaptchaFieldProps) {
  const [value, setValue] = useState(props.value);
  const [n, setN] = useState(0);
  return (
    <div style={{ maxWidth: 400 }}>
      <CaptchaField
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
        imageSrc={props.imageSrc === null ? null : captcha(['7G4K', 'Q2P9', 'M8XW'][n % 3]!)}
        onRefresh={() => {
          setN(n + 1);
          props.onRefresh();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: {
    label: 'Captcha',
    value: '',
    onChange: fn(),
    onRefresh: fn(),
    imageSrc: 'sample',
    placeholder: 'Enter the code',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CaptchaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Captcha/ }), '7G4K');
    await expect(args.onChange).toHaveBeenLastCalledWith('7G4K');
    const refresh = canvas.getByRole('button', { name: 'Refresh captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
export const LoadingImage: Story = { args: { imageSrc: null } };
export const WithError: Story = { args: { error: 'Please enter the captcha' } };
export const LongThaiText: Story = { args: { label: 'รหัสยืนยัน', error: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
