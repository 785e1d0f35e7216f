import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { VENDOR_SECTION_GAP_MS } from '@wl/domain';
import { useSequentialLoad } from './useSequentialLoad.ts';

const render = (count: number, resetKey = 'a') =>
  renderHook((props: { count: number; resetKey: string }) => useSequentialLoad(props.count, props.resetKey), {
    initialProps: { count, resetKey },
  });

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useSequentialLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the first section at once and none for no sections', () => {
    expect(render(3).result.current.ready).toBe(1);
    expect(render(0).result.current.ready).toBe(0);
  });

  it('never starts the next section before the one before has settled, however long it takes', () => {
    const { result } = render(3);
    advance(10_000);
    expect(result.current.ready).toBe(1);
  });

  it('starts the next section 300 ms after the one before has settled', () => {
    expect(VENDOR_SECTION_GAP_MS).toBe(300);
    const { result } = render(3);
    act(() => result.current.settle(0));
    advance(299);
    expect(result.current.ready).toBe(1);
    advance(1);
    expect(result.current.ready).toBe(2);
    advance(10_000);
    expect(result.current.ready).toBe(2);
    act(() => result.current.settle(1));
    advance(300);
    expect(result.current.ready).toBe(3);
    // The last one settling starts nothing more.
    act(() => result.current.settle(2));
    advance(1000);
    expect(result.current.ready).toBe(3);
  });

  it('ignores reports of sections that have not started, and repeated reports', () => {
    const { result } = render(3);
    act(() => result.current.settle(1));
    advance(1000);
    expect(result.current.ready).toBe(1);
    act(() => result.current.settle(0));
    act(() => result.current.settle(0));
    advance(300);
    expect(result.current.ready).toBe(2);
    act(() => result.current.settle(0));
    advance(1000);
    expect(result.current.ready).toBe(2);
  });

  it('starts over from the first section on a new key, and ignores reports made for the old one', () => {
    const { result, rerender } = render(3, 'all');
    const oldSettle = result.current.settle;
    act(() => result.current.settle(0));
    advance(300);
    expect(result.current.ready).toBe(2);
    rerender({ count: 3, resetKey: 'TG' });
    expect(result.current.ready).toBe(1);
    act(() => oldSettle(0));
    advance(1000);
    expect(result.current.ready).toBe(1);
    act(() => result.current.settle(0));
    advance(300);
    expect(result.current.ready).toBe(2);
  });

  it('a gap pending when the key changes does not start a section of the new sequence', () => {
    const { result, rerender } = render(3, 'all');
    act(() => result.current.settle(0));
    advance(100);
    rerender({ count: 3, resetKey: 'SC' });
    advance(1000);
    expect(result.current.ready).toBe(1);
  });

  it('starts over when the number of sections changes', () => {
    const { result, rerender } = render(0, 'all');
    expect(result.current.ready).toBe(0);
    rerender({ count: 2, resetKey: 'all' });
    expect(result.current.ready).toBe(1);
  });
});
