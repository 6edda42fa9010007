import {
  BUILTIN_EXECUTE_TYPE,
  type CreateScheduleTaskBody,
  DATA_INTERFACE_EXECUTE_TYPE,
  type ScheduleTaskInfo,
  type ScheduleTaskListQuery,
  type ScheduleTaskLog,
  scheduleExecuteContentSchema,
  type UpdateScheduleTaskBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { findBuiltinTask, listBuiltinTasks } from './builtin-tasks.ts';
import { nextRunTimes, requireNextRun } from './cron-schedule.ts';
import { checkInterfaceJob } from './data-interface-job.ts';
import {
  deleteScheduleTask,
  findScheduleTask,
  findScheduleTaskByCode,
  findScheduleTaskLogPage,
  findScheduleTaskPage,
  insertScheduleTask,
  type ScheduleTaskRow,
  updateScheduleTaskRow,
} from './schedule-task.repository.ts';
import { runScheduleTask } from './schedule-task-runner.ts';

/*
 * 系统调度 (scheduled jobs). A job's cron must fire at least once more; what it runs must exist
 * (a built-in task, or an enabled data interface). An enabled job always has its next run; a stopped one has none.
 */

function toInfo(row: ScheduleTaskRow): ScheduleTaskInfo {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    executeType: row.executeType,
    executeContent: row.executeContent,
    cron: row.cron,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    runCount: row.runCount,
    lastRunTime: row.lastRunAt?.getTime() ?? null,
    nextRunTime: row.nextRunAt?.getTime() ?? null,
    lastRunResult: row.lastRunResult,
    creatorTime: row.createdAt.getTime(),
  };
}

/** Checks what the job runs and answers its cron. */
async function checkExecution(ctx: AppContext, executeType: string, executeContent: string): Promise<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(executeContent);
  } catch {
    throw badRequest('scheduleTask.contentInvalid');
  }
  const content = scheduleExecuteContentSchema.safeParse(parsed);
  if (!content.success) throw badRequest('scheduleTask.contentInvalid');
  if (executeType === DATA_INTERFACE_EXECUTE_TYPE) {
    await checkInterfaceJob(ctx, content.data);
    return content.data.cron;
  }
  if (executeType !== BUILTIN_EXECUTE_TYPE)
    throw badRequest('scheduleTask.typeUnsupported', { type: executeType });
  const taskCode = content.data.taskCode ?? '';
  if (!findBuiltinTask(taskCode)) throw badRequest('scheduleTask.taskUnknown', { task: taskCode });
  return content.data.cron;
}

async function requireTask(ctx: AppContext, id: string): Promise<ScheduleTaskRow> {
  const row = await findScheduleTask(ctx.db, id);
  if (!row) throw notFound('scheduleTask.notFound');
  return row;
}

async function requireFreeCode(ctx: AppContext, enCode: string, ownId?: string): Promise<void> {
  const holder = await findScheduleTaskByCode(ctx.db, enCode);
  if (holder && holder.id !== ownId) throw badRequest('scheduleTask.codeExists', { value: enCode });
}

/** A concurrent save with the same code fails with the same message as the check before it. */
async function uniqueCode<T>(enCode: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('scheduleTask.codeExists', { value: enCode });
    throw err;
  }
}

export async function listScheduleTasks(ctx: AppContext, query: ScheduleTaskListQuery) {
  const { rows, total } = await findScheduleTaskPage(ctx.db, {
    keyword: query.keyword,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return pageOf(rows.map(toInfo), total, query);
}

export async function getScheduleTask(ctx: AppContext, id: string): Promise<ScheduleTaskInfo> {
  return toInfo(await requireTask(ctx, id));
}

export async function createScheduleTask(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateScheduleTaskBody,
): Promise<string> {
  const cron = await checkExecution(ctx, body.executeType, body.executeContent);
  const now = ctx.now();
  const nextRunAt = requireNextRun(cron, now);
  await requireFreeCode(ctx, body.enCode);
  const enabledMark = body.enabledMark ?? 1;
  const id = newId();
  await uniqueCode(body.enCode, () =>
    insertScheduleTask(ctx.db, {
      id,
      fullName: body.fullName,
      enCode: body.enCode,
      executeType: body.executeType,
      executeContent: body.executeContent,
      cron,
      description: body.description ?? null,
      sortCode: body.sortCode ?? 0,
      enabledMark,
      nextRunAt: enabledMark === 1 ? nextRunAt : null,
      createdAt: now,
      createdBy: caller.userId,
    }),
  );
  return id;
}

export async function updateScheduleTask(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateScheduleTaskBody,
): Promise<void> {
  const row = await requireTask(ctx, id);
  const executeType = body.executeType ?? row.executeType;
  const executeContent = body.executeContent ?? row.executeContent;
  const cron = await checkExecution(ctx, executeType, executeContent);
  const now = ctx.now();
  const nextRunAt = requireNextRun(cron, now);
  const enCode = body.enCode ?? row.enCode;
  await requireFreeCode(ctx, enCode, id);
  const enabledMark = body.enabledMark ?? row.enabledMark;
  await uniqueCode(enCode, () =>
    updateScheduleTaskRow(ctx.db, id, {
      fullName: body.fullName ?? row.fullName,
      enCode,
      executeType,
      executeContent,
      cron,
      description: body.description === undefined ? row.description : body.description,
      sortCode: body.sortCode ?? row.sortCode,
      enabledMark,
      nextRunAt: enabledMark === 1 ? nextRunAt : null,
      updatedAt: now,
      updatedBy: caller.userId,
    }),
  );
}

export async function removeScheduleTask(ctx: AppContext, id: string): Promise<void> {
  if (!(await deleteScheduleTask(ctx.db, id))) throw notFound('scheduleTask.notFound');
}

/** Starts (1) or stops (0) a job; a started job runs next at its first time after now. */
export async function setScheduleTaskState(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  enabledMark: 0 | 1,
): Promise<number> {
  const row = await requireTask(ctx, id);
  const now = ctx.now();
  const nextRunAt = enabledMark === 1 ? requireNextRun(row.cron, now) : null;
  await updateScheduleTaskRow(ctx.db, id, {
    enabledMark,
    nextRunAt,
    updatedAt: now,
    updatedBy: caller.userId,
  });
  return enabledMark;
}

/** Runs a job at once, whatever its state and schedule; answers the run's log row. */
export async function runScheduleTaskNow(ctx: AppContext, id: string): Promise<ScheduleTaskLog> {
  return runScheduleTask(ctx, await requireTask(ctx, id), 'manual');
}

export async function listScheduleTaskLogs(
  ctx: AppContext,
  id: string,
  query: { currentPage: number; pageSize: number },
) {
  await requireTask(ctx, id);
  const { rows, total } = await findScheduleTaskLogPage(ctx.db, id, {
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const list = rows.map((row) => ({
    id: row.id,
    runTime: row.startedAt.getTime(),
    endTime: row.endedAt?.getTime() ?? null,
    duration: row.durationMs,
    runResult: row.runResult,
    description: row.description,
    trigger: row.trigger,
  }));
  return pageOf(list, total, query);
}

/** The form's preview: the next times the expression fires; refuses one that never fires. */
export function previewNextRuns(ctx: AppContext, cron: string, count: number): { list: number[] } {
  const now = ctx.now();
  requireNextRun(cron, now);
  return { list: nextRunTimes(cron, now, count).map((time) => time.getTime()) };
}

export function listScheduleBuiltinTasks(): { list: { taskCode: string }[] } {
  return { list: listBuiltinTasks().map((task) => ({ taskCode: task.code })) };
}
