import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { column, LONG_THAI, phoneStory, row } from '../internal/story-helpers.tsx';
import { Button, type ButtonSize, type ButtonVariant } from './Button.tsx';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'Inputs/Button',
  component: Button,
  args: { children: 'Play now', onClick: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      {variants.map((variant) => (
        <div key={variant} style={row}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>{`${variant} ${size}`}</Button>
          ))}
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} loading>
            Loading
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongThaiText: Story = { args: { children: LONG_THAI } };
export const PhoneFullWidth: Story = { ...phoneStory, args: { fullWidth: true, children: 'เข้าสู่ระบบ' } };
