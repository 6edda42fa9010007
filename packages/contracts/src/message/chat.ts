import { z } from 'zod';
import { idParamsSchema } from '../envelope.ts';

/*
 * Chat between two users (the shell's chat drawer). Messages travel over the message socket
 * (SendMessage, MessageList, UpdateReadMessage; see socket.ts); the conversation list and its
 * housekeeping are REST under /api/message/imreply, as the original client calls them.
 */

/** What a chat message carries: text, or an uploaded image / voice / video described by a JSON object. */
export const CHAT_CONTENT_TYPES = ['text', 'image', 'voice', 'video'] as const;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];

/** The longest text a chat message may carry (characters). */
export const CHAT_TEXT_MAX = 2000;
/** The largest image a chat may upload (bytes). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Page sizes the original client uses: the opening window, the history panel, the contact list. */
export const CHAT_PAGE_SIZES = { window: 30, history: 50, contacts: 20 } as const;

/**
 * An image message's content as the client sends it (`name` is the file name the IM upload answered)
 * and as it is stored and sent back (`path` is where it is served, under /api/file/Image/IM/).
 */
export interface ChatImageContent {
  name?: string;
  path?: string;
  width: number;
  height: number;
}

/** One conversation of GET /api/message/imreply: the other user and the latest message between the two. */
export const imReplyItemSchema = z.object({
  /** The other user's id. */
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  headIcon: z.string().nullable(),
  /** Messages from that user not yet read by the caller. */
  unreadMessage: z.number().int(),
  /** Text, or the JSON text of a media message's content. */
  latestMessage: z.string().nullable(),
  messageType: z.string().nullable(),
  /** Milliseconds since the epoch. */
  latestDate: z.number().nullable(),
  /** The other user's main organization name. */
  department: z.string().nullable().optional(),
});
export type ImReplyItem = z.infer<typeof imReplyItemSchema>;

/** GET /api/message/imreply answers `{list}` (no paging: one row per conversation partner). */
export const imReplyListSchema = z.object({ list: z.array(imReplyItemSchema) });
export type ImReplyList = z.infer<typeof imReplyListSchema>;

/** `{id}` of imreply/relocation (remove the conversation from the caller's list) and deleteChatRecord. */
export const imReplyParamsSchema = idParamsSchema;

/** One stored chat message, as MessageList frames carry it (the original's base_im_content row). */
export interface ChatMessageRecord {
  id: string;
  sendUserId: string;
  /** Milliseconds since the epoch. */
  sendTime: number;
  receiveUserId: string;
  receiveTime: number | null;
  /** Text, or the JSON text of a media message's content (ChatImageContent for images). */
  content: string;
  contentType: ChatContentType;
  /** 0 unread, 1 read by the receiver. */
  state: 0 | 1;
}
