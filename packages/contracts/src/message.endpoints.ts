import { endpoint } from './endpoint.ts';
import {
  messageIdParamsSchema,
  messageInfoSchema,
  messageListQuerySchema,
  messageListSchema,
  messageReadAllRequestSchema,
  messageReadAllResultSchema,
  messageRecordDeleteBodySchema,
  messageRecordDeleteResultSchema,
  messageUnreadCountSchema,
} from './message.ts';

/** The caller's own in-app messages: the bell, the drawer and the message record page. */
export const messageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/message',
    summary: "The caller's messages, paged (keyword on title, type 1-4, isRead 0/1; '' = all)",
    schemas: { query: messageListQuerySchema, response: messageListSchema },
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/message/Actions/ReadAll',
    summary: "Marks the caller's unread messages matching the filters read",
    schemas: { body: messageReadAllRequestSchema, response: messageReadAllResultSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/message/ReadInfo/{id}',
    summary: "One of the caller's messages with body and attachments; marks it read",
    schemas: { params: messageIdParamsSchema, response: messageInfoSchema },
  }),
  removeRecords: endpoint({
    method: 'DELETE',
    path: '/message/Record',
    summary:
      "Removes messages from the caller's own list (ids comma-joined or an array); other receivers keep theirs",
    schemas: { body: messageRecordDeleteBodySchema, response: messageRecordDeleteResultSchema },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/message/getUnreadCount',
    summary: 'Unread counts for the bell badge (total and per type), until the socket pushes them',
    schemas: { response: messageUnreadCountSchema },
  }),
};
