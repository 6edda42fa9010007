/*
 * What a failed connection to a data source means to the administrator, read from the driver's error code
 * (pg's SQLSTATE or Node's socket code, mysql2's symbolic code): the caller is told that, never the driver's
 * own text, which may name hosts, users or internals.
 */

export type ConnectionFailureKind = 'auth' | 'databaseMissing' | 'unreachable' | 'timedOut' | 'other';

const AUTH_CODES = new Set([
  '28P01',
  '28000',
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_ACCESS_DENIED_NO_PASSWORD_ERROR',
  'ER_HOST_NOT_PRIVILEGED',
]);
/** MySQL/MariaDB error numbers of a refused login (access denied, to a database, without a password, from a host). */
const AUTH_ERRNOS = new Set([1044, 1045, 1698, 1130]);
/** The server's own text of a refused login, for a driver error that arrives without its code. */
const AUTH_TEXT = /^Access denied for user /i;
const MISSING_DATABASE_CODES = new Set(['3D000', 'ER_BAD_DB_ERROR']);
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
]);
/** SQLSTATEs of a broken or refused connection: class 08, too many connections, the server shutting down. */
const CONNECTION_STATE = /^(08|53300|57P)/;
/** pg's and mysql2's texts for a connection that could not be opened in time or broke (they carry no code). */
const CONNECT_TIMEOUT_TEXT = /timeout exceeded when trying to connect|connection timeout|connect ETIMEDOUT/i;
const BROKEN_CONNECTION_TEXT = /connection terminated|connection lost|server closed the connection/i;

/** The kind of connection failure `err` is, or undefined when it is not about the connection. */
export function connectionFailureKind(err: unknown): ConnectionFailureKind | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = String((err as { code?: unknown }).code ?? '');
  const text = err instanceof Error ? err.message : '';
  const errno = (err as { errno?: unknown }).errno;
  const sqlState = String((err as { sqlState?: unknown }).sqlState ?? '');
  if (
    AUTH_CODES.has(code) ||
    sqlState === '28000' ||
    (typeof errno === 'number' && AUTH_ERRNOS.has(errno)) ||
    AUTH_TEXT.test(text)
  )
    return 'auth';
  if (MISSING_DATABASE_CODES.has(code)) return 'databaseMissing';
  if (UNREACHABLE_CODES.has(code)) return 'unreachable';
  if (code === 'ETIMEDOUT' || CONNECT_TIMEOUT_TEXT.test(text)) return 'timedOut';
  if (CONNECTION_STATE.test(code) || (code === '' && BROKEN_CONNECTION_TEXT.test(text))) return 'other';
  return undefined;
}
