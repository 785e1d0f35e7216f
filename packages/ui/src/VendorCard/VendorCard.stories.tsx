import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { brokenImage, vendorLogo } from '../internal/story-assets.ts';
import { LONG_THAI, phoneStory } from '../internal/story-helpers.tsx';
import { VendorCard } from './VendorCard.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

const vendor = { id: 'pg', name: 'PG Soft', logoUrl: vendorLogo('PG', 2) };

const meta = {
  title: 'Lobby/VendorCard',
  component: VendorCard,
  args: { vendor, onSelect: fn(), defaultImage: vendorLogo('?', 4) },
  render: (args) => (
    <div style={{ width: 180 }}>
      <VendorCard {...args} />
    </div>
  ),
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof VendorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'PG Soft' }));
    await expect(args.onSelect).toHaveBeenCalledWith(vendor);
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 170px)', gap: 12 }}>
      <VendorCard vendor={vendor} onSelect={() => {}} />
      <VendorCard
        vendor={{ id: 'evo', name: 'Evolution', logoUrl: vendorLogo('EVO', 5), maintenance: true }}
        onSelect={() => {}}
      />
      <VendorCard
        vendor={{ id: 'x', name: 'Broken logo', logoUrl: brokenImage }}
        defaultImage={vendorLogo('?', 4)}
        onSelect={() => {}}
      />
      <VendorCard vendor={{ id: 'y', name: 'No logo' }} onSelect={() => {}} />
    </div>
  ),
};
export const Maintenance: Story = { args: { vendor: { ...vendor, maintenance: true } } };
export const LongThaiText: Story = { args: { vendor: { ...vendor, name: LONG_THAI } } };
export const Phone: Story = { ...phoneStory };
