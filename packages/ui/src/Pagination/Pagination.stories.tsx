import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { column, phoneStory } from '../internal/story-helpers.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { targetSizeRule } from '../internal/story-targets.ts';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(p) => {
        setPage(p);
        props.onChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 6, totalPages: 20, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { ...targetSizeRule },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onChange).toHaveBeenCalledWith(7);
  },
};
export const Catalogue: Story = {
  render: () => (
    <div style={column}>
      <Pagination label="First page" page={1} totalPages={20} onChange={() => {}} />
      <Pagination label="Middle page" page={10} totalPages={20} onChange={() => {}} />
      <Pagination label="Last page" page={20} totalPages={20} onChange={() => {}} />
      <Pagination label="Three pages" page={2} totalPages={3} onChange={() => {}} />
    </div>
  ),
};
export const FewPages: Story = { args: { page: 1, totalPages: 3 } };
export const Phone: Story = { ...phoneStory };
