import { ButtonCode, dataBackupEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findDataBackup } from './data-backup.repository.ts';
import {
  createDataBackup,
  getDataBackup,
  getDataBackupDownload,
  listDataBackups,
  removeDataBackup,
} from './data-backup.service.ts';

const MENU = MenuCode.dataBackup;

const backupAudit: RouteAudit = { module: 'data_backups', load: (app, id) => findDataBackup(app.db, id) };

/* /api/system/DataBackup (数据备份). Restoring is `npm run restore` on a fresh installation, not a route. */
export const dataBackupRoutes = [
  route(dataBackupEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listDataBackups(app, query),
  }),
  route(dataBackupEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, params }) => getDataBackup(app, params.id),
  }),
  route(dataBackupEndpoints.create, {
    audit: backupAudit,
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user }) => ok({ id: await createDataBackup(app, user) }, 'dataBackup.started'),
  }),
  route(dataBackupEndpoints.remove, {
    audit: backupAudit,
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, params }) => {
      await removeDataBackup(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(dataBackupEndpoints.download, {
    access: requiresPermission(MENU, ButtonCode.download),
    handler: ({ app, params }) => getDataBackupDownload(app, params.id),
  }),
];
