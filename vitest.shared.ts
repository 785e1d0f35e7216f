import { defineConfig } from 'vitest/config';

/**
 * Shared Vitest settings for every package. Each package's test run writes a JSON report to
 * `.reports/vitest.json`, which `scripts/count-results.mjs` totals for the CI summary line.
 */
export function packageTestConfig(options: { environment?: 'node' | 'jsdom'; setupFiles?: string[] } = {}) {
  return defineConfig({
    test: {
      environment: options.environment ?? 'node',
      // Typing whole forms with user-event in jsdom, or a PGlite start, can take seconds on a busy 2-core machine.
      testTimeout: 20_000,
      setupFiles: options.setupFiles ?? [],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    },
  });
}
