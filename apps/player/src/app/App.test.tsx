import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformFetch, testTenant, type PlatformAnswer } from '@wl/app-shell';
import { renderAppAt } from './testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

describe('player shell', () => {
  // The platform answers the site status (other calls get a NOT_FOUND refusal).
  beforeEach(() => void fakePlatform());

  it('shows the home page of the tenant with the top navigation of the spec', async () => {
    // The bar shows Home, Promotions and, in the spec's order, each game category the platform lists vendors for.
    const lane = (title: string, ...names: string[]) => ({
      title,
      cards: names.map((name) => ({ vassalage: name.slice(0, 2).toUpperCase(), name })),
    });
    fakePlatform().on('GET /wps/relay/GCSGAME_gameVendor', () => ({
      success: true,
      value: {
        data: {
          lanes: [
            lane('RNG', 'MegaReels'),
            lane('LIVE', 'Live One'),
            lane('SPORTS', 'Sport One'),
            lane('LOTT', 'Lotto One'),
          ],
        },
      },
    }));
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Games' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Promotions', 'Lottery', 'Live casino', 'Sports', 'Slots']),
    );
  });

  it('shows every category while the vendors are on their way, and only Home and Promotions if they cannot be had', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const platform = fakePlatform();
    platform.on('GET /wps/relay/GCSGAME_gameVendor', async () => {
      await held;
      return { success: false, errorCode: 'INTERNAL_ERROR', message: 'down', status: 500 };
    });
    renderAppAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    // Before the answer: every category (the bar does not jump on a fresh load).
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Promotions',
      'Lottery',
      'E-Lottery',
      'Live casino',
      'Sports',
      'Fishing',
      'Slots',
      'Arcade',
      'E-sports',
    ]);
    await waitFor(() =>
      expect(platform.callsTo('GET /wps/relay/GCSGAME_gameVendor').length).toBeGreaterThan(0),
    );
    answer();
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Promotions']),
    );
  });

  it('switches every text to Thai without a reload and stores lang and hisLang', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    await user.selectOptions((await screen.findAllByRole('combobox', { name: 'Language' }))[0]!, 'TY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · หน้าแรก' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('th');
  });

  it('offers no language select to a tenant with one language', async () => {
    renderAppAt('/', testTenant({ languages: ['EN'] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('starts in the tenant default language when nothing is stored', async () => {
    renderAppAt('/', testTenant({ defaultLanguage: 'TY', languages: ['TY', 'EN'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · หน้าแรก' })).toBeInTheDocument();
  });

  it('sends a visitor without a session token from a lottery page to /login', async () => {
    renderAppAt('/lottery?gameCode=LOTT01');
    await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' });
    expect(window.location.pathname).toBe('/login');
  });

  it('loads an on-demand area', async () => {
    renderAppAt('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });

  it('shows a themed not-found page for an unknown route', async () => {
    renderAppAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('has no side menu and no footer on game pages', async () => {
    sessionStorage.setItem('token', 'x');
    renderAppAt('/vnLottery?gameCode=VN01');
    await screen.findByRole('heading', { level: 1, name: 'Lottery' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

/** Every call of the page gets `answer` (a Response, a refused connection or no answer at all); returns the paths. */
function platformAnswering(answer: () => PlatformAnswer) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', vi.fn(platformFetch(answer, paths)));
  return paths;
}

const support = { email: 'help@test.example', phone: '+66 2 555 0100' };

describe('when the platform refuses the site or cannot be reached', () => {
  it('says the site is not set up when the platform answers every call "Unknown merchant", with the contacts', async () => {
    let known = false;
    const paths = platformAnswering(() =>
      known
        ? Response.json({ success: true, value: { maintenance: false, regionRestriction: false } })
        : Response.json(
            {
              success: false,
              value: null,
              message: 'Unknown merchant TEST01',
              errorCode: 'NOT_FOUND_MERCHANT_IN_HEADER',
            },
            { status: 400 },
          ),
    );
    renderAppAt('/', testTenant({ support }));
    const notSetUp = await screen.findByRole('heading', { level: 1, name: 'This site is not set up yet' });
    // Focus moves to it in an effect after it shows: a moment later on a busy machine.
    await waitFor(() => expect(notSetUp).toHaveFocus());
    expect(screen.queryByRole('navigation', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail: help@test.example' })).toHaveAttribute(
      'href',
      'mailto:help@test.example',
    );
    // The merchant is set up meanwhile: the retry asks again and the site appears, with no reload.
    known = true;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' })).toBeInTheDocument();
    expect(paths.filter((p) => p === '/wps/system/status').length).toBeGreaterThanOrEqual(2);
  });

  it('says it cannot reach the servers when the platform is down, in the language of the site', async () => {
    platformAnswering(() => 'refused');
    renderAppAt('/', testTenant({ defaultLanguage: 'TY', languages: ['TY', 'EN'], support }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ของเราได้' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('says it is taking too long when the platform does not answer in time', async () => {
    platformAnswering(() => 'hang');
    // A short client timeout: the test waits 200 ms of silence, not the 20 s of a real visit.
    renderAppAt('/', testTenant(), { timeoutMs: 200 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is taking too long' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
