import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testTenant } from '@wl/app-shell';
import { resources } from '@wl/i18n';
import type { AppContext } from '@wl/app-shell';
import { App, createPlayerContext } from './App.tsx';

const contexts: AppContext[] = [];
/** The app at a path as main.tsx starts it, with every language's strings (no download when switching). */
function renderAt(path: string, tenant = testTenant()) {
  window.history.pushState({}, '', path);
  const context = createPlayerContext(tenant, resources);
  contexts.push(context);
  return render(<App context={context} />);
}

afterEach(() => {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
  sessionStorage.clear();
  localStorage.clear();
});

describe('player shell', () => {
  it('shows the home page of the tenant with the top navigation of the spec', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Games' });
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Promotions', 'Lottery', 'E-Lottery', 'Live casino', 'Sports', 'Fishing', 'Slots', 'Arcade', 'E-sports']);
  });

  it('switches every text to Thai without a reload and stores lang and hisLang', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.selectOptions((await screen.findAllByRole('combobox', { name: 'Language' }))[0]!, 'TY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · หน้าแรก' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('th');
  });

  it('offers no language select to a tenant with one language', async () => {
    renderAt('/', testTenant({ languages: ['EN'] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('starts in the tenant default language when nothing is stored', async () => {
    renderAt('/', testTenant({ defaultLanguage: 'TY', languages: ['TY', 'EN'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Brand · หน้าแรก' })).toBeInTheDocument();
  });

  it('sends a visitor without a session token from a lottery page to /login', async () => {
    renderAt('/lottery?gameCode=LOTT01');
    await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' });
    expect(window.location.pathname).toBe('/login');
  });

  it('loads an on-demand area', async () => {
    renderAt('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
  });

  it('shows a themed not-found page for an unknown route', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('has no side menu and no footer on game pages', async () => {
    sessionStorage.setItem('token', 'x');
    renderAt('/vnLottery?gameCode=VN01');
    await screen.findByRole('heading', { level: 1, name: 'Lottery' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
