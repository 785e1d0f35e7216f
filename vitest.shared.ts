import { defineConfig } from 'vitest/config';

/**
 * Shared Vitest settings for every package. Each package's test run writes a JSON report to
 * `.reports/vitest.json`, which `scripts/count-results.mjs` totals for the CI summary line.
 */
export function packageTestConfig(
  options: {
    environment?: 'node' | 'jsdom';
    setupFiles?: string[];
    /**
     * How a jsdom package keeps its test files apart. Building a jsdom window for each file in a fresh worker was 43 %
     * of the ui kit's 296 s in CI. `shared`: one window per worker, files share modules (isolate: false; only for
     * packages whose tests mock no module and leave no global behind: ui 240 s -> 16 s here; the platform). `vm`: one window per
     * worker, each file in its own VM context (pool vmThreads; keeps vi.mock per file: agent 183 s -> 48 s, player
     * 116 s -> 60 s here). The player's shell test once failed only in full vm runs: it expected the whole game bar
     * and passed only while the vendors call was still on its way; it now answers that call itself.
     */
    isolation?: 'worker' | 'shared' | 'vm';
  } = {},
) {
  const isolation = options.isolation ?? 'worker';
  return defineConfig({
    test: {
      environment: options.environment ?? 'node',
      ...(isolation === 'shared'
        ? { isolate: false }
        : isolation === 'vm'
          ? { pool: 'vmThreads' as const }
          : {}),
      // Typing whole forms with user-event in jsdom, or a PGlite start, can take seconds on a busy 2-core machine.
      testTimeout: 20_000,
      setupFiles: options.setupFiles ?? [],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    },
  });
}
