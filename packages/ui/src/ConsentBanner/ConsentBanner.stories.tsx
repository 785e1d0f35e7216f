import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneStory } from '../internal/story-helpers.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';
import { ConsentBanner } from './ConsentBanner.tsx';

const meta = {
  title: 'Feedback/ConsentBanner',
  component: ConsentBanner,
  args: {
    title: 'Cookies and analytics',
    message:
      'We would like to use Google Analytics cookies to learn how the site is used. You can change your choice at any time under Cookie settings at the foot of the page.',
    acceptLabel: 'Accept analytics',
    declineLabel: 'Decline',
    onAccept: fn(),
    onDecline: fn(),
  },
  parameters: { layout: 'fullscreen', ...targetSizeRule },
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At the end of a page: sticky at the bottom while the page scrolls, in its own place below the last line. */
export const BelowPageContent: Story = {
  render: (args) => (
    <div>
      <main style={{ padding: 16 }}>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Page content line {i + 1}</p>
        ))}
      </main>
      <ConsentBanner {...args} />
    </div>
  ),
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept analytics' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalled();
  },
};

/** A 360 px phone with long Thai text: the text wraps, the two buttons stay side by side at the same size. */
export const Phone: Story = {
  ...phoneStory,
  args: {
    title: 'คุกกี้และการวิเคราะห์',
    message:
      'เมื่อได้รับอนุญาตจากคุณ เราจะใช้คุกกี้ของ Google Analytics เพื่อเรียนรู้ว่ามีการใช้งานเว็บไซต์อย่างไร คุณเปลี่ยนตัวเลือกได้ทุกเมื่อที่ ตั้งค่าคุกกี้',
    acceptLabel: 'ยอมรับการวิเคราะห์',
    declineLabel: 'ปฏิเสธ',
  },
};
