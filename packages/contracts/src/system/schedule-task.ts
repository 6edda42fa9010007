import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';

/*
 * 系统调度 (scheduled jobs). A job has a cron expression (5, 6 or 7 fields; seconds and the year
 * optional, Quartz's `?` accepted) and says what it runs: `executeType` '1' calls a data interface
 * (`executeContent.interfaceId`, with the parameter values of `executeContent.parameter`, as the
 * original's form writes them); '3' runs a built-in task named by `executeContent.taskCode` (the
 * server's registry, GET …/ScheduleTask/Tasks). The original's '2' (stored procedure) is refused.
 * `executeContent` stays a JSON string on the wire, as the original client sends and reads it.
 */

/** What a job runs: '1' data interface, '2' stored procedure (the original's), '3' built-in task. */
export const SCHEDULE_EXECUTE_TYPES = ['1', '2', '3'] as const;
export const DATA_INTERFACE_EXECUTE_TYPE = '1';
export const BUILTIN_EXECUTE_TYPE = '3';

/** One parameter of the chosen interface with the value the job sends (empty: the parameter's default). */
export const scheduleJobParameterSchema = z.looseObject({
  field: z.string().trim().min(1).max(50),
  fieldName: z.string().max(50).nullish(),
  dataType: z.string().max(20).nullish(),
  required: z.coerce.number().int().min(0).max(1).nullish(),
  defaultValue: z.union([z.string().max(2000), z.number()]).nullish(),
  value: z.union([z.string().max(2000), z.number()]).nullish(),
});
export type ScheduleJobParameter = z.infer<typeof scheduleJobParameterSchema>;

/** The parsed executeContent: the cron and what runs (a built-in task's code, or an interface). */
export const scheduleExecuteContentSchema = z.looseObject({
  cron: z.string().trim().min(1).max(120),
  taskCode: z.string().max(100).optional(),
  interfaceId: z.string().max(64).optional(),
  /** The interface's name when it was chosen (the original's form shows it; not used to run). */
  interfaceName: z.string().max(100).nullish(),
  parameter: z.array(scheduleJobParameterSchema).max(100).optional(),
});
export type ScheduleExecuteContent = z.infer<typeof scheduleExecuteContentSchema>;

/** The original's form sends the record it read back on edit: accepted, not stored. */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0), z.literal('')]).optional(),
  runCount: z.number().optional(),
  lastRunTime: z.number().nullish(),
  nextRunTime: z.number().nullish(),
  creatorTime: z.number().nullish(),
};

export const createScheduleTaskBodySchema = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN),
  executeType: z.enum(SCHEDULE_EXECUTE_TYPES),
  /** JSON text: {cron, taskCode?, …}. */
  executeContent: z.string().min(2).max(10_000),
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  ...originalEcho,
});
export type CreateScheduleTaskBody = z.infer<typeof createScheduleTaskBodySchema>;

export const updateScheduleTaskBodySchema = createScheduleTaskBodySchema.partial();
export type UpdateScheduleTaskBody = z.infer<typeof updateScheduleTaskBodySchema>;

export const scheduleTaskInfoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  executeType: z.string(),
  executeContent: z.string(),
  /** The cron of executeContent, for the list. */
  cron: z.string(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  runCount: z.number().int(),
  /** Epoch ms; null before the first run / while disabled. */
  lastRunTime: z.number().nullable(),
  nextRunTime: z.number().nullable(),
  /** 0 success, 1 failure of the last run; null before the first. */
  lastRunResult: z.number().int().nullable(),
  creatorTime: z.number(),
});
export type ScheduleTaskInfo = z.infer<typeof scheduleTaskInfoSchema>;

export const scheduleTaskListQuerySchema = z.object({ ...record.pageFields, keyword: record.keyword });
export type ScheduleTaskListQuery = z.infer<typeof scheduleTaskListQuerySchema>;
export const scheduleTaskListSchema = pagedSchema(scheduleTaskInfoSchema);

/** One run of a job. */
export const scheduleTaskLogSchema = z.object({
  id: z.string(),
  /** Start, epoch ms. */
  runTime: z.number(),
  endTime: z.number().nullable(),
  /** Milliseconds. */
  duration: z.number().nullable(),
  /** 0 success, 1 failure (the original's values). */
  runResult: z.number().int(),
  /** What the task reported, or the error. */
  description: z.string().nullable(),
  /** 'schedule' or 'manual' (run now). */
  trigger: z.string(),
});
export type ScheduleTaskLog = z.infer<typeof scheduleTaskLogSchema>;
export const scheduleTaskLogQuerySchema = z.object({ ...record.pageFields });
export const scheduleTaskLogListSchema = pagedSchema(scheduleTaskLogSchema);

/** GET …/ScheduleTask/Actions/NextRuns?cron=: the next times the expression fires. */
export const scheduleNextRunsQuerySchema = z.object({
  cron: z.string().trim().min(1).max(120),
  count: z.coerce.number().int().min(1).max(20).default(5),
});
export const scheduleNextRunsSchema = z.object({ list: z.array(z.number()) });

/** GET …/ScheduleTask/Tasks: the built-in tasks a job can run. */
export const scheduleBuiltinTaskSchema = z.object({ taskCode: z.string() });
export const scheduleBuiltinTaskListSchema = record.listOf(scheduleBuiltinTaskSchema);

export const scheduleTaskStateSchema = record.enabledState;
