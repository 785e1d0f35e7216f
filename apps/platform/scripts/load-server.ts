/**
 * The platform under load, in its own process (so the load generator does not share its event loop): in-memory
 * PGlite from the seed snapshot, or PostgreSQL with DATABASE_URL; loopback only. Answers 'check' with the ledger check.
 */
import { buildApp } from '../src/app.ts';
import { checkLedger } from '../src/services/ledger-check.ts';

// Rate limits off: the load test registers its accounts and calls from one address on purpose.
const app = await buildApp({ printOutbox: false, logger: false, sessionTtlMs: 60 * 60_000, rateLimits: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', port, database: app.platform.handle.kind });
process.on('message', (m: { type: string }) => {
  if (m.type === 'check') {
    checkLedger(app.platform.db).then(
      (result) => process.send?.({ type: 'ledger', result }),
      (e: unknown) => process.send?.({ type: 'error', message: String(e) }),
    );
  } else if (m.type === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});
