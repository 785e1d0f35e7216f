import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { renderUi } from '../internal/test-utils.tsx';
import { Drawer } from './Drawer.tsx';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Drawer
        open={open}
        label="Menu"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <nav>
          <a href="#home">Home</a>
          <a href="#live">Live</a>
        </nav>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a named modal dialog: focus in and kept in, the page inert, Escape closes and focus goes back', async () => {
    const { container } = renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('closes on a tap beside the panel, not on one inside it', async () => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
