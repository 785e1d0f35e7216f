import type { BuildEnvironmentOptions, UserConfig } from 'vite';

/**
 * The libraries every page of both sites runs: React, the router, Redux Toolkit, i18next, styled-components and
 * their own dependencies. Libraries used only by some screens (Swiper, DOMPurify, zod, the virtual list, QR codes)
 * are not listed and stay in lazy chunks.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|immer|redux|redux-thunk|reselect|react-redux|use-sync-external-store|i18next|react-i18next|styled-components|stylis|@emotion[\\/][^\\/]+|@standard-schema[\\/]utils)[\\/]/;

/** Build options shared by the player and agent apps. */
export const appBuild: BuildEnvironmentOptions = {
  target: 'es2022',
  sourcemap: 'hidden',
  // The manifest lets build:tenants preload each tenant's default language chunk (it is not published).
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // The framework in one long-lived chunk: one request instead of a dozen fragments, better compression,
          // and a browser cache that survives app releases (its hash changes only when a library is upgraded).
          { name: 'framework', test: FRAMEWORK, priority: 2 },
          // Everything else the entry imports statically (and so the first page runs anyway) goes into the entry's own
          // chunk. Left alone, Rolldown cuts the modules lazy screens share with the entry into two dozen small
          // chunks: each one more request in the first load and each compressed on its own.
          { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false, priority: 1 },
        ],
      },
    },
  },
};

/**
 * Oxc's styled-components transform: every styled component gets a component id from its file and place, so the
 * class names the prerender writes (docs/decisions/0010-prerendered-first-screen.md) are the ones the browser's
 * build generates, whatever order the chunks load in; and the CSS in the templates is minified.
 */
export const appOxc: UserConfig['oxc'] = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true } },
};
