import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, ts } from './columns.ts';

/**
 * Chat messages between two users (the original's base_im_content). `pairKey` names the conversation
 * the same way from both sides (the two user ids, smaller first), so one index pages it.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    pairKey: text('pair_key').notNull(),
    sendUserId: text('send_user_id').notNull(),
    sendTime: ts('send_time').notNull().defaultNow(),
    receiveUserId: text('receive_user_id').notNull(),
    receiveTime: ts('receive_time'),
    /** Text, or the JSON text of a media message's content. */
    content: text('content').notNull(),
    /** text | image | voice | video */
    contentType: text('content_type').notNull(),
    /** 0 unread, 1 read by the receiver. */
    state: integer('state').notNull().default(0),
    /** The uploaded file an image message shows: who may read the image follows from it. */
    fileId: text('file_id'),
  },
  (t) => [
    index('chat_messages_pair_time').on(t.pairKey, t.sendTime, t.id),
    index('chat_messages_unread').on(t.receiveUserId, t.state, t.sendUserId, t.sendTime),
    index('chat_messages_file').on(t.fileId),
  ],
);

/**
 * One user's view of a conversation (the imreply list): a row per owner and partner. `isRemoved` hides
 * it from the owner's list until the next message; `clearedAt` hides the messages sent up to then from
 * the owner alone (deleteChatRecord); `latestMessageId` is the newest message the owner still sees.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    ownerId: text('owner_id').notNull(),
    partnerId: text('partner_id').notNull(),
    latestMessageId: text('latest_message_id'),
    latestTime: ts('latest_time').notNull(),
    isRemoved: integer('is_removed').notNull().default(0),
    clearedAt: ts('cleared_at'),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.partnerId] }),
    index('chat_conversations_owner_order').on(t.ownerId, t.isRemoved, t.latestTime),
  ],
);
