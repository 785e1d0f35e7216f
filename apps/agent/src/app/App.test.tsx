import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { testTenant } from '@wl/app-shell';
import { App, createAgentContext } from './App.tsx';
import { resources } from '@wl/i18n';
import type { AppContext } from '@wl/app-shell';

const contexts: AppContext[] = [];
/** The app as main.tsx starts it, with every language's strings (switching needs no download in tests). */
function renderApp(tenant = testTenant()) {
  const context = createAgentContext(tenant, resources);
  contexts.push(context);
  return render(<App context={context} />);
}
afterEach(() => {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
});

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
