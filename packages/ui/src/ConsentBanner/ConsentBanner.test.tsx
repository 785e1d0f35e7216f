import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';

const props = {
  title: 'Cookies and analytics',
  message: 'May we measure how the site is used?',
  acceptLabel: 'Accept',
  declineLabel: 'Decline',
};

describe('ConsentBanner', () => {
  it('is a named region (not a modal dialog) with an accept and a decline button', async () => {
    renderUi(<ConsentBanner {...props} onAccept={vi.fn()} onDecline={vi.fn()} />);
    const region = await screen.findByRole('region', { name: 'Cookies and analytics' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(region).getByText('May we measure how the site is used?')).toBeVisible();
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Accept', 'Decline']);
    // Equally prominent: the same classes (variant and size) on both.
    expect(buttons[0]!.className).toBe(buttons[1]!.className);
  });

  it('is usable with the keyboard: Tab reaches accept then decline, Enter and Space choose', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    renderUi(<ConsentBanner {...props} onAccept={onAccept} onDecline={onDecline} />);
    await user.tab();
    expect(await screen.findByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('takes focus when reopened on request, and not otherwise', async () => {
    const { unmount } = renderUi(<ConsentBanner {...props} onAccept={vi.fn()} onDecline={vi.fn()} />);
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).not.toHaveFocus();
    unmount();
    renderUi(<ConsentBanner {...props} onAccept={vi.fn()} onDecline={vi.fn()} focusOnMount />);
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).toHaveFocus();
  });
});
