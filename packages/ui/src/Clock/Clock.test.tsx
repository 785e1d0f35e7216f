import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatGmtOffset } from '../internal/format.ts';
import { renderUi } from '../internal/test-utils.tsx';
import { Clock } from './Clock.tsx';

afterEach(() => vi.useRealTimers());

describe('Clock', () => {
  it('shows the time in the given offset with its GMT label and ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 22, 17, 30, 5));
    renderUi(<Clock offsetHours={7} />);
    expect(screen.getByText('2026-11-23')).toBeInTheDocument();
    expect(screen.getByText('00:30:05')).toBeInTheDocument();
    expect(screen.getByText('GMT+07:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('00:30:06')).toBeInTheDocument();
  });

  it('formats negative and half-hour offsets', () => {
    expect(formatGmtOffset(-3.5)).toBe('GMT-03:30');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
  });
});
