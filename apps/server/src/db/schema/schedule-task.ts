import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, enabledMark, id, sortCode, ts, updatedAt, updatedBy } from './columns.ts';

/**
 * 系统调度: scheduled jobs. `nextRunAt` is the due time of the next run (null while disabled); a
 * process claims a due run by moving it forward in one UPDATE that names the due time it read, so
 * only one process of many runs it (see schedule-task-runner.ts).
 */
export const scheduleTasks = pgTable(
  'schedule_tasks',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    executeType: text('execute_type').notNull(),
    /** JSON text as the client sent it: {cron, taskCode?, …}. */
    executeContent: text('execute_content').notNull(),
    cron: text('cron').notNull(),
    description: text('description'),
    runCount: integer('run_count').notNull().default(0),
    lastRunAt: ts('last_run_at'),
    lastRunResult: integer('last_run_result'),
    nextRunAt: ts('next_run_at'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('schedule_tasks_en_code_key').on(t.enCode),
    index('schedule_tasks_due_idx').on(t.nextRunAt),
  ],
);

/** One run of a job: start, end, duration, result (0 success, 1 failure) and what it reported. */
export const scheduleTaskLogs = pgTable(
  'schedule_task_logs',
  {
    id: id(),
    taskId: text('task_id')
      .notNull()
      .references(() => scheduleTasks.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
    durationMs: integer('duration_ms'),
    runResult: integer('run_result').notNull(),
    description: text('description'),
  },
  (t) => [index('schedule_task_logs_task_idx').on(t.taskId, t.startedAt)],
);
