import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { NoticeMarquee } from './NoticeMarquee.tsx';

const notices = [
  { id: 'a', text: 'Maintenance on Monday' },
  { id: 'b', text: 'New slots from PG Soft' },
];

describe('NoticeMarquee', () => {
  it('opens the notice modal at the clicked index; the looping copy is hidden', async () => {
    const onOpen = vi.fn();
    renderUi(<NoticeMarquee notices={notices} onOpen={onOpen} />);
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'New slots from PG Soft' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('can be paused and resumed, and renders nothing without notices', async () => {
    const { rerender } = renderUi(<NoticeMarquee notices={notices} onOpen={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause notices' }));
    expect(screen.getByRole('button', { name: 'Play notices' })).toHaveAttribute('aria-pressed', 'true');
    rerender(<NoticeMarquee notices={[]} onOpen={() => {}} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
