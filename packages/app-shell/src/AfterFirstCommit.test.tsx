import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterFirstCommit } from './AfterFirstCommit.tsx';

describe('AfterFirstCommit', () => {
  it('calls back once the children are in the page, not while they render, and not again on a re-render', () => {
    const seen: boolean[] = [];
    const onCommit = vi.fn(() => seen.push(screen.queryByText('lobby') !== null));
    function Child() {
      // Rendering, the callback has not run yet.
      expect(onCommit).not.toHaveBeenCalled();
      return <p>lobby</p>;
    }
    const { rerender } = render(
      <AfterFirstCommit onCommit={onCommit}>
        <Child />
      </AfterFirstCommit>,
    );
    expect(seen).toEqual([true]);
    rerender(
      <AfterFirstCommit onCommit={onCommit}>
        <p>lobby</p>
      </AfterFirstCommit>,
    );
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
