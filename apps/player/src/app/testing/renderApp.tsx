import { afterEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import { testTenant, type AppContext } from '@wl/app-shell';
import { resources } from '@wl/i18n';
import { App, createPlayerContext } from '../App.tsx';

const contexts: AppContext[] = [];

/**
 * The player app at a path as main.tsx starts it, with every language's strings (no download when switching).
 * Each app made here is disposed after its test, and the stubbed globals and storage are cleared.
 */
export function renderAppAt(path: string, tenant = testTenant(), options: { timeoutMs?: number } = {}) {
  window.history.pushState({}, '', path);
  const context = createPlayerContext(tenant, resources, options);
  contexts.push(context);
  return render(<App context={context} />);
}

afterEach(() => {
  for (const context of contexts.splice(0)) context.apiStore.dispose();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
