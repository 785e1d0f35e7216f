import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../../app/testing/renderApp.tsx';
import { fakePlatform, type Answer } from '../../account/testing/fakePlatform.tsx';

const LAUNCH = 'GET /wps/game/launchGame';
const GAME_URL = 'http://localhost/platform-assets/demo-game/?ticket=t1&game=Demo+Slots&vendor=MR';
const PAGE = '/seamless?vassalage=MR&gameCode=MR001&gameType=RNG&gameName=Demo%20Slots';

const started: Answer = { success: true, value: { url: GAME_URL, content: { game_url: GAME_URL } } };

function loggedIn() {
  sessionStorage.setItem('token', 'tok-1');
}

describe('the seamless game page', () => {
  it('launches the game with the launcher call and shows it in a frame once the answer comes', async () => {
    loggedIn();
    const platform = fakePlatform();
    let answer: (a: Answer) => void = () => {};
    platform.on(LAUNCH, () => new Promise<Answer>((resolve) => (answer = resolve)));
    renderAppAt(PAGE);

    expect(await screen.findByText('Starting the game…')).toBeInTheDocument();
    await waitFor(() => expect(platform.callsTo(LAUNCH)).toHaveLength(1));
    const call = platform.callsTo(LAUNCH)[0]!;
    expect(call.query.get('vassalage')).toBe('MR');
    expect(call.query.get('gameCode')).toBe('MR001');
    expect(call.query.get('gameType')).toBe('RNG');
    expect(screen.queryByTitle('Demo Slots')).not.toBeInTheDocument();

    answer(started);
    const frame = await screen.findByTitle('Demo Slots');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in a new window' });
    expect(link).toHaveAttribute('href', GAME_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // A game page: no footer, no side menu.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('the full-screen button puts the frame in full screen', async () => {
    loggedIn();
    const platform = fakePlatform();
    platform.on(LAUNCH, () => started);
    renderAppAt(PAGE);
    const frame = await screen.findByTitle('Demo Slots');
    const requestFullscreen = vi.fn(() => Promise.resolve());
    (frame as HTMLIFrameElement).requestFullscreen = requestFullscreen;
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('says in words when the launch fails and tries again on retry', async () => {
    loggedIn();
    const platform = fakePlatform();
    let fail = true;
    platform.on(LAUNCH, () =>
      fail ? { success: false, errorCode: 'INTERNAL_ERROR', message: 'down', status: 500 } : started,
    );
    renderAppAt(PAGE);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not be started');
    expect(screen.queryByTitle('Demo Slots')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Demo Slots')).toHaveAttribute('src', GAME_URL);
    expect(platform.callsTo(LAUNCH)).toHaveLength(2);
  });

  it('a game under maintenance gets the maintenance message and a retry', async () => {
    loggedIn();
    const platform = fakePlatform();
    platform.on(LAUNCH, () => ({
      success: false,
      errorCode: 'GAME_MAINTENANCE',
      message: 'This game is under maintenance. Try one of the popular games.',
    }));
    renderAppAt(PAGE);
    expect(await screen.findByRole('heading', { name: 'Game under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('This game is under maintenance. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTitle('Demo Slots')).not.toBeInTheDocument();
  });

  it('a guest gets the login popup and the game is not launched', async () => {
    const platform = fakePlatform();
    platform.on(LAUNCH, () => started);
    renderAppAt(PAGE);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Log in to play this game')).toBeInTheDocument();
    expect(platform.callsTo(LAUNCH)).toHaveLength(0);
    expect(screen.queryByTitle('Demo Slots')).not.toBeInTheDocument();
  });

  it('without a vendor it says that no game is chosen and launches nothing', async () => {
    const platform = fakePlatform();
    loggedIn();
    renderAppAt('/seamless');
    expect(await screen.findByRole('heading', { name: 'No game chosen' })).toBeInTheDocument();
    expect(platform.callsTo(LAUNCH)).toHaveLength(0);
  });
});
