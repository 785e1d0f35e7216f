import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { hasSessionToken, lazyArea } from '@wl/app-shell';
import { agentHomeTarget } from '../centre/pageNames.ts';
import { AgentLayout } from '../pages/AgentLayout.tsx';
import { AgentLoginPage } from '../pages/AgentLoginPage.tsx';
import { AgentRouteError } from '../pages/AgentRouteError.tsx';

/**
 * The agent centre loads on use: the first screen (/agent, the login page) downloads neither it nor what only it uses
 * (the sign-out dialog, the clock, the logout call).
 */
const agentHome = lazyArea('AgentHome', () => import('../pages/AgentHomePage.tsx'));

/** The agent app answers /agent (login page) and /agentHome (agent centre, agents only). */
export const agentRoutes: RouteObject[] = [
  {
    errorElement: <AgentRouteError />,
    // A first visit to /agentHome shows the agent frame (logo, language) while the agent centre's chunk arrives.
    hydrateFallbackElement: <AgentLayout>{null}</AgentLayout>,
    children: [
      { path: '/agent', element: <AgentLoginPage /> },
      { path: '/agent/', element: <AgentLoginPage /> },
      // The agent centre opens on its default page (spec: agentTeamOverview), or the page an old `?page=` link names.
      {
        path: '/agentHome',
        loader: ({ request }) =>
          redirect(hasSessionToken() ? agentHomeTarget(new URL(request.url).search) : '/agent'),
      },
      {
        path: '/agentHome/:page',
        loader: () => (hasSessionToken() ? null : redirect('/agent')),
        lazy: agentHome,
      },
      { path: '*', loader: () => redirect('/agent') },
    ],
  },
];

export function createAgentRouter() {
  return createBrowserRouter(agentRoutes);
}
