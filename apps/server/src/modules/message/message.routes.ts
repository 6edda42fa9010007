import { messageEndpoints } from '@platform/contracts';
import { ok, route, signedIn } from '../../http/route.ts';
import {
  getUnreadCount,
  listMessages,
  readAllMessages,
  readMessage,
  removeMessageRecords,
} from './message.service.ts';

export const messageRoutes = [
  route(messageEndpoints.list, {
    access: signedIn,
    handler: ({ query, user, app }) => listMessages(app, user.userId, query),
  }),
  route(messageEndpoints.readAll, {
    access: signedIn,
    handler: async ({ body, user, app }) =>
      ok(await readAllMessages(app, user.userId, body), 'message.allRead'),
  }),
  route(messageEndpoints.get, {
    access: signedIn,
    handler: ({ params, user, app }) => readMessage(app, user.userId, params.id),
  }),
  route(messageEndpoints.removeRecords, {
    access: signedIn,
    handler: async ({ body, user, app }) =>
      ok(await removeMessageRecords(app, user.userId, body.ids), 'common.deleted'),
  }),
  route(messageEndpoints.unreadCount, {
    access: signedIn,
    handler: ({ user, app }) => getUnreadCount(app, user.userId),
  }),
];
