import { ButtonCode, gradeEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { listHolders } from '../authority/authorize.service.ts';
import { findGradeRows } from './grade.repository.ts';
import { getGrade, listGrades, removeGrade, saveGrade } from './grade.service.ts';

const read = requiresPermission(MenuCode.permissionGrade);

/** A delegated administrator's rows (organizations and rights) before and after a save or removal. */
const gradeAudit: RouteAudit<{ userId: string }> = {
  module: 'organization_administrators',
  recordId: ({ params }) => params.userId,
  load: async (app, userId) => ({ userId, rows: await findGradeRows(app.db, userId) }),
};

/** /api/permission/Grade (分级管理). */
export const gradeRoutes = [
  route(gradeEndpoints.list, {
    access: read,
    handler: ({ app, user, query }) => listGrades(app, user, query),
  }),
  route(gradeEndpoints.selector, {
    access: read,
    handler: ({ app, user, query }) => listHolders(app, user, { ...query, objectType: 'User' }),
  }),
  route(gradeEndpoints.get, {
    access: read,
    handler: ({ app, user, params }) => getGrade(app, user, params.userId),
  }),
  route(gradeEndpoints.update, {
    audit: gradeAudit,
    access: requiresPermission(MenuCode.permissionGrade, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await saveGrade(app, user, params.userId, body);
      return ok(null, 'common.saved');
    },
  }),
  route(gradeEndpoints.remove, {
    audit: gradeAudit,
    access: requiresPermission(MenuCode.permissionGrade, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeGrade(app, user, params.userId);
      return ok(null, 'common.deleted');
    },
  }),
];
