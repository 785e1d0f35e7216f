/**
 * The contract fuzz at full size: `pnpm --filter @wl/platform fuzz [--count=10000] [--seed=17]`.
 * Builds the platform in this process (in-memory PGlite from the seeded snapshot, or DATABASE_URL), sends `count`
 * generated requests spread over every registered call (valid and mutated, with and without tokens; see
 * test/fuzz/fuzz.ts), and prints the requests, the counts per status, every 5xx, stack trace or internal text and
 * answer outside the envelope, and the ledger check. Exits non-zero when any invariant fails. The test
 * (test/fuzz.test.ts) runs the same fuzz small.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { ensureSnapshot } from '../src/db/prepare.ts';
import { loadPlatformTenants } from '../src/tenants/registry.ts';
import { failures, formatReport, runFuzz } from '../test/fuzz/fuzz.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, seed: { type: 'string', default: '17' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed))
  throw new Error('usage: fuzz [--count=10000] [--seed=17]');

if (!process.env.DATABASE_URL) await ensureSnapshot(loadPlatformTenants());
const app = await buildApp({
  logger: false,
  printOutbox: false,
  rateLimits: false,
  cashierJobsIntervalMs: false,
  contractJobsIntervalMs: false,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
});
let last = Date.now();
try {
  const report = await runFuzz(app, {
    count,
    seed,
    onProgress: (done) => {
      if (Date.now() - last > 10_000) {
        last = Date.now();
        process.stderr.write(`  ${done} / ${count}\n`);
      }
    },
  });
  console.log(formatReport(report));
  const failed = failures(report);
  if (failed) {
    console.log(`FAILED (seed ${seed}: reproduce with --seed=${seed} --count=${count})`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
}
