import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { wlTenant } from '@wl/tenant/vite';
import { appBuild, appOxc } from '../../vite.shared.ts';

const PLATFORM = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3001';
const AGENT_DEV = process.env.AGENT_DEV_URL ?? 'http://127.0.0.1:5174';

// The player app is built once for every tenant (base '/'); `pnpm build:tenants` brands a copy per merchant.
// In dev the player server is the one origin a developer opens: it proxies the platform's calls and the
// agent app (served by its own dev server under /agent/), so session storage is shared as in production.
export default defineConfig({
  base: '/',
  plugins: [react(), wlTenant()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '^/(wps|lgw|lotto|platform-assets)(/|$)': { target: PLATFORM, changeOrigin: true },
      '^/agent/': { target: AGENT_DEV, ws: true },
      // /agent and the agent centre's pages (/agentHome, /agentHome/<page>, with a query): the agent app's page.
      '^/agent(Home(/[^/?]*)?)?(\\?.*)?$': { target: AGENT_DEV, rewrite: () => '/agent/' },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  oxc: appOxc,
  // The prerender (`vite build --ssr`) bundles its libraries: one file that Node runs, with each library's browser
  // module build, as the browser gets it (styled-components' CommonJS build would give other class names).
  ssr: { noExternal: true },
  build: appBuild,
});
