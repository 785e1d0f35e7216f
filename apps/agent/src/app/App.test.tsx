import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from './testing.tsx';

afterEach(() => sessionStorage.clear());

describe('agent app', () => {
  it('shows the agent back office with the service hours at /agent', async () => {
    window.history.pushState({}, '', '/agent');
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Agent back office' })).toBeInTheDocument();
    expect(screen.getByText('Service hours: Monday to Friday, 12:00–21:00')).toBeInTheDocument();
  });

  it('sends a visitor without a session from /agentHome to /agent', async () => {
    window.history.pushState({}, '', '/agentHome');
    renderApp();
    await screen.findByRole('heading', { name: 'Agent back office' });
    expect(window.location.pathname).toBe('/agent');
  });
});
