import type {
  ChatImageContent,
  ChatMessageRecord,
  ImReplyItem,
  ReceiveMessageFrame,
  SendMessageEchoFrame,
} from '@platform/contracts';

/*
 * Pure helpers of the chat: what the socket's frames and stored records become on screen, and how
 * they change the conversation list. Types only from the contracts: this file loads with the shell.
 */

/** Media of an image, voice or video message (`path` is where the server serves it). */
export interface ChatMedia {
  path?: string;
  name?: string;
  width?: number;
  height?: number;
  length?: number;
}

/** One message as the chat window shows it. */
export interface ChatLine {
  key: string;
  /** Who sent it. */
  userId: string;
  type: string;
  /** The text of a text message (shown as text, never as HTML). */
  text: string;
  /** The media of any other message. */
  media: ChatMedia | null;
  /** Milliseconds since the epoch. */
  time: number;
}

let lineSeq = 0;
const nextKey = () => {
  lineSeq += 1;
  return `l${lineSeq}`;
};

/** Media content arrives as an object on the socket and as JSON text in stored records. */
export function parseMedia(content: string | ChatMedia | null | undefined): ChatMedia | null {
  if (!content) return null;
  if (typeof content !== 'string') return content;
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' ? (parsed as ChatMedia) : null;
  } catch {
    return null;
  }
}

export function makeLine(
  userId: string,
  type: string,
  content: string | ChatImageContent | ChatMedia,
  time: number,
  key?: string,
): ChatLine {
  const isText = type === 'text';
  return {
    key: key ?? nextKey(),
    userId,
    type,
    text: isText && typeof content === 'string' ? content : '',
    media: isText ? null : parseMedia(content),
    time,
  };
}

export const recordToLine = (record: ChatMessageRecord): ChatLine =>
  makeLine(record.sendUserId, record.contentType, record.content, record.sendTime, record.id);

/** The strings (namespace `chat`) that name a media message in place of its content. */
export const MEDIA_TEXT_KEYS = { image: 'media.image', voice: 'media.voice', video: 'media.video' } as const;

/** The text of a conversation's latest message: media is named, not shown. */
export function previewKind(messageType: string | null | undefined): 'image' | 'voice' | 'video' | null {
  if (messageType === 'image' || messageType === 'voice' || messageType === 'video') return messageType;
  return null;
}

/** The latest message as the list stores it: text, or the JSON text of media. */
const storedText = (content: string | ChatImageContent): string =>
  typeof content === 'string' ? content : JSON.stringify(content);

interface Latest {
  /** The other user, as the frame names them (the list's own entry wins). */
  user: Pick<ImReplyItem, 'id' | 'realName' | 'account' | 'headIcon'>;
  content: string | ChatImageContent;
  messageType: string;
  date: number;
  /** Added to the conversation's unread count. */
  unread: 0 | 1;
}

/** A message of a conversation: it moves to the top with the message as its latest, or is created there. */
function withLatest(
  list: ImReplyItem[],
  { user, content, messageType, date, unread }: Latest,
): ImReplyItem[] {
  const old = list.find((item) => item.id === user.id);
  const item: ImReplyItem = {
    department: null,
    ...user,
    ...old,
    unreadMessage: (old?.unreadMessage ?? 0) + unread,
    latestMessage: storedText(content),
    messageType,
    latestDate: date,
  };
  return [item, ...list.filter((entry) => entry.id !== user.id)];
}

/** A message from `frame.formUserId` arrived; `isUnread` adds one to its unread count. */
export function withReceived(
  list: ImReplyItem[],
  frame: ReceiveMessageFrame,
  isUnread: boolean,
): ImReplyItem[] {
  const { formUserId: id, realName, account, headIcon } = frame;
  return withLatest(list, {
    user: { id, realName, account, headIcon },
    content: frame.formMessage,
    messageType: frame.messageType,
    date: frame.latestDate || frame.dateTime,
    unread: isUnread ? 1 : 0,
  });
}

/** My own message was stored: the conversation with its receiver. */
export function withSent(list: ImReplyItem[], frame: SendMessageEchoFrame): ImReplyItem[] {
  return withLatest(list, {
    user: {
      id: frame.toUserId,
      realName: frame.toRealName,
      account: frame.toAccount,
      headIcon: frame.toHeadIcon,
    },
    content: frame.toMessage,
    messageType: frame.messageType,
    date: frame.latestDate || frame.dateTime,
    unread: 0,
  });
}

export const hasUnread = (list: ImReplyItem[]) => list.some((item) => item.unreadMessage > 0);
