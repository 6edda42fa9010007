import { endpoint } from '../endpoint.ts';
import { imReplyListSchema, imReplyParamsSchema } from './chat.ts';

const BASE = '/message/imreply';

/** The chat drawer's conversation list and its housekeeping; the messages themselves travel over the socket. */
export const chatEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary:
      "The caller's chat conversations, newest first: the other user, the latest message and the caller's unread count",
    schemas: { response: imReplyListSchema },
  }),
  removeConversation: endpoint({
    method: 'DELETE',
    path: `${BASE}/relocation/{id}`,
    summary:
      "Remove the conversation with user {id} from the caller's list until a new message arrives (messages kept)",
    schemas: { params: imReplyParamsSchema },
  }),
  removeRecords: endpoint({
    method: 'DELETE',
    path: `${BASE}/deleteChatRecord/{id}`,
    summary:
      'Clear the chat history with user {id} for the caller (the other user keeps theirs); the conversation leaves the list',
    schemas: { params: imReplyParamsSchema },
  }),
};
