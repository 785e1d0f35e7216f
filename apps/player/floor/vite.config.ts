import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild } from '../../../vite.shared.ts';

const FLOOR_ENTRY = join(import.meta.dirname, 'main.tsx');

/** The player's own index.html, with the floor's main.tsx in place of the app's entry. */
const floorEntry: Plugin = {
  name: 'wl-floor-entry',
  enforce: 'pre',
  resolveId(id, importer) {
    if (importer?.endsWith('index.html') && id.endsWith('/src/main.tsx')) return FLOOR_ENTRY;
    return undefined;
  },
};

// The floor page of `pnpm lighthouse:floor` (main.tsx), built from the player's index.html with the player's build
// options (same framework chunk).
export default defineConfig({
  root: join(import.meta.dirname, '..'),
  base: '/',
  plugins: [floorEntry, react()],
  build: {
    ...appBuild,
    outDir: process.env.FLOOR_OUT_DIR ?? join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
  },
});
