import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { NavItem } from './GameMenu.tsx';

const link = {
  id: 'live',
  label: 'Live casino',
  href: '/live',
  menu: {
    label: 'Live casino providers',
    layout: 'normal' as const,
    items: [{ id: 'EVO', label: 'Evolution' }],
    onSelect: () => {},
  },
};

describe('NavItem', () => {
  it('an item moved into the More menu is inert and never shown open, even if it was open', async () => {
    const view = renderUi(
      <ul>
        <NavItem link={link} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Live casino providers/ }));
    expect(screen.getByRole('button', { name: /Live casino providers/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await act(async () =>
      view.rerender(
        <ul>
          <NavItem link={link} overflowed />
        </ul>,
      ),
    );
    const item = view.container.querySelector('li')!;
    expect(item).toHaveAttribute('aria-hidden', 'true');
    expect(item).toHaveAttribute('inert');
    expect(item).not.toHaveAttribute('data-menu-open');
    expect(item.querySelector('button')).toHaveAttribute('aria-expanded', 'false');
  });
});
