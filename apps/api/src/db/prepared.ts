import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './client.ts';
import * as schema from './schema/index.ts';

/** Where statements are built: drizzle without a connection (a built query's text and params do not need one). */
const builder = drizzle.mock({ schema });
type Builder = typeof builder;

interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The connection a drizzle handle runs on: the pool for `db`, the transaction's own client for a `tx`. */
function clientOf(on: DbOrTx): pg.Pool | pg.PoolClient {
  return (on as unknown as { _: { session: { client: pg.Pool | pg.PoolClient } } })._.session.client;
}

/**
 * A statement of fixed shape (what varies is a `sql.placeholder`), built by drizzle once and sent under its
 * `name` as a named statement: PostgreSQL parses and plans it once per connection instead of on every call
 * (decision 0124). Runs on whichever handle it is given, so inside the caller's transaction. The names are the
 * statements' keys on every connection of the pool: each must be used for one text only.
 */
export function preparedStatement<R>(
  build: (db: Builder) => { prepare(name: string): Executable<R> },
  name: string,
): (on: DbOrTx, values?: Record<string, unknown>) => Promise<R> {
  let query: Executable<R> | undefined;
  return (on, values = {}) => {
    query ??= build(builder).prepare(name);
    // drizzle's prepared query keeps the client it was prepared on; this one runs it on the caller's.
    return (Object.create(query, { client: { value: clientOf(on) } }) as Executable<R>).execute(values);
  };
}

/**
 * The same for a statement written in SQL (`sql` with `sql.placeholder`s), rendered once; answers its rows as
 * PostgreSQL names their columns.
 */
export function preparedSql<Row extends pg.QueryResultRow>(
  name: string,
  statement: () => SQL,
): (on: DbOrTx, values?: Record<string, unknown>) => Promise<Row[]> {
  let query: { text: string; params: unknown[] } | undefined;
  return async (on, values = {}) => {
    if (!query) {
      const { sql: text, params } = new PgDialect().sqlToQuery(statement());
      query = { text, params };
    }
    const config = { name, text: query.text, values: fillPlaceholders(query.params, values) };
    return (await clientOf(on).query<Row>(config)).rows;
  };
}
