import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from './testing.tsx';

// The agent centre's chunk does not arrive (a network error while importing it).
vi.mock('../pages/AgentHomePage.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('agent routes', () => {
  it('offers a reload on the agent frame when the agent centre cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: true, value: { maintenance: false, regionRestriction: false } }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('token', 'tok-a');
    window.history.pushState({}, '', '/agentHome');
    renderApp();
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/agentHome/agentTeamOverview');
  });
});
