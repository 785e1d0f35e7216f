import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { HEADLESS_CHROMIUM, chromiumArgs } from './chromium.config.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Root Vitest config. Packages keep their own vitest.config.ts (run by `pnpm test` through turbo);
 * this file adds the `storybook` project: every story of packages/ui rendered as a test in Debian's
 * Chromium (play functions + the a11y addon with `a11y.test = 'error'`).
 *   pnpm exec vitest run --project storybook     (alias: pnpm test:storybook)
 */
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.reports/storybook-vitest.json' }]],
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({
              launchOptions: { executablePath: HEADLESS_CHROMIUM, args: chromiumArgs },
            }),
          },
        },
      },
    ],
  },
});
