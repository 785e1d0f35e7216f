import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { UploadField, type UploadFieldProps } from './UploadField.tsx';

/** Real 8x8 PNGs (blue, green, amber) so previews decode. */
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQar6GFTEMLQkARNVawfg6eJsAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQnxuOFTEMLQkAz05EwTkxBkAAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4OUsIK2IYWhIAMcJhQdnFSOIAAAAASUVORK5CYII=',
];
const pngFile = (name: string, i: number) =>
  new File([Uint8Array.from(atob(PNGS[i % PNGS.length]!), (c) => c.charCodeAt(0))], name, {
    type: 'image/png',
  });

function Controlled(props: UploadFieldProps) {
  const [files, setFiles] = useState<File[]>([...props.files]);
  return (
    <div style={{ maxWidth: 420 }}>
      <UploadField
        {...props}
        files={files}
        onChange={(f) => {
          setFiles(f);
          props.onChange(f);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/UploadField',
  component: UploadField,
  args: { label: 'Proof of payment', files: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof UploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/Proof of payment/);
    const tooBig = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, [pngFile('a.png', 0), tooBig]);
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('big.png is larger than 5 MB');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a.png' }));
    await expect(canvas.queryByRole('button', { name: 'Remove a.png' })).toBeNull();
  },
};
export const Full: Story = {
  args: { files: [pngFile('1.png', 0), pngFile('2.png', 1), pngFile('3.png', 2)] },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongThaiText: Story = { args: { label: 'หลักฐานการชำระเงิน', hint: LONG_THAI } };
export const Phone: Story = { ...phoneStory };
