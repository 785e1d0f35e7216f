import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

const ok = (value: unknown) => ({ success: true, value });
const NOTICES = {
  banners: [],
  player: [],
  popup: [],
  promotion: [
    { id: 7, title: 'Welcome bonus', content: '<p>100 %</p>' },
    { id: 8, title: 'Cashback weekly', content: '<p>10 %</p>' },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('scroll after a navigation (spec §2: top when the route changes, a hash to its anchor)', () => {
  it('scrolls a promotion of /promotions#cashback into view, and to the top on the next route', async () => {
    const platform = fakePlatform();
    platform.on('GET /wps/relay/MCSFE_getListAnnouncements', () => ok(NOTICES));
    const scrolledInto: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record which element the page asks to show.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledInto.push(this.id);
    };
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAppAt('/promotions#cashback');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cashback weekly' })).toBeInTheDocument();
    await waitFor(() => expect(scrolledInto).toContain('cashback'));

    scrollTo.mockClear();
    const nav = screen.getByRole('navigation', { name: 'Games' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
