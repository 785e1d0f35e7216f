import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

/** IntersectionObserver as a test drives it: `reveal(element)` tells its observers that it came near the viewport. */
function fakeIntersectionObserver() {
  const observed = new Map<Element, IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    disconnect() {
      for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    isObserved: (element: Element) => observed.has(element),
    reveal(element: Element) {
      const callback = observed.get(element);
      if (!callback) throw new Error('that element is not observed');
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    },
  };
}

const lane = (title: string, names: string[]) => ({
  title,
  cards: names.map((name) => ({ vassalage: name.slice(0, 2).toUpperCase(), name })),
});
const VENDORS = {
  data: {
    lanes: [
      lane('RNG', ['MegaReels', 'Jolly Lab']),
      lane('LIVE', ['Live One', 'Live Two']),
      lane('SPORTS', ['Sport One']),
    ],
  },
};

const renderHome = () => renderAppAt('/');

const section = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-section="${id}"]`);

describe('lobby lanes below the first screen', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    idle = [];
    const platform = fakePlatform();
    platform.on('GET /wps/relay/GCSGAME_gameVendor', () => ({ success: true, value: VENDORS }));
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });

  it('render their cards only when they come near the viewport', async () => {
    const io = fakeIntersectionObserver();
    const { container } = renderHome();
    // The first screen's vendor lane shows its cards.
    expect(await screen.findByRole('button', { name: /MegaReels/ }, { timeout: 10_000 })).toBeInTheDocument();
    // The lane below it is in place, titled and busy, with no cards (and no skeleton cards) yet.
    await waitFor(() => expect(section(container, 'vendors-LIVE')).not.toBeNull());
    const live = section(container, 'vendors-LIVE')!;
    expect(within(live).getByText('Live casino')).toBeInTheDocument();
    expect(within(live).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(live).queryByRole('button', { name: /Live One/ })).not.toBeInTheDocument();
    expect(io.isObserved(live)).toBe(true);

    io.reveal(live);
    expect(await screen.findByRole('button', { name: /Live One/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(section(container, 'vendors-LIVE')).toContainElement(
      screen.getByRole('button', { name: /Live One/ }),
    );
    // The lane after it is still waiting.
    expect(screen.queryByRole('button', { name: /Sport One/ })).not.toBeInTheDocument();
  });

  it('render their cards when the browser is idle after the page has loaded, even if nobody scrolls', async () => {
    fakeIntersectionObserver();
    renderHome();
    expect(await screen.findByRole('button', { name: /MegaReels/ }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    for (const callback of idle.splice(0)) callback();
    expect(await screen.findByRole('button', { name: /Live One/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sport One/ }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keep the More link of the RNG lane once its vendors have loaded (spec: RNG and PVP lanes link to /rng and /pvp)', async () => {
    fakeIntersectionObserver();
    const { container } = renderHome();
    expect(await screen.findByRole('button', { name: /MegaReels/ }, { timeout: 10_000 })).toBeInTheDocument();
    const rng = section(container, 'vendors-RNG')!;
    expect(within(rng).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/rng');
    await userEvent.click(within(rng).getByRole('link', { name: 'More' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Slots/ })).toBeInTheDocument();
  });
});
