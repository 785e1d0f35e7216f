import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../internal/icons.tsx';
import { renderUi } from '../internal/test-utils.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label and works from the keyboard', async () => {
    const onClick = vi.fn();
    renderUi(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and inert while loading', async () => {
    const onClick = vi.fn();
    renderUi(<IconButton label="Refresh" icon={<CloseIcon />} loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
