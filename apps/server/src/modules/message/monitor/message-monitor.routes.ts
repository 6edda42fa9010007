import { ButtonCode, MenuCode, messageMonitorEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import {
  emptyMessageMonitors,
  getMessageMonitor,
  getMessageMonitorDetail,
  listMessageMonitors,
  removeMessageMonitors,
} from './message-monitor.service.ts';

/* /api/message/MessageMonitor (消息监控). Reading needs the menu, the detail its view button; deleting and emptying its delete button. */
const MENU = MenuCode.msgMonitor;

export const messageMonitorRoutes = [
  route(messageMonitorEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listMessageMonitors(app, query),
  }),
  route(messageMonitorEndpoints.detail, {
    access: requiresPermission(MENU, ButtonCode.detail),
    handler: ({ app, params }) => getMessageMonitorDetail(app, params.id),
  }),
  route(messageMonitorEndpoints.get, {
    access: requiresPermission(MENU, ButtonCode.detail),
    handler: ({ app, params }) => getMessageMonitor(app, params.id),
  }),
  route(messageMonitorEndpoints.batchRemove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, body }) =>
      ok(await removeMessageMonitors(app, user, body.ids), 'common.deleted'),
  }),
  route(messageMonitorEndpoints.empty, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user }) => ok(await emptyMessageMonitors(app, user), 'messageMonitor.emptied'),
  }),
];
