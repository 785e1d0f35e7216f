/**
 * PGlite plans every query again: its `query()` sends an unnamed statement, and for the short queries of a request
 * the planning costs more than the execution (the session lookup: about 4 ms of plan against 0.8 ms of run, in WASM).
 * This wraps the client Drizzle uses so that a parameterised query outside a transaction runs as a named prepared
 * statement: parsed once, then bound and executed, so PostgreSQL keeps its plan (a generic plan after a few runs,
 * as it decides for any prepared statement). Queries inside a transaction, and the rest of the API, are PGlite's own.
 * Results come back exactly as `query()` gives them (the same parsers and row mode), so Drizzle cannot tell.
 */
import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** At most this many statements are kept; further texts run unnamed. */
const MAX_STATEMENTS = 500;

type Internals = {
  parsers: Record<number | string, (x: string, typeId?: number) => unknown>;
  serializers: Record<number | string, (x: unknown) => string>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

type Message = { name: string; fields?: unknown[]; text?: string };

/**
 * PGlite's parseResults for one statement, without its copy of every type's parser merged with the query's own on
 * each call (a tenth of the server's time under the transfer load): the query's parser, else the client's.
 */
function toResults<T>(
  messages: readonly Message[],
  clientParsers: Internals['parsers'],
  options?: QueryOptions,
): Results<T> {
  const own = options?.parsers as Internals['parsers'] | undefined;
  const value = (x: string | null, typeId: number) => {
    if (x === null) return null;
    const parser = own?.[typeId] ?? clientParsers[typeId];
    return parser ? parser(x, typeId) : types.parseType(x, typeId);
  };
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  for (const m of messages) {
    if (m.name === 'rowDescription') {
      fields = (m.fields as { name: string; dataTypeID: number }[]).map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      }));
    } else if (m.name === 'dataRow') {
      const values = (m.fields as (string | null)[]).map((x, i) => value(x, fields[i]!.dataTypeID));
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((v, i) => [fields[i]!.name, v])),
      );
    } else if (m.name === 'commandComplete') {
      const parts = (m.text ?? '').split(' ');
      const command = parts[0] ?? '';
      const rowCount = parseInt(parts[parts.length - 1] ?? '', 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
      return {
        rows,
        fields,
        command,
        affectedRows,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      } as unknown as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 } as unknown as Results<T>;
}

export function withPreparedStatements(client: PGlite): PGlite {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  const inner = client as unknown as PGlite & Internals;

  async function prepare(text: string): Promise<{ name: string; paramTypes: number[] }> {
    const name = `wl_s${statements.size + 1}`;
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return inner._runExclusiveTransaction(() =>
      inner._runExclusiveQuery(async () => {
        const statement = statements.get(text) ?? (await prepare(text));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serialize =
            options?.serializers?.[statement.paramTypes[i]!] ?? inner.serializers[statement.paramTypes[i]!];
          return serialize ? serialize(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          concat([
            protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        return toResults<T>(messages as unknown as Message[], inner.parsers, options);
      }),
    );
  }

  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
          if (
            !params?.length ||
            options?.blob ||
            (!statements.has(text) && statements.size >= MAX_STATEMENTS)
          )
            return target.query<T>(text, params, options);
          return run<T>(text, params, options);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
