import { ButtonCode, MenuCode, scheduleTaskEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findScheduleTask } from './schedule-task.repository.ts';
import {
  createScheduleTask,
  getScheduleTask,
  listScheduleBuiltinTasks,
  listScheduleTaskLogs,
  listScheduleTasks,
  previewNextRuns,
  removeScheduleTask,
  runScheduleTaskNow,
  setScheduleTaskState,
  updateScheduleTask,
} from './schedule-task.service.ts';

const MENU = MenuCode.task;

/** A job row before and after a write (jobs do not go through the record kit). */
const jobAudit = (action?: string): RouteAudit => ({
  module: 'schedule_tasks',
  action,
  load: (app, id) => findScheduleTask(app.db, id),
});

/* /api/system/System/ScheduleTask (系统调度). */
export const scheduleTaskRoutes = [
  route(scheduleTaskEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listScheduleTasks(app, query),
  }),
  route(scheduleTaskEndpoints.nextRuns, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => previewNextRuns(app, query.cron, query.count),
  }),
  route(scheduleTaskEndpoints.tasks, {
    access: requiresPermission(MENU),
    handler: () => listScheduleBuiltinTasks(),
  }),
  route(scheduleTaskEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, params }) => getScheduleTask(app, params.id),
  }),
  route(scheduleTaskEndpoints.create, {
    audit: jobAudit(),
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createScheduleTask(app, user, body) }, 'common.created'),
  }),
  route(scheduleTaskEndpoints.update, {
    audit: jobAudit(),
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateScheduleTask(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(scheduleTaskEndpoints.remove, {
    audit: jobAudit(),
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, params }) => {
      await removeScheduleTask(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(scheduleTaskEndpoints.enable, {
    audit: jobAudit('state'),
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) =>
      ok({ enabledMark: await setScheduleTaskState(app, user, params.id, 1) }, 'scheduleTask.started'),
  }),
  route(scheduleTaskEndpoints.stop, {
    audit: jobAudit('state'),
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) =>
      ok({ enabledMark: await setScheduleTaskState(app, user, params.id, 0) }, 'scheduleTask.stopped'),
  }),
  route(scheduleTaskEndpoints.run, {
    audit: jobAudit('run'),
    access: requiresPermission(MENU, ButtonCode.execute),
    handler: async ({ app, params }) => ok(await runScheduleTaskNow(app, params.id), 'scheduleTask.ran'),
  }),
  route(scheduleTaskEndpoints.logs, {
    access: requiresPermission(MENU),
    handler: ({ app, params, query }) => listScheduleTaskLogs(app, params.id, query),
  }),
];
