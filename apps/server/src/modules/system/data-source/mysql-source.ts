import mysql from 'mysql2/promise';
import type { ReadOnlyOptions, SourceClient, SourceSession } from './source-client.ts';
import { type PooledSource, SOURCE_LIMITS, type SourceTarget } from './source-target.ts';

/*
 * A MySQL or MariaDB data source: a pool of at most 5 connections, one statement per call (multiple
 * statements stay off) and values bound as prepared-statement parameters. The statement timeout is a
 * session variable set for the work and reset after it: max_statement_time (seconds) on MariaDB,
 * max_execution_time (ms, SELECT only) on MySQL.
 */

export function mysqlConnectionOptions(target: SourceTarget): mysql.ConnectionOptions {
  return {
    host: target.address,
    port: target.port,
    user: target.user,
    password: target.password,
    database: target.database,
    connectTimeout: SOURCE_LIMITS.connectTimeoutMs,
    multipleStatements: false,
    supportBigNumbers: true,
    bigNumberStrings: true,
    charset: 'utf8mb4',
  };
}

type Connection = mysql.PoolConnection | mysql.Connection;

function sessionOf(connection: Connection): SourceSession {
  return {
    dialect: 'mysql',
    async query(sql, values = []) {
      const [result, fields] = await connection.execute(sql, [...values] as never[]);
      return {
        rows: Array.isArray(result) ? (result as Record<string, unknown>[]) : [],
        fields: (fields ?? []).map((field) => field.name),
      };
    },
  };
}

/** Whether the server is MariaDB (its timeout variable differs from MySQL's). */
export async function isMariaDb(connection: Connection): Promise<boolean> {
  const [rows] = await connection.query('SELECT VERSION() AS version');
  const [row] = rows as { version?: string }[];
  return /mariadb/i.test(row?.version ?? '');
}

function timeoutStatements(mariaDb: boolean, timeoutMs: number): { set: string; reset: string } {
  const ms = Math.max(1, Math.trunc(timeoutMs));
  return mariaDb
    ? {
        set: `SET SESSION max_statement_time = ${(ms / 1000).toFixed(3)}`,
        reset: 'SET SESSION max_statement_time = DEFAULT',
      }
    : { set: `SET SESSION max_execution_time = ${ms}`, reset: 'SET SESSION max_execution_time = DEFAULT' };
}

export function createMysqlSource(target: SourceTarget): SourceClient & PooledSource {
  const pool = mysql.createPool({
    ...mysqlConnectionOptions(target),
    connectionLimit: SOURCE_LIMITS.maxConnections,
    maxIdle: SOURCE_LIMITS.maxConnections,
    idleTimeout: SOURCE_LIMITS.idleTimeoutMs,
  });
  let flavour: Promise<boolean> | undefined;

  /** Runs `work` on one pooled connection; `cleanup` always runs, and a connection it fails on is destroyed. */
  async function withConnection<T>(
    work: (connection: mysql.PoolConnection) => Promise<T>,
    cleanup: (connection: mysql.PoolConnection) => Promise<void>,
  ): Promise<T> {
    const connection = await pool.getConnection();
    try {
      return await work(connection);
    } finally {
      await cleanup(connection).then(
        () => connection.release(),
        () => connection.destroy(),
      );
    }
  }

  return {
    dialect: 'mysql',
    hasStatementTimeout: true,
    async readOnly<T>(fn: (session: SourceSession) => Promise<T>, options: ReadOnlyOptions) {
      let timeout: { set: string; reset: string } | undefined;
      return withConnection(
        async (connection) => {
          flavour ??= isMariaDb(connection).catch((err: unknown) => {
            flavour = undefined;
            throw err;
          });
          timeout = timeoutStatements(await flavour, options.timeoutMs);
          await connection.query(timeout.set);
          await connection.query('START TRANSACTION READ ONLY');
          return fn(sessionOf(connection));
        },
        async (connection) => {
          await connection.query('ROLLBACK');
          if (timeout) await connection.query(timeout.reset);
        },
      );
    },
    async transaction<T>(fn: (session: SourceSession) => Promise<T>) {
      let isCommitted = false;
      return withConnection(
        async (connection) => {
          await connection.query('START TRANSACTION');
          const result = await fn(sessionOf(connection));
          await connection.query('COMMIT');
          isCommitted = true;
          return result;
        },
        async (connection) => {
          if (!isCommitted) await connection.query('ROLLBACK');
        },
      );
    },
    close: () => pool.end(),
  };
}
