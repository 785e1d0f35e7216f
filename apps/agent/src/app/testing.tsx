import { afterEach } from 'vitest';
import { render } from '@testing-library/react';
import { testTenant, type AppContext } from '@wl/app-shell';
import { resources } from '@wl/i18n';
import { App, createAgentContext } from './App.tsx';

const contexts: AppContext[] = [];

/** The app as main.tsx starts it, with every language's strings (switching needs no download in tests). */
export function renderApp(tenant = testTenant(), options: { timeoutMs?: number } = {}) {
  const context = createAgentContext(tenant, resources, options);
  contexts.push(context);
  return render(<App context={context} />);
}

// Each test's store stops its timers and listeners when the test ends.
afterEach(() => {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
});
