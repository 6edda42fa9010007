import {
  CHAT_PAGE_SIZES,
  CHAT_TEXT_MAX,
  type ChatContentType,
  type ChatImageContent,
  type ChatMessageRecord,
  type ReceiveMessageFrame,
  type SendMessageEchoFrame,
  type SocketUnreadNum,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { requireOwnedFile } from '../../file/file.service.ts';
import { avatarUrl, fileUrl } from '../../file/upload-policy.ts';
import {
  type ChatMessageRow,
  findChatMessagePage,
  findChatUsers,
  findUnreadBySender,
  insertChatMessage,
  pairKeyOf,
  updateChatMessagesRead,
} from './chat.repository.ts';
import { type FrameFields, idField, optionalText, pageField, sizeField } from './chat-frame-fields.ts';

/** The largest page MessageList answers (the client asks for 30 or 50). */
export const CHAT_PAGE_MAX = 100;

/** A stored message and the frames that announce it to both users. */
export interface ChatDelivery {
  senderId: string;
  receiverId: string;
  echo: SendMessageEchoFrame;
  receive: ReceiveMessageFrame;
}

interface CheckedContent {
  type: ChatContentType;
  /** What the frames carry: the text, or the image object with its `path`. */
  shown: string | ChatImageContent;
  /** What is stored: the text, or the image object as JSON text. */
  stored: string;
  fileId: string | null;
}

function checkText(value: unknown): CheckedContent {
  if (typeof value !== 'string') throw badRequest('chat.frameInvalid', { field: 'messageContent' });
  const text = value.trim();
  if (!text) throw badRequest('chat.textEmpty');
  if ([...text].length > CHAT_TEXT_MAX) throw badRequest('chat.textTooLong', { max: CHAT_TEXT_MAX });
  return { type: 'text', shown: text, stored: text, fileId: null };
}

/** An image must be one the sender uploaded through the IM upload; it is stored with where it is served. */
async function checkImage(ctx: AppContext, senderId: string, value: unknown): Promise<CheckedContent> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('chat.frameInvalid', { field: 'messageContent' });
  }
  const content = value as FrameFields;
  const name = idField(content, 'name');
  const shown: ChatImageContent = {
    path: fileUrl('IM', name),
    width: sizeField(content, 'width'),
    height: sizeField(content, 'height'),
  };
  await requireOwnedFile(ctx, senderId, name, 'IM').catch(() => {
    throw badRequest('chat.imageNotFound');
  });
  return { type: 'image', shown, stored: JSON.stringify(shown), fileId: name };
}

async function checkContent(ctx: AppContext, senderId: string, frame: FrameFields): Promise<CheckedContent> {
  const type = frame.messageType;
  if (type === 'text') return checkText(frame.messageContent);
  if (type === 'image') return checkImage(ctx, senderId, frame.messageContent);
  // Voice and video have no upload here: refused rather than stored pointing at nothing.
  throw badRequest('chat.typeNotSupported', { type: String(type).slice(0, 32) });
}

/**
 * SendMessage: the receiver must exist, be enabled and not be the sender; the content is checked by
 * type, stored, and described for the frames both users' sockets get.
 */
export async function sendChatMessage(
  ctx: AppContext,
  senderId: string,
  frame: FrameFields,
): Promise<ChatDelivery> {
  const receiverId = idField(frame, 'toUserId');
  if (receiverId === senderId) throw badRequest('chat.selfNotAllowed');
  const people = await findChatUsers(ctx.db, [senderId, receiverId]);
  const sender = people.find((p) => p.id === senderId);
  const receiver = people.find((p) => p.id === receiverId);
  if (!sender || !receiver || receiver.enabledMark === 0) throw badRequest('chat.receiverNotFound');
  const content = await checkContent(ctx, senderId, frame);
  const sendTime = ctx.now();
  await ctx.db.transaction((tx) =>
    insertChatMessage(tx, {
      id: newId(),
      pairKey: pairKeyOf(senderId, receiverId),
      sendUserId: senderId,
      receiveUserId: receiverId,
      sendTime,
      content: content.stored,
      contentType: content.type,
      state: 0,
      fileId: content.fileId,
    }),
  );
  const at = sendTime.getTime();
  return {
    senderId,
    receiverId,
    echo: {
      method: 'sendMessage',
      toUserId: receiver.id,
      toAccount: receiver.account,
      toRealName: receiver.realName,
      toHeadIcon: avatarUrl(receiver.headIcon),
      messageType: content.type,
      toMessage: content.shown,
      dateTime: at,
      latestDate: at,
    },
    receive: {
      method: 'receiveMessage',
      formUserId: sender.id,
      realName: sender.realName,
      account: sender.account,
      headIcon: avatarUrl(sender.headIcon),
      messageType: content.type,
      formMessage: content.shown,
      dateTime: at,
      latestDate: at,
    },
  };
}

export function toChatMessageRecord(row: ChatMessageRow): ChatMessageRecord {
  return {
    id: row.id,
    sendUserId: row.sendUserId,
    sendTime: row.sendTime.getTime(),
    receiveUserId: row.receiveUserId,
    receiveTime: row.receiveTime ? row.receiveTime.getTime() : null,
    content: row.content,
    contentType: row.contentType as ChatContentType,
    state: row.state === 1 ? 1 : 0,
  };
}

/**
 * MessageList: the caller's conversation with `toUserId` (`formUserId` must be the caller). Pages walk
 * back from the newest message; `sord` orders the page itself (asc: oldest first, as a chat window
 * reads; desc, the default: newest first). The keyword searches text messages.
 */
export async function listChatMessages(ctx: AppContext, callerId: string, frame: FrameFields) {
  const partnerId = idField(frame, 'toUserId');
  if (idField(frame, 'formUserId') !== callerId) throw badRequest('chat.notYourConversation');
  const currentPage = pageField(frame, 'currentPage', 1, 10_000);
  const pageSize = pageField(frame, 'pageSize', CHAT_PAGE_SIZES.history, CHAT_PAGE_MAX);
  const { rows, total } = await findChatMessagePage(ctx.db, {
    ownerId: callerId,
    partnerId,
    keyword: optionalText(frame, 'keyword', 100),
    offset: (currentPage - 1) * pageSize,
    limit: pageSize,
  });
  const list = rows.map(toChatMessageRecord);
  if (frame.sord === 'asc') list.reverse();
  return { list, pagination: { currentPage, pageSize, total } };
}

/** UpdateReadMessage: what `formUserId` sent the caller is now read. */
export async function readChatMessages(
  ctx: AppContext,
  callerId: string,
  frame: FrameFields,
): Promise<number> {
  return updateChatMessagesRead(ctx.db, idField(frame, 'formUserId'), callerId, ctx.now());
}

/** initMessage's unreadNums: per sender, how many unread messages and the newest of them. */
export async function listUnreadNums(ctx: AppContext, userId: string): Promise<SocketUnreadNum[]> {
  const { counts, latest } = await findUnreadBySender(ctx.db, userId);
  const newest = new Map(latest.map((row) => [row.sendUserId, row]));
  return counts.flatMap(({ sendUserId, unread }) => {
    const row = newest.get(sendUserId);
    if (!row) return [];
    return [
      {
        sendUserId,
        unreadNum: unread,
        defaultMessage: row.content,
        defaultMessageType: row.contentType,
        defaultMessageTime: row.sendTime.getTime(),
      },
    ];
  });
}
