import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import {
  createScheduleTaskBodySchema,
  scheduleBuiltinTaskListSchema,
  scheduleNextRunsQuerySchema,
  scheduleNextRunsSchema,
  scheduleTaskInfoSchema,
  scheduleTaskListQuerySchema,
  scheduleTaskListSchema,
  scheduleTaskLogListSchema,
  scheduleTaskLogQuerySchema,
  scheduleTaskLogSchema,
  scheduleTaskStateSchema,
  updateScheduleTaskBodySchema,
} from './schedule-task.ts';

const BASE = '/system/System/ScheduleTask';

/** 系统调度: scheduled jobs, their built-in tasks and run logs (the original's paths). */
export const scheduleTaskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Scheduled jobs, paged; keyword on name or code',
    schemas: { query: scheduleTaskListQuerySchema, response: scheduleTaskListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/Info/{id}`,
    summary: 'One scheduled job',
    schemas: { params: idParamsSchema, response: scheduleTaskInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a scheduled job; a cron that never fires is refused',
    schemas: { body: createScheduleTaskBodySchema, response: record.createdId },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a scheduled job: only the fields sent change',
    schemas: { params: idParamsSchema, body: updateScheduleTaskBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a scheduled job and its run log',
    schemas: { params: idParamsSchema },
  }),
  enable: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/Enable`,
    summary: 'Start a job: its next run is computed from now',
    schemas: { params: idParamsSchema, response: scheduleTaskStateSchema },
  }),
  stop: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/Stop`,
    summary: 'Stop a job: it no longer runs on its schedule',
    schemas: { params: idParamsSchema, response: scheduleTaskStateSchema },
  }),
  run: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/Run`,
    summary: 'Run a job now (outside its schedule) and answer its log row',
    schemas: { params: idParamsSchema, response: scheduleTaskLogSchema },
  }),
  logs: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/TaskLog`,
    summary: "A job's runs, newest first",
    schemas: {
      params: idParamsSchema,
      query: scheduleTaskLogQuerySchema,
      response: scheduleTaskLogListSchema,
    },
  }),
  nextRuns: endpoint({
    method: 'GET',
    path: `${BASE}/Actions/NextRuns`,
    summary: 'The next times a cron expression fires (the form preview)',
    schemas: { query: scheduleNextRunsQuerySchema, response: scheduleNextRunsSchema },
  }),
  tasks: endpoint({
    method: 'GET',
    path: `${BASE}/Tasks`,
    summary: 'The built-in tasks a job can run',
    schemas: { response: scheduleBuiltinTaskListSchema },
  }),
};
