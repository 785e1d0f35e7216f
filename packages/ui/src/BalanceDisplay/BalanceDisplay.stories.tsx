import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { column } from '../internal/story-helpers.tsx';
import { BalanceDisplay, type BalanceDisplayProps } from './BalanceDisplay.tsx';

function Controlled(props: BalanceDisplayProps) {
  const [hidden, setHidden] = useState(props.hidden ?? false);
  return (
    <BalanceDisplay
      {...props}
      hidden={hidden}
      onToggleHidden={() => {
        setHidden(!hidden);
        props.onToggleHidden?.();
      }}
    />
  );
}

const meta = {
  title: 'Data/BalanceDisplay',
  component: BalanceDisplay,
  args: { amount: 1234567.891, currencySymbol: '฿', onRefresh: fn(), onToggleHidden: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BalanceDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('฿1,234,567.89')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('******')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <BalanceDisplay amount={0} currencySymbol="฿" size="sm" />
      <BalanceDisplay amount={1000} currencySymbol="$" onRefresh={() => {}} />
      <BalanceDisplay
        amount={98765432.1}
        currencySymbol="฿"
        size="lg"
        onRefresh={() => {}}
        onToggleHidden={() => {}}
      />
      <BalanceDisplay amount={100} hidden onToggleHidden={() => {}} />
      <BalanceDisplay amount={null} onRefresh={() => {}} refreshing />
    </div>
  ),
};
export const Hidden: Story = { args: { hidden: true } };
export const Refreshing: Story = { args: { refreshing: true } };
export const Unknown: Story = { args: { amount: null } };
