import { AppError, badRequest } from '../../../../http/app-error.ts';
import { ReaderRoleUnavailableError } from '../../data-source/platform-source.ts';

interface DriverError {
  /** PostgreSQL SQLSTATE, or mysql2's symbolic code (ER_…). */
  code?: unknown;
  /** mysql2's numeric error number. */
  errno?: unknown;
  message?: unknown;
}

/** SQLSTATEs and MySQL error numbers that mean "this statement tried to write or read what it may not". */
const READ_ONLY_STATES = new Set(['42501', '25006']);
const READ_ONLY_ERRNOS = new Set([1044, 1142, 1143, 1227, 1370, 1792]);
/** Statement timeout: query_canceled on PostgreSQL; max_execution_time / interrupted on MySQL. */
const TIMEOUT_STATES = new Set(['57014']);
const TIMEOUT_ERRNOS = new Set([3024, 1317, 1969]);
/** Mistakes in the statement itself: syntax, unknown names, bad values, division by zero… */
const AUTHOR_ERROR_CLASSES = ['42', '22', '21', '2F', '0A'];
const AUTHOR_ERRNOS = new Set([1054, 1064, 1052, 1146, 1305, 1241, 1242, 1366, 1292, 1222]);

/**
 * Maps a failure of interface SQL to a message the administrator can act on; failures of the connection
 * itself are rethrown unchanged (they are the server's problem, answered as 500).
 */
export function toInterfaceSqlError(err: unknown, timeoutMs: number): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof ReaderRoleUnavailableError) return badRequest('dataInterfaceSql.readerUnavailable');
  if (typeof err !== 'object' || err === null) return err;
  const { code, errno, message } = err as DriverError;
  const state = typeof code === 'string' ? code : '';
  const number = typeof errno === 'number' ? errno : -1;
  if (READ_ONLY_STATES.has(state) || READ_ONLY_ERRNOS.has(number))
    return badRequest('dataInterfaceSql.readOnly');
  if (TIMEOUT_STATES.has(state) || TIMEOUT_ERRNOS.has(number)) {
    return badRequest('dataInterfaceSql.timeout', { seconds: Math.max(timeoutMs / 1000, 0.001) });
  }
  const isPgAuthorError = /^[0-9A-Z]{5}$/.test(state) && AUTHOR_ERROR_CLASSES.includes(state.slice(0, 2));
  if (isPgAuthorError || AUTHOR_ERRNOS.has(number)) {
    return badRequest('dataInterfaceSql.failed', { detail: String(message ?? state) });
  }
  return err;
}
