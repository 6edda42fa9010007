import {
  messageInfoSchema,
  messageListQuerySchema,
  messageListSchema,
  messageReadAllBodySchema,
  messageReadAllResultSchema,
  messageUnreadCountSchema,
} from '@platform/contracts';
import { z } from 'zod';
import { defineRoute, ok, signedIn } from '../../http/route.ts';
import { getUnreadCount, listMessages, readAllMessages, readMessage } from './message.service.ts';

const messageIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id') });

export const messageRoutes = [
  defineRoute({
    method: 'GET',
    path: '/message',
    access: signedIn,
    summary: "The caller's messages, paged (keyword on title, type 1-4, isRead 0/1; '' = all)",
    tags: ['message'],
    schema: { querystring: messageListQuerySchema, response: messageListSchema },
    handler: ({ query, user, app }) => listMessages(app, user.userId, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/message/Actions/ReadAll',
    access: signedIn,
    summary: "Marks the caller's unread messages matching the filters read",
    tags: ['message'],
    // The strict object may be absent: older clients post no body at all (Fastify gives null).
    schema: { body: messageReadAllBodySchema.strict().nullish(), response: messageReadAllResultSchema },
    handler: async ({ body, user, app }) =>
      ok(await readAllMessages(app, user.userId, body), 'message.allRead'),
  }),
  defineRoute({
    method: 'GET',
    path: '/message/ReadInfo/:id',
    access: signedIn,
    summary: "One of the caller's messages with body and attachments; marks it read",
    tags: ['message'],
    schema: { params: messageIdParamsSchema, response: messageInfoSchema },
    handler: ({ params, user, app }) => readMessage(app, user.userId, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/message/getUnreadCount',
    access: signedIn,
    summary: 'Unread counts for the bell badge (total and per type), until the socket pushes them',
    tags: ['message'],
    schema: { response: messageUnreadCountSchema },
    handler: ({ user, app }) => getUnreadCount(app, user.userId),
  }),
];
