import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('describes its trigger and shows on focus and hover, hides on Escape and blur', async () => {
    renderUi(
      <Tooltip content="Points never expire">
        <button type="button">Points</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Points' });
    expect(trigger).toHaveAccessibleDescription('Points never expire');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Points never expire');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
