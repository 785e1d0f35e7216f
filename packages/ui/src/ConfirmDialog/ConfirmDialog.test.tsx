import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('is an alert dialog that starts on Cancel and reports the choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        title="Sign out"
        message="Are you sure you want to sign out?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        destructive
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sign out' })).toHaveAccessibleDescription(
      'Are you sure you want to sign out?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('blocks a second confirm while loading', async () => {
    const onConfirm = vi.fn();
    renderUi(
      <ConfirmDialog open loading title="Sign out" message="?" onConfirm={onConfirm} onCancel={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
