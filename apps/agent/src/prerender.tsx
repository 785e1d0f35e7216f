// The build-time render of the agent's public page, /agent (docs/decisions/0010-prerendered-first-screen.md). Built by
// `vite build --ssr` into dist-ssr/, run by `pnpm build:tenants`; the browser hydrates it (main.tsx).
import { PlatformGate } from '@wl/app-shell';
import { prerenderRoute, type PrerenderApp, type Prerendered } from '@wl/app-shell/prerender';
import type { Language } from '@wl/i18n';
import type { PublicTenantConfig } from '@wl/tenant';
import { createAgentContext } from './app/App.tsx';
import { agentRoutes } from './app/routes.tsx';

/** The agent app's public page: the login page. */
export const PRERENDERED_ROUTES = ['/agent'] as const;

/** The login page as an agent with no platform answer yet sees it first. */
const AGENT: PrerenderApp = {
  routes: agentRoutes,
  createContext: (t, strings, lang) => createAgentContext(t, { [lang]: strings }, { language: lang }),
  wrap: (router) => <PlatformGate>{router}</PlatformGate>,
};

export function prerender(url: string, tenant: PublicTenantConfig, language: Language): Promise<Prerendered> {
  return prerenderRoute(AGENT, url, tenant, language);
}
