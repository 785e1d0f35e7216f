/**
 * Two platform instances on one PostgreSQL database never pay a contract period twice (areas/contracts/settlement.ts:
 * a transaction-level advisory lock per contract, then the row lock, and one payout row per contract and period).
 * The settlement runs on both at once, several times; every period is paid once, and the ledger agrees to the cent.
 *
 * It needs a real PostgreSQL server: PGlite is one process and cannot show two instances racing. The test starts a
 * throwaway cluster with scripts/pg-local.sh. Where PostgreSQL is not installed (CI's PGlite path) it is skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { settleContracts, type SettlementResult } from '../src/areas/contracts/settlement.ts';
import { checkLedger } from '../src/ledger/check.ts';
import { manualClock } from '../src/shared/clock.ts';

const SCRIPT = resolve(import.meta.dirname, '../../../scripts/pg-local.sh');
const pgAvailable =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

type App = Awaited<ReturnType<typeof buildApp>>;

// Skipped where PostgreSQL is not installed (apt-get install -y postgresql): PGlite cannot run two instances.
describe.skipIf(!pgAvailable)('contract settlement on two instances sharing one PostgreSQL', () => {
  let dir = '';
  let a: App;
  let b: App;
  // Both instances see the same time: 40 days of seeded contracts are due.
  const clock = manualClock(new Date());

  beforeAll(async () => {
    const started = spawnSync('bash', [SCRIPT, 'start'], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`pg-local.sh start failed: ${started.stderr}`);
    const vars = Object.fromEntries(
      started.stdout
        .trim()
        .split('\n')
        .map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    dir = vars.PG_LOCAL_DIR!;
    const databaseUrl = vars.DATABASE_URL!;
    // The first instance migrates and seeds; the second finds the database ready. No scheduled runs: the test runs them.
    a = await buildApp({
      databaseUrl,
      clock,
      printOutbox: false,
      contractJobsIntervalMs: false,
      cashierJobsIntervalMs: false,
    });
    b = await buildApp({
      databaseUrl,
      clock,
      printOutbox: false,
      contractJobsIntervalMs: false,
      cashierJobsIntervalMs: false,
    });
  }, 240_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (dir) spawnSync('bash', [SCRIPT, 'stop', dir]);
  });

  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await a.platform.db.execute(q)) as unknown as { rows: T[] }).rows;

  it('pays each contract period once however the runs interleave, and the ledger agrees', async () => {
    expect(a.platform.db).not.toBe(b.platform.db);
    const results: SettlementResult[] = [];
    // Three rounds of both instances settling every tenant at the same moment (two runs each on a per round).
    for (let round = 0; round < 3; round++) {
      results.push(
        ...(await Promise.all([
          settleContracts(a.platform),
          settleContracts(b.platform),
          settleContracts(a.platform),
        ])),
      );
    }
    const paidByRuns = results.flatMap((r) => r.payouts);
    expect(paidByRuns.length).toBeGreaterThan(20);

    // One payout row per contract and period, and each was reported by exactly one run.
    const [counts] = await rows<{ n: number; distinct: number }>(
      sql`select count(*)::int as n, count(distinct (contract_id, period_start))::int as distinct from contract_payouts`,
    );
    expect(counts!.n).toBe(counts!.distinct);
    expect(counts!.n).toBe(paidByRuns.length);
    const keys = paidByRuns.map((x) => `${x.contractId}@${x.periodStart}`);
    expect(new Set(keys).size).toBe(keys.length);

    // Every PAID row moved its money once: one ledger entry per payout, the same sum.
    const [money] = await rows<{ paid: number; payouts: string; entries: number; ledger: string }>(sql`
      select (select count(*) from contract_payouts where status = 'PAID')::int as paid,
             (select coalesce(sum(amount), 0) from contract_payouts)::text as payouts,
             (select count(*) from ledger_entries where kind in ('dividend', 'daily_salary', 'hour_salary', 'realtime_salary'))::int as entries,
             (select coalesce(sum(amount), 0) from ledger_entries where kind in ('dividend', 'daily_salary', 'hour_salary', 'realtime_salary'))::text as ledger`);
    expect(money!.paid).toBeGreaterThan(0);
    expect(money!.entries).toBe(money!.paid);
    expect(money!.ledger).toBe(money!.payouts);
    expect((await checkLedger(a.platform.db)).mismatches).toEqual([]);

    // A later round on both finds nothing left to pay.
    const again = await Promise.all([settleContracts(a.platform), settleContracts(b.platform)]);
    expect(again.flatMap((r) => r.payouts)).toEqual([]);
  }, 240_000);
});
