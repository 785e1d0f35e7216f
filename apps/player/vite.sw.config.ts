import { defineConfig } from 'vite';

// The service worker (src/pwa/sw.ts, docs/decisions/0013-installable-site.md), built once for every tenant next to
// the app: dist/sw.js, one classic script with Workbox inlined and `self.__WB_MANIFEST` left for `pnpm build:tenants`
// to fill with each tenant's precache list.
export default defineConfig({
  // Workbox's modules log in development builds only.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    lib: { entry: 'src/pwa/sw.ts', formats: ['iife'], name: 'wlServiceWorker', fileName: () => 'sw.js' },
  },
});
