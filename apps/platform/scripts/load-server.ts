/**
 * The platform under load, in its own process (so the load generator does not share its event loop): in-memory
 * PGlite from the seed snapshot, or PostgreSQL with DATABASE_URL; loopback only. Answers 'check' with the ledger
 * check; 'profile-start' and 'profile-stop' (with a file) take a CPU profile of what happens in between.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../src/app.ts';
import { checkLedger } from '../src/ledger/check.ts';

// Rate limits off: the load test registers its accounts and calls from one address on purpose. The scheduled jobs off:
// the contract settlement's first run (40 days of seeded contracts) starts a second after the start and holds PGlite's
// one connection for seconds, which measured as a lobby answering nothing; the load is the calls', not the jobs'.
const app = await buildApp({
  printOutbox: false,
  logger: false,
  sessionTtlMs: 60 * 60_000,
  rateLimits: false,
  cashierJobsIntervalMs: false,
  contractJobsIntervalMs: false,
});
// A backlog for 1,000 connections opened at once (Node's default 511 drops the rest's SYNs, which retry after a second).
await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
let profiler: Session | undefined;
process.send?.({ type: 'ready', port, database: app.platform.handle.kind });
process.on('message', (m: { type: string; file?: string }) => {
  const fail = (e: unknown) => process.send?.({ type: 'error', message: String(e) });
  if (m.type === 'check') {
    checkLedger(app.platform.db).then((result) => process.send?.({ type: 'ledger', result }), fail);
  } else if (m.type === 'profile-start') {
    profiler = new Session();
    profiler.connect();
    void profiler
      .post('Profiler.enable')
      .then(() => profiler?.post('Profiler.start'))
      .then(() => process.send?.({ type: 'profiling', result: null }), fail);
  } else if (m.type === 'profile-stop' && profiler && m.file) {
    const file = m.file;
    void profiler.post('Profiler.stop').then(({ profile }) => {
      writeFileSync(file, JSON.stringify(profile));
      profiler?.disconnect();
      process.send?.({ type: 'profiled', result: file });
    }, fail);
  } else if (m.type === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});
