import mysql from 'mysql2/promise';
import pg from 'pg';
import { type AppError, badRequest } from '../../../http/app-error.ts';
import { mysqlConnectionOptions } from './mysql-source.ts';
import { postgresConnectionConfig } from './postgres-source.ts';
import { connectionFailureKind } from './source-connection-errors.ts';
import { SOURCE_LIMITS, type SourceTarget } from './source-target.ts';

/*
 * 测试连接: one connection outside the pools, one trivial query, closed again, all within 5 seconds.
 * A failure becomes a message in the caller's language (wrong password, no such database, host not
 * reachable, timed out); the driver's own text is not shown (it may name internals).
 */

class ConnectTimeout extends Error {}

/** The message for a failed connection to `target`. */
export function connectionFailure(target: SourceTarget, err: unknown): AppError {
  const where = { host: target.host, port: target.port };
  const kind = err instanceof ConnectTimeout ? 'timedOut' : connectionFailureKind(err);
  if (kind === 'auth') return badRequest('dataSource.authFailed');
  if (kind === 'databaseMissing') return badRequest('dataSource.databaseMissing', { name: target.database });
  if (kind === 'unreachable') return badRequest('dataSource.unreachable', where);
  if (kind === 'timedOut' || (err instanceof Error && /timeout/i.test(err.message)))
    return badRequest('dataSource.timedOut', { ...where, seconds: SOURCE_LIMITS.connectTimeoutMs / 1000 });
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  return badRequest('dataSource.connectFailed', { code: code || 'unknown' });
}

async function probePostgres(target: SourceTarget, signal: AbortSignal): Promise<void> {
  const client = new pg.Client({
    ...postgresConnectionConfig(target),
    query_timeout: SOURCE_LIMITS.connectTimeoutMs,
  });
  // An error after the probe gave up (the server closing the socket) must not crash the process.
  client.on('error', () => {});
  signal.addEventListener('abort', () => void client.end().catch(() => {}));
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => {});
  }
}

async function probeMysql(target: SourceTarget, signal: AbortSignal): Promise<void> {
  const connection = await mysql.createConnection(mysqlConnectionOptions(target));
  connection.on('error', () => {});
  signal.addEventListener('abort', () => connection.destroy());
  try {
    await connection.query('SELECT 1');
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}

/** Connects to `target` once; resolves when it answered, throws the user's message otherwise. */
export async function testSourceConnection(target: SourceTarget): Promise<void> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new ConnectTimeout());
    }, SOURCE_LIMITS.connectTimeoutMs);
  });
  const probe =
    target.dialect === 'postgres' ? probePostgres(target, abort.signal) : probeMysql(target, abort.signal);
  probe.catch(() => {});
  try {
    await Promise.race([probe, deadline]);
  } catch (err) {
    throw connectionFailure(target, err);
  } finally {
    clearTimeout(timer);
  }
}
