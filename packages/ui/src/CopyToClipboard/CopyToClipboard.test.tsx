import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { CopyToClipboard } from './CopyToClipboard.tsx';

describe('CopyToClipboard', () => {
  it('copies the value and confirms in a dialog closed by Confirm', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const onCopied = vi.fn();
    renderUi(
      <CopyToClipboard
        value="https://site.example/?referralCode=AB12"
        writeText={writeText}
        onCopied={onCopied}
      />,
    );
    const copy = screen.getByRole('button', { name: 'Copy' });
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith('https://site.example/?referralCode=AB12');
    expect(onCopied).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Copied to clipboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(copy).toHaveFocus();
  });

  it('says when copying failed', async () => {
    renderUi(<CopyToClipboard value="x" writeText={() => Promise.reject(new Error('denied'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toHaveAccessibleDescription(
      'Could not copy. Please copy it by hand.',
    );
  });
});
