import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

/** Shared settings plus coverage: v8, printed as text, the run fails under 95 % lines or branches. */
export default mergeConfig(packageTestConfig(), {
  test: {
    // Property tests run hundreds of cases; under coverage on a busy 2-core machine they need more than 5 s.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
