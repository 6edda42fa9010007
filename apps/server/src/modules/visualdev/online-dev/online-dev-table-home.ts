import type { SQL } from 'drizzle-orm';
import { MySqlDialect } from 'drizzle-orm/mysql-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import { isConnectionFailure } from '../../system/data-model/model-session.ts';
import { BUSINESS_SCHEMA } from '../../system/data-source/platform-source.ts';
import type { SourceClient, SourceSession } from '../../system/data-source/source-client.ts';
import { postgresTableDialect, type TableDialect } from './online-dev-table-dialect.ts';
import { mysqlTableDialect } from './online-dev-table-mysql.ts';

/*
 * Where the tables of a design bound to tables live, so that one table store serves both homes: the
 * platform database (the business schema; statements run on the caller's connection or transaction) or
 * another PostgreSQL data connection (its schema) or MySQL/MariaDB data connection (its database):
 * statements are rendered for that database to text and bound values and run through the source's pool,
 * and what the store says differently there is the home's dialect (online-dev-table-dialect.ts). A save's writes on another connection run in one transaction there,
 * committed when they all succeed (sub-table and secondary-table rows included) and rolled back when one
 * fails; what the caller keeps on the platform database (operation log, users, grants) stays there.
 */

/** What a store's statement runs on: anything answering `execute` with `{ rows }`. */
export interface SqlRunner {
  execute(query: SQL): Promise<unknown>;
}

export interface TableHome {
  /** The schema the design's tables are in (a MySQL connection's database). */
  schema: string;
  dialect: TableDialect;
  /** The runner of a read, for the connection or transaction the caller holds. */
  reader(db: Db | Tx): SqlRunner;
  /** Runs a save's writes: in the caller's transaction on the platform, in one of its own elsewhere. */
  write<T>(tx: Tx, work: (runner: SqlRunner) => Promise<T>): Promise<T>;
}

export const platformHome: TableHome = {
  schema: BUSINESS_SCHEMA,
  dialect: postgresTableDialect,
  reader: (db) => db,
  write: (tx, work) => work(tx),
};

const renderers = { postgres: new PgDialect(), mysql: new MySqlDialect() };

/**
 * The statement as text with the session's placeholders (`$n` on PostgreSQL, `?` on MySQL) and its values
 * (a missing value bound as null), run on the source session.
 */
function sessionRunner(session: SourceSession): SqlRunner {
  const renderer = renderers[session.dialect];
  return {
    async execute(query) {
      const { sql: text, params } = renderer.sqlToQuery(query);
      const values = params.map((value) => (value === undefined ? null : value));
      const { rows } = await session.query(text, session.dialect === 'mysql' ? values : params);
      return { rows };
    },
  };
}

/** A connection that could not be reached or logged into is answered as such, not as a 500. */
async function reaching<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isConnectionFailure(err)) throw badRequest('dataModel.unreachable');
    throw err;
  }
}

/** The tables of another data connection, in `schema` (a MySQL connection's database). */
export function sourceHome(client: SourceClient, schema: string): TableHome {
  const reader: SqlRunner = {
    // Each read is its own short transaction on a pooled connection.
    execute: (query) =>
      reaching(() => client.transaction((session) => sessionRunner(session).execute(query))),
  };
  return {
    schema,
    dialect: client.dialect === 'mysql' ? mysqlTableDialect : postgresTableDialect,
    reader: () => reader,
    write: (_tx, work) => reaching(() => client.transaction((session) => work(sessionRunner(session)))),
  };
}
