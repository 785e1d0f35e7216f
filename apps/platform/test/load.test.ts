/**
 * The load script, run small: concurrent transfers (with repeated idempotency keys) against a platform in its own
 * process, then the books must balance exactly and nothing may have gone negative.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { reportTable, runLoad } from '../scripts/load.ts';
import { createFromTemplate } from './pg.ts';

let drop: (() => Promise<void>) | undefined;
afterAll(async () => drop?.());

describe('load script', () => {
  it('after 2 x 300 concurrent transfers the ledger sums exactly, nothing is negative and no money appeared or vanished', async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const db = await createFromTemplate(process.env.DATABASE_URL);
      databaseUrl = db.url;
      drop = db.drop;
    }
    const report = await runLoad({
      lobbyRequests: 40,
      connections: 4,
      transfers: 300,
      accounts: 10,
      quiet: true,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    expect(report.ledger.mismatches).toEqual([]);
    expect(report.ledger.negatives).toBe(0);
    expect(report.totalAfter).toBeCloseTo(report.totalBefore, 2);
    expect(report.transfers.succeeded).toBeGreaterThan(0);
    expect(report.transfers.replayed).toBeGreaterThan(0);
    expect(report.transfers.errors + report.transfers.other).toBe(0);
    // The second burst, on new connections: the same books, every request answered.
    expect(report.transfersOnNewConnections.succeeded).toBeGreaterThan(0);
    expect(report.transfersOnNewConnections.errors + report.transfersOnNewConnections.other).toBe(0);
    expect(report.lobby.every((c) => c.requests >= 40 && c.non2xx === 0)).toBe(true);
    // The report: a column per database, the transfer figures and the books.
    const table = reportTable([
      { ...report, database: 'pglite' },
      { ...report, database: 'postgres' },
    ]).split('\n');
    expect(table[0]).toMatch(/PGlite\s+PostgreSQL$/);
    expect(table.find((l) => l.startsWith('wallet.transfer x 300 at once: req/s'))).toMatch(
      new RegExp(`${report.transfers.rps}\\s+${report.transfers.rps}$`),
    );
    expect(table.find((l) => l.startsWith('  on 300 new connections'))).toMatch(
      new RegExp(`${report.transfersOnNewConnections.rps} \\(${report.transfersOnNewConnections.p99}\\)$`),
    );
    expect(table.at(-1)).toMatch(/yes .* yes /);
  }, 180_000);
});
