import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

const setup = () => {
  const onRecord = vi.fn();
  const onSignOut = vi.fn();
  renderUi(
    <DropdownMenu
      label="Account"
      items={[
        { id: 'record', label: 'Betting record', onSelect: onRecord },
        { id: 'agent', label: 'Agent centre', onSelect: () => {}, disabled: true },
        { id: 'sep', type: 'separator' },
        { id: 'out', label: 'Sign out', onSelect: onSignOut, danger: true },
      ]}
    />,
  );
  return { onRecord, onSignOut, trigger: screen.getByRole('button', { name: 'Account' }) };
};

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with arrows past disabled items, selects with Enter', async () => {
    const { onSignOut, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Betting record' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape (focus back on the trigger) and on an outside click', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
