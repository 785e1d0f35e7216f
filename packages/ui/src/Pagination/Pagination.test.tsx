import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageItems } from '../internal/pagination.ts';
import { renderUi } from '../internal/test-utils.tsx';
import { Pagination } from './Pagination.tsx';

const shown = (items: ReturnType<typeof pageItems>) => items.map((i) => (i.type === 'page' ? i.page : '…'));

describe('pageItems (range 5, margin 1)', () => {
  it('shows 5 pages around the current one plus the first and last, with gaps', () => {
    expect(shown(pageItems(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(shown(pageItems(1, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(shown(pageItems(20, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(shown(pageItems(2, 4))).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is a named nav with the current page marked, and moves by page and arrows', async () => {
    const onChange = vi.fn();
    renderUi(<Pagination page={10} totalPages={20} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('disables Previous on the first page and hides itself for one page', () => {
    const { rerender } = renderUi(<Pagination page={1} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
