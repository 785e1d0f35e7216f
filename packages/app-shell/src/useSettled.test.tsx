import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'react-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type * as Settled from './useSettled.ts';

// useSettled keeps its phase in the module: each test imports a fresh copy.
let settledModule: typeof Settled;
beforeEach(async () => {
  vi.resetModules();
  settledModule = await import('./useSettled.ts');
});

function Width() {
  const wide = settledModule.useSettled('phone', 'wide');
  return <p>{wide}</p>;
}

describe('useSettled', () => {
  it('answers the real value at once when no prerendered page is hydrating', () => {
    render(<Width />);
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  it("keeps the HTML's value while the page hydrates, and takes the real one once every part is hydrated", async () => {
    let hydrated!: () => void;
    settledModule.beginSettling(new Promise<void>((resolve) => (hydrated = resolve)));
    render(<Width />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('wide')).toBeInTheDocument();
    hydrated();
    expect(await screen.findByText('phone')).toBeInTheDocument();
    // A part mounted later starts with the real value.
    render(<Width />);
    expect(screen.getAllByText('phone')).toHaveLength(2);
  });

  it("takes the real value on the visitor's first click, before the page has hydrated", async () => {
    settledModule.beginSettling(new Promise<void>(() => undefined));
    render(<Width />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => {
      fireEvent.click(document.body);
    });
    expect(await screen.findByText('phone')).toBeInTheDocument();
  });

  it("an urgent render between the page settling and the transition still shows the HTML's value", async () => {
    let hydrated!: () => void;
    settledModule.beginSettling(new Promise<void>((resolve) => (hydrated = resolve)));
    const shown: string[] = [];
    function Part({ value }: { value: string }) {
      const current = settledModule.useSettled(value, 'open');
      shown.push(current);
      return <p>{current}</p>;
    }
    const { rerender } = render(<Part value="closed" />);
    await act(async () => {
      hydrated();
      await Promise.resolve();
      // Settled, its transition not rendered yet: a store answer renders this part urgently.
      flushSync(() => rerender(<Part value="closed" />));
      expect(shown.at(-1)).toBe('open');
    });
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it("a part hydrated after the first tap settled the page starts with the HTML's value, then takes the real one", async () => {
    settledModule.beginSettling(new Promise<void>(() => undefined));
    render(<Width />);
    act(() => {
      fireEvent.click(document.body);
    });
    expect(await screen.findByText('phone')).toBeInTheDocument();
    // A boundary hydrating now: its first render must match its HTML.
    const shown: string[] = [];
    function Late() {
      const value = settledModule.useSettled('phone', 'wide');
      shown.push(value);
      return <p>late {value}</p>;
    }
    render(<Late />);
    expect(shown[0]).toBe('wide');
    expect(await screen.findByText('late phone')).toBeInTheDocument();
  });
});
