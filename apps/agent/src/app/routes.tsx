import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { hasSessionToken } from '@wl/app-shell';
import { AgentLoginPage } from '../pages/AgentLoginPage.tsx';
import { AgentHomePage } from '../pages/AgentHomePage.tsx';

/** The agent app answers /agent (login page) and /agentHome (agent centre, agents only). */
export const agentRoutes: RouteObject[] = [
  { path: '/agent', element: <AgentLoginPage /> },
  { path: '/agent/', element: <AgentLoginPage /> },
  {
    path: '/agentHome',
    loader: () => (hasSessionToken() ? null : redirect('/agent')),
    element: <AgentHomePage />,
  },
  { path: '*', loader: () => redirect('/agent') },
];

export function createAgentRouter() {
  return createBrowserRouter(agentRoutes);
}
