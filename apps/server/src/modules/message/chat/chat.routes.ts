import { chatEndpoints } from '@platform/contracts';
import { ok, route, signedIn } from '../../../http/route.ts';
import { listConversations, removeChatRecords, removeConversation } from './chat-conversations.service.ts';

export const chatRoutes = [
  route(chatEndpoints.list, {
    access: signedIn,
    handler: ({ user, app }) => listConversations(app, user.userId),
  }),
  route(chatEndpoints.removeConversation, {
    access: signedIn,
    handler: async ({ params, user, app }) =>
      ok(await removeConversation(app, user.userId, params.id), 'common.deleted'),
  }),
  route(chatEndpoints.removeRecords, {
    access: signedIn,
    handler: async ({ params, user, app }) =>
      ok(await removeChatRecords(app, user.userId, params.id), 'common.deleted'),
  }),
];
