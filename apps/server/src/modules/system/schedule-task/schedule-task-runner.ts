import {
  BUILTIN_EXECUTE_TYPE,
  DATA_INTERFACE_EXECUTE_TYPE,
  formatMessage,
  type ScheduleTaskLog,
  scheduleExecuteContentSchema,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { findBuiltinTask } from './builtin-tasks.ts';
import { nextRunOrNull } from './cron-schedule.ts';
import { runInterfaceJob } from './data-interface-job.ts';
import {
  claimDueRun,
  findDueScheduleTasks,
  insertScheduleTaskLog,
  recordRunOnTask,
  type ScheduleTaskRow,
} from './schedule-task.repository.ts';

/*
 * Running jobs. Every server process runs the same loop; a due run goes to the one process whose
 * claim (one UPDATE naming the due time it read) moves the job's next run forward. Missed runs
 * (the servers were down) are not caught up: the next run is the first one after now.
 */

const MAX_REPORT = 2000;

/** What a job does, by its type; throws when it fails. */
async function execute(ctx: AppContext, row: ScheduleTaskRow): Promise<string> {
  const content = scheduleExecuteContentSchema.safeParse(JSON.parse(row.executeContent));
  if (content.success && row.executeType === DATA_INTERFACE_EXECUTE_TYPE)
    return runInterfaceJob(ctx, row, content.data);
  if (row.executeType !== BUILTIN_EXECUTE_TYPE || !content.success || !content.data.taskCode)
    throw new Error(`unsupported job type ${row.executeType}`);
  const task = findBuiltinTask(content.data.taskCode);
  if (!task) throw new Error(`unknown built-in task ${content.data.taskCode}`);
  return task.run(ctx);
}

/** Runs one job now and writes its log row (the run is counted on the job either way). */
export async function runScheduleTask(
  ctx: AppContext,
  row: ScheduleTaskRow,
  trigger: 'schedule' | 'manual',
): Promise<ScheduleTaskLog> {
  const startedAt = ctx.now();
  let runResult = 0;
  let description: string;
  try {
    description = await execute(ctx, row);
  } catch (err) {
    runResult = 1;
    // A refusal is kept in the default language with its values; other errors by their message.
    description =
      err instanceof AppError
        ? formatMessage(err.messageKey, undefined, err.params)
        : err instanceof Error
          ? err.message
          : String(err);
    ctx.log.warn({ err, job: row.enCode }, 'scheduled job failed');
  }
  const endedAt = ctx.now();
  const log = {
    id: newId(),
    taskId: row.id,
    trigger,
    startedAt,
    endedAt,
    durationMs: Math.max(0, endedAt.getTime() - startedAt.getTime()),
    runResult,
    description: description.slice(0, MAX_REPORT),
  };
  await insertScheduleTaskLog(ctx.db, log);
  await recordRunOnTask(ctx.db, row.id, startedAt, runResult);
  return {
    id: log.id,
    runTime: startedAt.getTime(),
    endTime: endedAt.getTime(),
    duration: log.durationMs,
    runResult,
    description: log.description,
    trigger,
  };
}

/** Claims and runs every job due at ctx.now(); answers how many this process ran. */
export async function runDueJobs(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let ran = 0;
  for (const row of await findDueScheduleTasks(ctx.db, now)) {
    if (!row.nextRunAt) continue;
    const next = nextRunOrNull(row.cron, now);
    if (!(await claimDueRun(ctx.db, row.id, row.nextRunAt, next))) continue;
    await runScheduleTask(ctx, row, 'schedule');
    ran++;
  }
  return ran;
}

/** Work other modules run on every scheduler tick, after the due jobs (schedule reminders). */
export type TickWork = (ctx: AppContext) => Promise<unknown>;

/**
 * Checks for due jobs (then runs `everyTick`) every `intervalMs` until stopped; a tick never overlaps
 * the previous one and a failure is logged, not thrown. The timer does not keep the process up;
 * stopping waits for the tick in flight, so nothing touches the database after the app closes it.
 */
export function startJobScheduler(
  ctx: AppContext,
  intervalMs: number,
  everyTick: readonly TickWork[] = [],
): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = runDueJobs(ctx)
      .then(async () => {
        for (const work of everyTick) await work(ctx);
      })
      .catch((err: unknown) => ctx.log.warn({ err }, 'scheduled jobs tick failed'))
      .finally(() => {
        inFlight = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
