import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its text that calls onClick from mouse and keyboard', async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Play now</Button>);
    const button = screen.getByRole('button', { name: 'Play now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not fire when disabled or loading, and says it is busy when loading', async () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(
      <Button disabled onClick={onClick}>
        Deposit
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    rerender(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Deposit' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onClick).not.toHaveBeenCalled();
  });
});
