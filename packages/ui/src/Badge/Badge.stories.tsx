import type { Meta, StoryObj } from '@storybook/react-vite';
import { FireIcon } from '../internal/icons.tsx';
import { LONG_THAI, row } from '../internal/story-helpers.tsx';
import { Badge, type BadgeTone } from './Badge.tsx';

const tones: BadgeTone[] = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger'];

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { tone: 'brand', children: 'VIP 3' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalogue: Story = {
  render: () => (
    <div style={row}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      <Badge tone="danger" icon={<FireIcon />}>
        Hot
      </Badge>
    </div>
  ),
};
export const LongThaiText: Story = { args: { children: LONG_THAI.slice(0, 30) } };
