import type { MessageKey } from '@platform/contracts';
import { AppError, badRequest } from '../../../../http/app-error.ts';
import { ReaderRoleUnavailableError } from '../../data-source/platform-source.ts';
import {
  type ConnectionFailureKind,
  connectionFailureKind,
} from '../../data-source/source-connection-errors.ts';

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

const CONNECTION_MESSAGES = {
  auth: 'dataInterfaceSql.sourceAuthFailed',
  databaseMissing: 'dataInterfaceSql.sourceDatabaseMissing',
  unreachable: 'dataInterfaceSql.sourceUnreachable',
  timedOut: 'dataInterfaceSql.sourceTimedOut',
  other: 'dataInterfaceSql.sourceFailed',
} as const satisfies Record<ConnectionFailureKind, MessageKey>;

/**
 * A source that could not be reached or refused the login: a clear message without the driver's text,
 * which stays on the error as its cause (for the server log and the call log, never for the caller).
 */
function connectionError(err: unknown, kind: ConnectionFailureKind): AppError {
  const error = badRequest(CONNECTION_MESSAGES[kind]);
  error.cause = err;
  return error;
}

/**
 * Maps a failure of interface SQL to a message the administrator can act on: the connection (login,
 * reachability), read-only refusals, the timeout and mistakes in the statement; anything else is rethrown.
 */
export function toInterfaceSqlError(err: unknown, timeoutMs: number): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof ReaderRoleUnavailableError) return badRequest('dataInterfaceSql.readerUnavailable');
  if (typeof err !== 'object' || err === null) return err;
  const connectionKind = connectionFailureKind(err);
  if (connectionKind) return connectionError(err, connectionKind);
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
