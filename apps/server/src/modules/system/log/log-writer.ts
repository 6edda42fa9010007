import { LogCategoryCode } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { newId } from '../../../shared/ids.ts';
import type { LoginLogEntry, OperationLogEntry, SystemLogSink } from '../../../shared/system-log-sink.ts';
import { insertLogRows, type LogRow } from './log.repository.ts';
import { sweepSystemLogs } from './log-retention.ts';
import { currentRequestScope } from './request-scope.ts';

/*
 * The 系统日志 writer: entries wait in a bounded buffer and are inserted in batches shortly after,
 * never on the request's own path. When the buffer is full new entries are dropped and counted (a
 * flood of requests must not grow memory without bound); the count is reported in the app log. After
 * a flush the retention sweep runs, at most once an hour per process.
 */

export interface SystemLogWriter extends SystemLogSink {
  /** Queues a row (its id and time are set here). */
  push(row: Omit<LogRow, 'id' | 'createdAt'>): void;
  /** Writes everything queued so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is queued (app close). */
  close(): Promise<void>;
}

export interface LogWriterOptions {
  maxBuffered?: number;
  batchSize?: number;
  flushDelayMs?: number;
  sweepEveryMs?: number;
}

const HOUR_MS = 60 * 60_000;

/** Fields of a logged record that hold secrets: their values never reach the log. */
const SECRET_FIELD = /password|secret|salt|token|hash/i;

/** A record as the operation log keeps it: secret fields masked, at any depth. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) && item !== null && item !== undefined ? '***' : withoutSecrets(item, depth + 1),
    ]),
  );
}

export function createSystemLogWriter(ctx: AppContext, options: LogWriterOptions = {}): SystemLogWriter {
  const { maxBuffered = 5000, batchSize = 500, flushDelayMs = 1000, sweepEveryMs = HOUR_MS } = options;
  let buffer: LogRow[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let isClosed = false;
  let lastSweepAt: number | undefined;
  let flushing: Promise<void> = Promise.resolve();

  function schedule() {
    if (timer || isClosed) return;
    timer = setTimeout(() => void writer.flush(), flushDelayMs);
    timer.unref();
  }

  async function writeQueued() {
    const rows = buffer;
    buffer = [];
    if (dropped > 0) {
      ctx.log.warn({ dropped }, 'system log buffer full: entries dropped');
      dropped = 0;
    }
    for (let i = 0; i < rows.length; i += batchSize) {
      try {
        await insertLogRows(ctx.db, rows.slice(i, i + batchSize));
      } catch (err) {
        ctx.log.warn({ err }, 'system log entries could not be written');
      }
    }
    const now = ctx.now().getTime();
    if (rows.length > 0 && (lastSweepAt === undefined || now - lastSweepAt >= sweepEveryMs)) {
      lastSweepAt = now;
      await sweepSystemLogs(ctx).catch((err) => ctx.log.warn({ err }, 'system log retention sweep failed'));
    }
  }

  const writer: SystemLogWriter = {
    push(row) {
      if (isClosed) return;
      if (buffer.length >= maxBuffered) {
        dropped += 1;
        return;
      }
      buffer.push({ ...row, id: newId(), createdAt: ctx.now() });
      schedule();
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      flushing = flushing.then(writeQueued);
      return flushing;
    },
    async close() {
      isClosed = true;
      await writer.flush();
    },
    login(entry: LoginLogEntry) {
      writer.push({
        category: Number(LogCategoryCode.login),
        userId: entry.userId,
        userName: entry.account.slice(0, 100),
        ip: entry.ip,
        ipAddressName: entry.ipAddressName,
        userAgent: entry.userAgent?.slice(0, 300) ?? null,
        loginType: entry.loginType,
        loginMark: entry.isSuccess ? 1 : 0,
        abstracts: entry.abstracts.slice(0, 500),
      });
    },
    operation(entry: OperationLogEntry) {
      const scope = currentRequestScope();
      if (scope) scope.hasOperation = true;
      writer.push({
        ip: scope?.ip ?? null,
        userAgent: scope?.userAgent ?? null,
        requestId: scope?.requestId ?? null,
        requestMethod: scope?.requestMethod ?? null,
        requestUrl: scope?.requestUrl ?? null,
        category: Number(LogCategoryCode.operation),
        userId: entry.userId,
        userName: entry.account,
        moduleName: entry.moduleName,
        action: entry.action,
        recordId: entry.recordId,
        beforeJson: withoutSecrets(entry.before ?? null),
        afterJson: withoutSecrets(entry.after ?? null),
        abstracts: `${entry.action} ${entry.moduleName} ${entry.recordId}`,
      });
    },
  };
  return writer;
}
