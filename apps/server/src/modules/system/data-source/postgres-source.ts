import pg from 'pg';
import type { ReadOnlyOptions, SourceClient, SourceSession } from './source-client.ts';
import { type PooledSource, SOURCE_LIMITS, type SourceTarget } from './source-target.ts';

/*
 * A PostgreSQL data source: a pool of at most 5 connections. Every statement goes through the
 * extended protocol, which refuses a second statement in the same text; values are always bound.
 */

export function postgresConnectionConfig(target: SourceTarget): pg.ClientConfig {
  return {
    host: target.address,
    port: target.port,
    user: target.user,
    password: target.password,
    database: target.database,
    connectionTimeoutMillis: SOURCE_LIMITS.connectTimeoutMs,
    application_name: 'platform-data-source',
  };
}

function sessionOf(client: pg.PoolClient): SourceSession {
  return {
    dialect: 'postgres',
    async query(sql, values = []) {
      // queryMode is read by pg's Query but missing from its types.
      const config = { text: sql, values: [...values], queryMode: 'extended' } as pg.QueryConfig;
      const result = await client.query(config);
      return { rows: result.rows, fields: (result.fields ?? []).map((field) => field.name) };
    },
  };
}

/** Begins the transaction and puts the source's schema first on the search path. */
async function begin(client: pg.PoolClient, target: SourceTarget, mode: string): Promise<void> {
  await client.query(`BEGIN ${mode}`);
  if (target.schema) await client.query(`SET LOCAL search_path TO ${client.escapeIdentifier(target.schema)}`);
}

export function createPostgresSource(
  target: SourceTarget,
  onIdleError: (err: Error) => void,
): SourceClient & PooledSource {
  const pool = new pg.Pool({
    ...postgresConnectionConfig(target),
    max: SOURCE_LIMITS.maxConnections,
    idleTimeoutMillis: SOURCE_LIMITS.idleTimeoutMs,
  });
  pool.on('error', onIdleError);

  /** Runs `work` on one pooled connection; a connection whose cleanup failed is destroyed, not reused. */
  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await work(client);
    } catch (err) {
      broken = await client.query('ROLLBACK').then(
        () => undefined,
        (rollbackErr: Error) => rollbackErr,
      );
      throw err;
    } finally {
      client.release(broken);
    }
  }

  return {
    dialect: 'postgres',
    hasStatementTimeout: true,
    readOnly<T>(fn: (session: SourceSession) => Promise<T>, options: ReadOnlyOptions) {
      return withClient(async (client) => {
        await begin(client, target, 'READ ONLY');
        await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.trunc(options.timeoutMs))}`);
        const result = await fn(sessionOf(client));
        await client.query('ROLLBACK');
        return result;
      });
    },
    transaction<T>(fn: (session: SourceSession) => Promise<T>) {
      return withClient(async (client) => {
        await begin(client, target, 'READ WRITE');
        const result = await fn(sessionOf(client));
        await client.query('COMMIT');
        return result;
      });
    },
    close: () => pool.end(),
  };
}
