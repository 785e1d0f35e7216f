import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../internal/test-utils.tsx';
import { Clock } from './Clock.tsx';

afterEach(() => vi.useRealTimers());

describe('Clock', () => {
  it('shows the time in the given offset with its GMT label and ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 22, 17, 30, 5));
    renderUi(<Clock offsetMinutes={420} />);
    expect(screen.getByText('2026-11-23')).toBeInTheDocument();
    expect(screen.getByText('00:30:05')).toBeInTheDocument();
    expect(screen.getByText('GMT+07:00')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('00:30:06')).toBeInTheDocument();
  });

  it('shows negative and half-hour offsets and can hide the date', () => {
    renderUi(<Clock offsetMinutes={-210} now={Date.UTC(2026, 0, 1, 1, 0, 0)} withDate={false} />);
    expect(screen.getByText('GMT-03:30')).toBeInTheDocument();
    expect(screen.getByText('21:30:00')).toBeInTheDocument();
    expect(screen.queryByText('2025-12-31')).toBeNull();
  });
});
