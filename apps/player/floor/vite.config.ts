import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild } from '../../../vite.shared.ts';

// The floor page of `pnpm lighthouse:floor` (main.tsx), built with the player's build options (same framework chunk).
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { ...appBuild, outDir: process.env.FLOOR_OUT_DIR ?? 'dist', emptyOutDir: true },
});
