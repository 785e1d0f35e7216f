/**
 * `dev.reset` from a copy of the seed kept in the database itself (schema `seed_snapshot`): the first reset
 * seeds as usual (password hashing, 60 days of bets: seconds of work) and copies every seeded table; later resets
 * empty the tables and copy the rows back, with every timestamp moved on by the time since the seed, so the data
 * is what a fresh seed now would give. The browser journeys reset before each journey; this keeps a reset to a few
 * hundred milliseconds. A copy older than an hour, or from another day, is made again.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './index.ts';

const SCHEMA = 'seed_snapshot';
const MAX_AGE_MS = 60 * 60_000;

type TableShape = { name: string; columns: { name: string; timestamp: boolean }[]; serial: string[] };

export type SeedSnapshot = { takenAt: Date; tables: TableShape[] };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Tables in an order where every table comes after the tables its foreign keys point to. */
async function insertOrder(db: Db | Tx, tables: readonly string[]): Promise<string[]> {
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  );
  const wanted = new Set(tables);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges)
      if (edge.child === table && edge.parent !== table && wanted.has(edge.parent)) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function shapeOf(db: Db | Tx, table: string): Promise<TableShape> {
  const columns = await rows<{ name: string; type: string; fill: string | null }>(
    db,
    sql`SELECT column_name AS name, data_type AS type, column_default AS fill FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
  );
  return {
    name: table,
    columns: columns.map((c) => ({ name: c.name, timestamp: c.type.startsWith('timestamp') })),
    serial: columns.filter((c) => c.fill?.startsWith('nextval(')).map((c) => c.name),
  };
}

/** Copies the seeded tables into the snapshot schema (replacing an older copy). */
export async function takeSeedSnapshot(
  db: Db,
  tables: readonly string[],
  takenAt: Date,
): Promise<SeedSnapshot> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
    await tx.execute(sql.raw(`CREATE SCHEMA ${SCHEMA}`));
    const shapes: TableShape[] = [];
    for (const table of await insertOrder(tx, tables)) {
      await tx.execute(sql.raw(`CREATE TABLE ${SCHEMA}.${ident(table)} AS TABLE ${ident(table)}`));
      shapes.push(await shapeOf(tx, table));
    }
    return { takenAt, tables: shapes };
  });
}

/** Whether a snapshot can stand for a fresh seed at `now` (same day, at most an hour old). */
export function snapshotUsable(snapshot: SeedSnapshot | undefined, now: Date): snapshot is SeedSnapshot {
  if (!snapshot) return false;
  const age = now.getTime() - snapshot.takenAt.getTime();
  return age >= 0 && age <= MAX_AGE_MS && snapshot.takenAt.toDateString() === now.toDateString();
}

/** Empties the seeded tables and puts the snapshot's rows back, timestamps moved on to `now`. One transaction. */
export async function restoreSeedSnapshot(db: Db, snapshot: SeedSnapshot, now: Date): Promise<void> {
  const shiftMs = now.getTime() - snapshot.takenAt.getTime();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`TRUNCATE ${snapshot.tables.map((t) => ident(t.name)).join(', ')} RESTART IDENTITY`),
    );
    for (const table of snapshot.tables) {
      const names = table.columns.map((c) => ident(c.name)).join(', ');
      const values = table.columns
        .map((c) =>
          c.timestamp ? `${ident(c.name)} + make_interval(secs => ${shiftMs / 1000})` : ident(c.name),
        )
        .join(', ');
      await tx.execute(
        sql.raw(
          `INSERT INTO ${ident(table.name)} (${names}) SELECT ${values} FROM ${SCHEMA}.${ident(table.name)}`,
        ),
      );
      for (const column of table.serial) {
        await tx.execute(
          sql.raw(
            `SELECT setval(pg_get_serial_sequence('${ident(table.name)}', '${column}'), COALESCE(MAX(${ident(column)}), 0) + 1, false) FROM ${ident(table.name)}`,
          ),
        );
      }
    }
  });
}
