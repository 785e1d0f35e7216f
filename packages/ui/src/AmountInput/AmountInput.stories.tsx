import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { column, phoneStory } from '../internal/story-helpers.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';
import { AmountInput, QuickAmounts } from './AmountInput.tsx';

const money = (a: number) => `฿${a.toLocaleString('en', { minimumFractionDigits: 2 })}`;

function Example({
  initial = '',
  error,
  disabled = false,
  withAll = true,
}: {
  initial?: string;
  error?: string;
  disabled?: boolean;
  withAll?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Amount" hint="฿100.00 to ฿50,000.00" error={error} required>
      <AmountInput
        value={value}
        onChange={setValue}
        currencySymbol="฿"
        disabled={disabled}
        all={withAll ? { label: 'All', onClick: () => setValue('1200.50') } : undefined}
      />
    </FormField>
  );
}

const meta = {
  title: 'Forms/AmountInput',
  component: AmountInput,
  args: { 'aria-label': 'Amount', value: '', onChange: () => {}, currencySymbol: '฿' },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Example />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('1200.50');
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ ...column, maxWidth: 360 }}>
      <Example />
      <Example initial="250.00" withAll={false} />
      <Example initial="12.345" error="Please enter an amount in numbers, with at most 2 decimals" />
      <Example initial="100" disabled />
      <QuickAmounts
        label="Quick amounts"
        amounts={[100, 500, 1000, 5000]}
        value={500}
        onPick={() => {}}
        format={money}
      />
    </div>
  ),
};
export const QuickAmountsGroup: Story = {
  render: () => {
    function Picker() {
      const [value, setValue] = useState<number | undefined>();
      return (
        <QuickAmounts
          label="Quick amounts"
          amounts={[100, 500, 1000, 5000, 10000, 50000]}
          value={value}
          onPick={setValue}
          format={money}
        />
      );
    }
    return <Picker />;
  },
};
export const Thai: Story = {
  render: () => (
    <FormField label="จำนวนเงิน" error="จำนวนเงินต้องไม่เกินยอดที่ใช้ได้ ฿1,200.50">
      <AmountInput
        value="9999"
        onChange={() => {}}
        currencySymbol="฿"
        all={{ label: 'ทั้งหมด', onClick: () => {} }}
      />
    </FormField>
  ),
};
export const Phone: Story = { ...phoneStory, render: () => <Example /> };
