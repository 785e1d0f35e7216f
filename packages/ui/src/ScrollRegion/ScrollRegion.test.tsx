import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

/** jsdom lays nothing out: the sizes a browser would measure are given here. */
function sized(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('ScrollRegion', () => {
  it('is a named region in the Tab order while its content is wider than it', () => {
    sized(900, 320);
    renderUi(
      <ScrollRegion label="VIP levels">
        <p>wide</p>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'VIP levels' });
    expect(region).toHaveAttribute('tabindex', '0');
    vi.restoreAllMocks();
  });

  it('is a plain box without a Tab stop while everything fits, and becomes a region when the content grows', async () => {
    sized(320, 320);
    let grow: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grow = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderUi(
      <ScrollRegion label="VIP levels">
        <p>fits</p>
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('fits').parentElement).not.toHaveAttribute('tabindex');
    sized(900, 320);
    await act(async () => grow?.());
    expect(screen.getByRole('region', { name: 'VIP levels' })).toHaveAttribute('tabindex', '0');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
