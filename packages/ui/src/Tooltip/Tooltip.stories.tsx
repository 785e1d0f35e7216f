import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { InfoIcon } from '../internal/icons.tsx';
import { LONG_THAI, phoneStory, row } from '../internal/story-helpers.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Points never expire',
    placement: 'bottom',
    children: <IconButton label="About points" icon={<InfoIcon />} variant="secondary" />,
  },
  argTypes: {
    children: { control: false },
    placement: { control: 'inline-radio', options: ['top', 'bottom'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem 6rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ ...row, gap: 96 }}>
      <Tooltip content="Above" placement="top" defaultOpen>
        <IconButton label="Top" icon={<InfoIcon />} />
      </Tooltip>
      <Tooltip content="Below" placement="bottom" defaultOpen>
        <IconButton label="Bottom" icon={<InfoIcon />} />
      </Tooltip>
    </div>
  ),
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongThaiText: Story = { args: { defaultOpen: true, content: LONG_THAI } };
export const Phone: Story = { ...phoneStory, args: { defaultOpen: true } };
