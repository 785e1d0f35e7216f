import type { Meta, StoryObj } from '@storybook/react-vite';
import { qrCodesDrawn, row } from '../internal/story-helpers.tsx';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Data/QrCode',
  component: QrCode,
  args: {
    value: 'https://goldcasino.example/download/android',
    size: 90,
    label: 'Download for Android',
    caption: 'Android',
  },
  argTypes: { size: { control: 'inline-radio', options: [78, 90] } },
  play: ({ canvasElement }) => qrCodesDrawn(canvasElement),
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalogue: Story = {
  render: () => (
    <div style={row}>
      <QrCode
        value="https://goldcasino.example/download/ios"
        size={78}
        label="Download for iOS"
        caption="iOS 78"
      />
      <QrCode
        value="https://goldcasino.example/download/android"
        size={90}
        label="Download for Android"
        caption="Android 90"
      />
    </div>
  ),
};
export const Small: Story = { args: { size: 78 } };
