// ESLint flat config. The dependency direction of docs/architecture.md is enforced here, one ban per
// package with the reason it exists. Package `exports` close the internals of each package.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const ban = (name, message) => ({ name, message });
const banGroup = (group, message) => ({ group, message });

const REACT_STACK = [
  'react',
  'react-dom',
  'react-redux',
  'react-router',
  'styled-components',
  'react-i18next',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      'storybook-static/**',
      '**/.reports/**',
      '**/.turbo/**',
      'e2e/.output/**',
      '**/drizzle/meta/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],

  // ---- Typed linting (issue 28): rules that read TypeScript's types ----
  // One program, tsconfig.check.json (every TS file of the repo, as `pnpm typecheck`), through `project`:
  // `projectService: true` opens each file's nearest tsconfig.json, i.e. one program per package and app, each
  // loading the shared packages' sources again (and files no package tsconfig includes, e.g. apps/*/test, in
  // inferred projects): it ran out of Node's 4 GB heap after 5.5 min; the single program lints in about 2 min.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { project: './tsconfig.check.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its rejection and its ordering. React Router's navigate() is the one call
      // allowed to float: it returns a promise only under a data router, which settles with the navigation and
      // never rejects (a loader's error goes to the route's error element), so every caller would write `void`.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }],
        },
      ],
      // An async function where a void callback is expected (onSubmit={submit}) is not awaited and its rejection
      // is lost; handlers wrap it: onSubmit={(e) => void submit(e)}, the function catching its own errors.
      '@typescript-eslint/no-misused-promises': 'error',
      // Awaiting a value that is not a promise is a mistake about what a function returns.
      '@typescript-eslint/await-thenable': 'error',
      // Off, after reading all 69 of its findings (55 outside the platform): none was a bug, and following most
      // would add bugs. The types say always-present what the code rightly guards: browser APIs that are absent
      // in Node, jsdom, old Safari or insecure contexts (localStorage, location, crypto.subtle,
      // navigator.clipboard, cancelIdleCallback, matchMedia, scrollIntoView), groups of a RegExp match that did
      // not take part (undefined at run time, typed string), and platform data read defensively. It also misreads
      // a flag set inside a closure as never changing (patterns/engine.ts `matched`, VendorPopup's `cancelled`).
      // What was left only repeated a check the types already make (RTK Query's isFetching after isError).
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  // JS files (configs, scripts) are not in the TS program: no type information, so no type-aware rules.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },

  // ---- Dependency direction: apps -> ui, api, i18n, tenant -> domain ----
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_STACK.map((n) =>
            ban(n, 'domain is pure rules: no React, so apps and the platform share it.'),
          ),
          patterns: [
            banGroup(['@wl/*'], 'domain imports nothing of ours: every other package depends on it.'),
            banGroup(
              ['node:*', 'fs', 'path', 'http', 'https', 'zod'],
              'domain does no I/O and has no runtime dependencies.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/tenant/src/**/*.{ts,tsx}'],
    ignores: ['packages/tenant/src/node/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_STACK.map((n) =>
            ban(n, 'tenant is data and schemas; rendering belongs to ui and the apps.'),
          ),
          patterns: [
            banGroup(
              ['@wl/api', '@wl/ui', '@wl/i18n', '@wl/player', '@wl/agent', '@wl/platform'],
              'tenant sits below ui and the apps; it may use only domain.',
            ),
            banGroup(
              ['node:*', 'fs', 'path'],
              'the browser entry of tenant must run in the browser; put Node code in src/node.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ban('react-redux', 'ui components take props; screens in the apps wire the store.'),
            ban('@reduxjs/toolkit', 'ui knows nothing of the store.'),
            ban('react-router', 'ui components take hrefs and callbacks; the apps own routing.'),
          ],
          patterns: [
            banGroup(['@wl/api', '@wl/api/*'], 'ui knows nothing of the API: screens wire data in the apps.'),
            banGroup(
              ['@wl/player', '@wl/agent', '@wl/platform', '@wl/tenant/node', '@wl/tenant/vite'],
              'ui sits below the apps and runs in the browser.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ban('styled-components', 'api is data; looks belong to ui.')],
          patterns: [
            banGroup(
              ['@wl/ui', '@wl/player', '@wl/agent', '@wl/platform'],
              'api sits below the apps and beside ui; the platform imports api, not the reverse.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banGroup(
              ['@wl/api', '@wl/ui', '@wl/tenant', '@wl/player', '@wl/agent', '@wl/platform'],
              'i18n is resources and setup only.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_STACK.map((n) => ban(n, 'the platform server never uses the React packages.')),
          patterns: [
            banGroup(
              ['@wl/ui', '@wl/i18n', '@wl/player', '@wl/agent'],
              'the platform uses api (contract) and domain (rules) only.',
            ),
            banGroup(
              ['@reduxjs/toolkit/query/react'],
              'the platform uses the contract, not the React client.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/app-shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banGroup(
              ['@wl/player', '@wl/agent', '@wl/platform', '@wl/tenant/node', '@wl/tenant/vite'],
              'app-shell is the browser wiring both apps share; it sits below them.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/player/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banGroup(['@wl/agent', '@wl/platform'], 'apps do not import each other; share through packages.'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/agent/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            banGroup(
              ['@wl/player', '@wl/platform'],
              'apps do not import each other; share through packages.',
            ),
          ],
        },
      ],
    },
  },
);
