import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ButtonVariant } from '../Button/Button.tsx';
import { CloseIcon, HeartIcon, MenuIcon, RefreshIcon } from '../internal/icons.tsx';
import { column, row } from '../internal/story-helpers.tsx';
import { IconButton, type IconButtonSize } from './IconButton.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: IconButtonSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'Inputs/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <MenuIcon />, onClick: fn(), variant: 'secondary' },
  argTypes: { icon: { control: false }, variant: { control: 'inline-radio', options: variants } },
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      {variants.map((variant) => (
        <div key={variant} style={row}>
          {sizes.map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={`${variant} ${size}`}
              icon={<HeartIcon />}
            />
          ))}
          <IconButton variant={variant} round label="Round" icon={<CloseIcon />} />
          <IconButton variant={variant} disabled label="Disabled" icon={<CloseIcon />} />
          <IconButton variant={variant} loading label="Loading" icon={<RefreshIcon />} />
        </div>
      ))}
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const LoadingState: Story = { args: { loading: true, label: 'Refresh', icon: <RefreshIcon /> } };
