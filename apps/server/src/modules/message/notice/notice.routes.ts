import { ButtonCode, MenuCode, noticeEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findNotice } from './notice.repository.ts';
import {
  createNotice,
  getNotice,
  listNotices,
  releaseNotice,
  removeNotice,
  updateNotice,
} from './notice.service.ts';

const MENU = MenuCode.notice;

const releaseAudit: RouteAudit = {
  module: 'notices',
  action: 'release',
  load: (app, id) => findNotice(app.db, id),
};

/* /api/message/Notice (系统公告). Receivers read released notices as messages (/api/message). */
export const noticeRoutes = [
  route(noticeEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, body }) => listNotices(app, user, body),
  }),
  route(noticeEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getNotice(app, user, params.id),
  }),
  route(noticeEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) => ok({ id: await createNotice(app, user, body) }, 'common.created'),
  }),
  route(noticeEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateNotice(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(noticeEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeNotice(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(noticeEndpoints.release, {
    audit: releaseAudit,
    access: requiresPermission(MENU, ButtonCode.release),
    handler: async ({ app, user, params }) =>
      ok(await releaseNotice(app, user, params.id), 'notice.released'),
  }),
];
