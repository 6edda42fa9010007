import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../../db/client.ts';
import type { ReadOnlyOptions, SourceClient, SourceQueryResult, SourceSession } from './source-client.ts';

/** The schema business tables (data models) live in; the only one interface SQL can read. */
export const BUSINESS_SCHEMA = 'app_data';
/** The NOLOGIN role interface SQL runs as (created by the data_interface_reader migration). */
export const INTERFACE_READER_ROLE = 'jnpf_interface_reader';

/**
 * Thrown when the reader role is missing, cannot be switched to, or could switch itself back (EXECUTE on
 * set_config still granted): interface SQL is then refused rather than run with the platform's rights.
 */
export class ReaderRoleUnavailableError extends Error {
  constructor(detail: string) {
    super(`The read-only interface role is not usable: ${detail}`);
    this.name = 'ReaderRoleUnavailableError';
  }
}

type RawQuery = (sql: string, values?: readonly unknown[]) => Promise<SourceQueryResult>;

interface RawResult {
  rows: unknown[];
  fields: { name: string }[];
}

const toResult = (result: RawResult): SourceQueryResult => ({
  rows: result.rows as Record<string, unknown>[],
  fields: result.fields.map((field) => field.name),
});

/** Opens one transaction on one connection and hands its query function to `work`. */
type TransactionRunner = <T>(work: (query: RawQuery) => Promise<T>, rollbackOnly: boolean) => Promise<T>;

function pgliteRunner(client: PGlite): TransactionRunner {
  return (work, rollbackOnly) =>
    client.transaction(async (tx: Transaction) => {
      const query: RawQuery = async (sql, values) => toResult(await tx.query(sql, values as unknown[]));
      const value = await work(query);
      if (rollbackOnly) await tx.rollback();
      return value;
    });
}

function postgresRunner(pool: pg.Pool): TransactionRunner {
  return async (work, rollbackOnly) => {
    const connection = await pool.connect();
    let broken: Error | undefined;
    try {
      const query: RawQuery = async (sql, values) =>
        toResult(await connection.query({ text: sql, values: values as unknown[] }));
      await connection.query('BEGIN');
      try {
        const value = await work(query);
        await connection.query(rollbackOnly ? 'ROLLBACK' : 'COMMIT');
        return value;
      } catch (err) {
        await connection.query('ROLLBACK').catch((rollbackErr: Error) => {
          broken = rollbackErr;
        });
        throw err;
      }
    } finally {
      // A connection whose rollback failed is discarded rather than returned to the pool mid-transaction.
      connection.release(broken);
    }
  };
}

/**
 * Checks once per client, as the reader, that the role cannot leave itself: without EXECUTE on set_config a
 * query cannot "SET ROLE" back to the session user, who owns the platform's tables.
 */
async function assertReaderConfined(query: RawQuery): Promise<void> {
  const { rows } = await query(
    "SELECT current_user AS who, has_function_privilege('pg_catalog.set_config(text,text,boolean)', 'EXECUTE') AS escapes",
  );
  const [row] = rows as { who: string; escapes: boolean }[];
  if (row?.who !== INTERFACE_READER_ROLE) throw new ReaderRoleUnavailableError(`running as ${row?.who}`);
  if (row.escapes) throw new ReaderRoleUnavailableError('EXECUTE on set_config is still granted to PUBLIC');
}

/**
 * The platform's own database as a data source. `readOnly` runs as the read-only interface role in a
 * read-only transaction with a statement timeout and search_path = the business schema, always rolled back;
 * `transaction` runs with the platform's own rights.
 */
export function createPlatformSourceClient(database: Database): SourceClient {
  const raw = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const run = database.kind === 'pglite' ? pgliteRunner(raw as PGlite) : postgresRunner(raw as pg.Pool);
  let isConfinementChecked = false;

  const session = (query: RawQuery): SourceSession => ({ dialect: 'postgres', query });

  return {
    dialect: 'postgres',
    hasStatementTimeout: database.kind !== 'pglite',
    readOnly<T>(fn: (s: SourceSession) => Promise<T>, options: ReadOnlyOptions): Promise<T> {
      const timeoutMs = Math.max(1, Math.floor(options.timeoutMs));
      return run(async (query) => {
        await query('SET TRANSACTION READ ONLY');
        // SET takes no bound parameters; the values are an integer and constants.
        await query(`SET LOCAL statement_timeout = ${timeoutMs}`);
        await query(`SET LOCAL search_path = ${BUSINESS_SCHEMA}`);
        try {
          await query(`SET LOCAL ROLE ${INTERFACE_READER_ROLE}`);
        } catch (err) {
          throw new ReaderRoleUnavailableError(err instanceof Error ? err.message : String(err));
        }
        if (!isConfinementChecked) {
          await assertReaderConfined(query);
          isConfinementChecked = true;
        }
        return fn(session(query));
      }, true);
    },
    transaction<T>(fn: (s: SourceSession) => Promise<T>): Promise<T> {
      return run((query) => fn(session(query)), false);
    },
  };
}
