import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../app/testing.tsx';
import type * as PagesModule from './pages.ts';
import { agentPlatform } from './testing/agentPlatform.ts';

// A page whose module is not in the page table (not built yet), whatever the table holds today.
vi.mock('./pages.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PagesModule>();
  return {
    ...actual,
    lazyPage: (page: string) => (page === 'agentRevenueReport' ? undefined : actual.lazyPage(page as never)),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('agent centre page not built yet', () => {
  it('says in words that it is coming soon, under its own title', async () => {
    agentPlatform();
    window.history.pushState({}, '', '/agentHome/agentRevenueReport');
    renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My income' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Coming soon' })).toBeInTheDocument();
    expect(
      screen.getByText('This page of the agent centre is not ready yet. Please check back later.'),
    ).toBeInTheDocument();
  });
});
