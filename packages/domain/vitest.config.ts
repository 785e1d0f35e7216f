import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

/** Shared settings plus coverage: v8, printed as text, the run fails under 95 % lines or branches. */
export default mergeConfig(packageTestConfig(), {
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts'],
      reporter: ['text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
