import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Pagination } from './Pagination.tsx';

const pageNames = () => screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);

describe('Pagination', () => {
  it('is a named nav with the current page marked, and moves by page and arrows', async () => {
    const onChange = vi.fn();
    renderUi(<Pagination page={10} totalPages={20} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    // range 5 around the current page plus 1 margin page at each end (@wl/domain paginationModel)
    expect(pageNames()).toEqual(['1', '8', '9', '10', '11', '12', '20']);
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
