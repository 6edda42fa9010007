import { ButtonCode, dataSyncEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findSyncJob } from './data-sync.repository.ts';
import {
  batchExecuteDataSync,
  checkDataSyncTable,
  dryRunDataSync,
  executeDataSync,
  getDataSyncJob,
  listDataSyncJobs,
  resumeDataSyncJob,
} from './data-sync.service.ts';
import { checkDataSyncLinks } from './data-sync-tables.service.ts';

const MENU = MenuCode.dataSync;

/** A copy is logged on its job: none before a new one, and the job (tables, counts, state) after. */
const jobAudit = (action: string): RouteAudit => ({
  module: 'data_sync_jobs',
  action,
  load: async (app, id) => (await findSyncJob(app.db, id))?.job,
});

/* /api/system/DataSync (数据同步): checks and the job list need the menu; copying needs 执行, a job's detail 详情. */
export const dataSyncRoutes = [
  route(dataSyncEndpoints.check, {
    access: requiresPermission(MENU),
    handler: ({ app, body }) => checkDataSyncTable(app, body),
  }),
  route(dataSyncEndpoints.checkDbLink, {
    access: requiresPermission(MENU),
    handler: ({ app, body }) => checkDataSyncLinks(app, body),
  }),
  route(dataSyncEndpoints.dryRun, {
    access: requiresPermission(MENU),
    handler: ({ app, body }) => dryRunDataSync(app, body),
  }),
  route(dataSyncEndpoints.execute, {
    audit: jobAudit('execute'),
    access: requiresPermission(MENU, ButtonCode.execute),
    handler: async ({ app, user, lang, body }) =>
      ok(await executeDataSync(app, user, lang, body), 'dataSync.done'),
  }),
  route(dataSyncEndpoints.batchExecute, {
    access: requiresPermission(MENU, ButtonCode.execute),
    handler: async ({ app, user, body }) => ok(await batchExecuteDataSync(app, user, body), 'dataSync.done'),
  }),
  route(dataSyncEndpoints.jobs, {
    access: requiresPermission(MENU),
    handler: ({ app, lang, query }) => listDataSyncJobs(app, lang, query),
  }),
  route(dataSyncEndpoints.job, {
    access: requiresPermission(MENU, ButtonCode.detail),
    handler: ({ app, lang, params }) => getDataSyncJob(app, lang, params.id),
  }),
  route(dataSyncEndpoints.resume, {
    audit: jobAudit('resume'),
    access: requiresPermission(MENU, ButtonCode.execute),
    handler: async ({ app, lang, params }) =>
      ok(await resumeDataSyncJob(app, lang, params.id), 'dataSync.done'),
  }),
];
