import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { renderUi } from '../internal/test-utils.tsx';
import { ToastRegion } from '../Toast/Toast.tsx';
import { Modal } from './Modal.tsx';

function Harness({
  dismissible = true,
  escapeCloses,
  onClose = () => {},
}: {
  dismissible?: boolean;
  escapeCloses?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open notice</Button>
      <Modal
        open={open}
        title="Notice"
        dismissible={dismissible}
        escapeCloses={escapeCloses}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>Got it</Button>}
      >
        <a href="#terms">Terms</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a named modal dialog, traps Tab, closes on Escape and gives focus back', async () => {
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open notice' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('without close button (gift popup) ignores Escape and the backdrop', async () => {
    const onClose = vi.fn();
    renderUi(<Harness dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without close button but closing on Escape (the notice popup): Escape answers it, the backdrop does not', async () => {
    const onClose = vi.fn();
    renderUi(<Harness dismissible={false} escapeCloses onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the page behind it inert while open, but not the toasts, and gives the page back on close', async () => {
    const { container } = renderUi(
      <>
        <Harness />
        <ToastRegion toasts={[{ id: 't1', tone: 'info', message: 'Saved' }]} onDismiss={() => {}} />
      </>,
    );
    const toasts = screen.getByRole('region', { name: /notifications/i });
    const untouched = document.createElement('div');
    untouched.setAttribute('inert', '');
    document.body.append(untouched);
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    expect(container).toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    // What was inert before the modal opened stays so.
    expect(untouched).toHaveAttribute('inert');
    untouched.remove();
  });

  it('nested: the second modal makes the first inert until it closes, and Escape closes only the second', async () => {
    const closeFirst = vi.fn();
    function Nested() {
      const [second, setSecond] = useState(false);
      return (
        <Modal open title="First" onClose={closeFirst}>
          <Button onClick={() => setSecond(true)}>More</Button>
          <Modal open={second} title="Second" onClose={() => setSecond(false)}>
            <p>Details</p>
          </Modal>
        </Modal>
      );
    }
    const { container } = renderUi(<Nested />);
    const first = screen.getByRole('dialog', { name: 'First' });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(first.closest('[inert]')).not.toBeNull();
    expect(container).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(closeFirst).not.toHaveBeenCalled();
    expect(first.closest('[inert]')).toBeNull();
    expect(container).toHaveAttribute('inert');
  });
});
