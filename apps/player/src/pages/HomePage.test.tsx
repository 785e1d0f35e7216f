import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderAppAt } from '../app/testing/renderApp.tsx';
import { fakePlatform } from '../account/testing/fakePlatform.tsx';

const NOTICES = 'GET /wps/relay/MCSFE_getListAnnouncements';
const renderHome = () => renderAppAt('/');

const notices = (banners: { url: string; groupName: string; title?: string }[]) => ({
  success: true,
  value: { banners, player: [], popup: [], promotion: [] },
});

describe('home banner area', () => {
  it('shows the w_home banners of the brand', async () => {
    const platform = fakePlatform();
    platform.on(NOTICES, () =>
      notices([
        { url: '/assets/banners/x/w_home-1.svg', groupName: 'w_home', title: 'Welcome bonus' },
        { url: '/assets/banners/x/w_leftmenu-1.svg', groupName: 'w_leftmenu', title: 'Side' },
      ]),
    );
    renderHome();
    expect(await screen.findByAltText('Welcome bonus')).toBeInTheDocument();
    expect(screen.getByTestId('home-banners')).toBeInTheDocument();
  });

  it('a brand without home banners gets a clean lobby: the banner area collapses, no empty box', async () => {
    const platform = fakePlatform();
    platform.on(NOTICES, () => notices([{ url: '/assets/banners/x/w_login-1.svg', groupName: 'w_login' }]));
    renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Test Brand · Home' });
    await waitFor(() => expect(platform.callsTo(NOTICES)).not.toHaveLength(0));
    await waitFor(() => expect(screen.queryByTestId('home-banners')).not.toBeInTheDocument());
  });

  it('collapses too when the notices cannot be had', async () => {
    const platform = fakePlatform();
    platform.on(NOTICES, () => ({
      success: false,
      errorCode: 'INTERNAL_ERROR',
      message: 'down',
      status: 500,
    }));
    renderHome();
    await waitFor(() => expect(platform.callsTo(NOTICES)).not.toHaveLength(0));
    await waitFor(() => expect(screen.queryByTestId('home-banners')).not.toBeInTheDocument());
  });
});
