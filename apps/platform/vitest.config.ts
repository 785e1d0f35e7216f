import { defineConfig, mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// One seeded database snapshot (PGlite) or template database (PostgreSQL, DATABASE_URL) is made once per run by
// the global setup; each test file starts its own copy. Two forks at most: each holds a PGlite instance.
export default mergeConfig(
  packageTestConfig(),
  defineConfig({
    test: {
      globalSetup: ['./test/global-setup.ts'],
      pool: 'forks',
      maxWorkers: 2,
      // A reseed or a data-folder start takes seconds each on a busy 2-core machine.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);
