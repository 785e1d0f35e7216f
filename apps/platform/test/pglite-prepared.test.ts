/**
 * PGlite's client as Drizzle gets it (db/pglite-prepared.ts): parameterised queries outside a transaction run as
 * named prepared statements, and must answer exactly as PGlite's own query() does.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '../src/db/pglite-prepared.ts';

let raw: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  prepared = withPreparedStatements(raw);
  await raw.exec(
    `CREATE TABLE t (id serial PRIMARY KEY, k text UNIQUE NOT NULL, amount numeric(18,2), at timestamptz, tags int[], doc jsonb, ok boolean)`,
  );
});
afterAll(async () => raw.close());

const INSERT = 'INSERT INTO t (k, amount, at, tags, doc, ok) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';
const SELECT = 'SELECT id, k, amount, at, tags, doc, ok, amount + $2::numeric AS more FROM t WHERE k = $1';

describe('prepared statements on PGlite', () => {
  it('answers as query() does: the same rows, types and fields, in object and array row modes', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const a = await prepared.query(INSERT, ['a', '12.50', at, [1, 5], { x: 1, y: [2] }, true]);
    const b = await raw.query(INSERT, ['b', '12.50', at, [1, 5], { x: 1, y: [2] }, true]);
    expect({ ...(a.rows[0] as object), id: 0, k: '' }).toEqual({ ...(b.rows[0] as object), id: 0, k: '' });
    for (let i = 0; i < 8; i++) {
      // Past the runs after which PostgreSQL may switch the statement to a generic plan.
      const mine = await prepared.query(SELECT, ['a', '0.25']);
      const theirs = await raw.query(SELECT, ['a', '0.25']);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
      expect((mine.rows[0] as { at: Date; more: string }).at).toEqual(at);
      expect((mine.rows[0] as { more: string }).more).toBe('12.75');
    }
    const arrays = await prepared.query(SELECT, ['a', null], { rowMode: 'array' });
    expect(arrays.rows).toEqual((await raw.query(SELECT, ['a', null], { rowMode: 'array' })).rows);
    expect((await prepared.query(SELECT, ['nobody', '1'])).rows).toEqual([]);
  });

  it('reports affected rows and raises database errors with their code, and goes on working after one', async () => {
    const updated = await prepared.query('UPDATE t SET ok = $1 WHERE amount >= $2', [false, '1']);
    expect(updated.affectedRows).toBe(2);
    const error = await prepared
      .query(INSERT, ['a', '1', null, null, null, null])
      .catch((e: unknown) => e as { code?: string; constraint?: string });
    expect(error).toMatchObject({ code: '23505', constraint: 't_k_key' });
    expect((await prepared.query('SELECT count(*)::int AS n FROM t WHERE ok = $1', [false])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let started!: () => void;
    let release!: () => void;
    const inTx = new Promise<void>((r) => (started = r));
    const held = new Promise<void>((r) => (release = r));
    const tx = raw.transaction(async (t) => {
      await t.query('INSERT INTO t (k) VALUES ($1)', ['in-tx']);
      started();
      await held;
      throw new Error('roll back');
    });
    await inTx;
    // One connection: run inside the open transaction, this would see its uncommitted row.
    const outside = prepared.query('SELECT count(*)::int AS n FROM t WHERE k = $1', ['in-tx']);
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});
