import { describe, expect, it } from 'vitest';
import { fitCount } from './navFit.ts';

describe('fitCount', () => {
  it('shows every item, and no More button, when they all fit', () => {
    expect(fitCount(300, [100, 100, 100], 80)).toBe(3);
    expect(fitCount(301, [100, 100, 100], 80)).toBe(3);
  });

  it("keeps the More button's width free when some do not fit", () => {
    // 100 + 100 + More 80 = 280 <= 299; a third item would need 380.
    expect(fitCount(299, [100, 100, 100], 80)).toBe(2);
    // Without the room for More, the last item that fits alone goes too.
    expect(fitCount(250, [100, 100, 100], 80)).toBe(1);
  });

  it('counts fractional widths exactly (the browser measures sub-pixels)', () => {
    expect(fitCount(280.5, [100.25, 100.25, 100.25], 80)).toBe(2);
    expect(fitCount(280.4, [100.25, 100.25, 100.25], 80)).toBe(1);
  });

  it('stops at the first item that does not fit, so the order is kept', () => {
    expect(fitCount(300, [100, 150, 40, 40], 80)).toBe(1);
  });

  it('puts everything into More when not even one item fits beside it, and handles an empty or hidden bar', () => {
    expect(fitCount(120, [100, 100], 80)).toBe(0);
    expect(fitCount(0, [], 80)).toBe(0);
    // A hidden bar (display: none) measures 0 everywhere: nothing overflows.
    expect(fitCount(0, [0, 0], 0)).toBe(2);
  });
});
