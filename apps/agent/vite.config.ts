import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { wlTenant } from '@wl/tenant/vite';
import { appBuild, appOxc } from '../../vite.shared.ts';

const PLATFORM = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3001';

// The agent app lives under /agent/ on the merchant's domain; its index.html also answers /agentHome.
export default defineConfig({
  base: '/agent/',
  plugins: [react(), wlTenant()],
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    proxy: { '^/(wps|lgw|lotto|platform-assets)(/|$)': { target: PLATFORM, changeOrigin: true } },
  },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true },
  oxc: appOxc,
  // The prerender (`vite build --ssr`) bundles its libraries, as the player's does.
  ssr: { noExternal: true },
  build: appBuild,
});
