import type { ChatImageContent, ChatMessageRecord } from './chat.ts';

/*
 * The message socket's frames (JSON text, one object each, named by `method`). Zod-free: the web's
 * shell imports these types and the path without pulling zod into the first screen.
 */

/** The socket's path after the API prefix (`/api` or `/cloud-api/api`); the token is the last segment. */
export const MESSAGE_SOCKET_PATH = '/message/websocket';

/** Close codes the server uses (application range 4000-4999), with the frame sent before them. */
export const SocketCloseCode = {
  /** The token was unknown, expired or revoked when connecting (frame `closeSocket`). */
  refused: 4401,
  /** The session ended while connected: logout, disable, kick, expiry (frame `logout`). */
  sessionEnded: 4001,
  /** The client flooded the socket with frames far past the allowance (it was told with an `error` frame first). */
  tooManyFrames: 4429,
} as const;

/** Client → server. Tokens may carry the `Bearer ` prefix. */
export type SocketClientFrame =
  | { method: 'OnConnection'; token: string; mobileDevice?: boolean }
  | {
      method: 'SendMessage';
      toUserId: string;
      messageType: string;
      /** Text, or an object for media (an image is `{name, width, height}` after the IM upload). */
      messageContent:
        | string
        | { name?: string; path?: string; width?: number; height?: number; length?: number };
      token: string;
    }
  | {
      method: 'MessageList';
      toUserId: string;
      formUserId: string;
      token: string;
      currentPage: number;
      pageSize: number;
      sord?: string;
      keyword?: string;
    }
  | { method: 'UpdateReadMessage'; formUserId: string; token: string };

/** Chat unread per sender. */
export interface SocketUnreadNum {
  sendUserId: string;
  unreadNum: number;
  defaultMessage: string;
  defaultMessageType: string;
  defaultMessageTime: number;
}

export interface InitMessageFrame {
  method: 'initMessage';
  unreadNums: SocketUnreadNum[];
  unreadNoticeCount: number;
  unreadMessageCount: number;
  unreadSystemMessageCount: number;
  unreadScheduleCount: number;
  unreadTotalCount: number;
  /** Other users with an open socket. */
  onlineUsers: string[];
  userId: string;
}

/** A new message in the message centre: the bell adds `unreadNoticeCount` (always 1). */
export interface MessagePushFrame {
  method: 'messagePush';
  unreadNoticeCount: 1;
  messageType: number;
  toUserId: string;
  title: string;
  id: string;
  messageDefaultTime: number;
}

/** The session ended; `token` is the connection's own token, so a tab holding a newer one only reloads. */
export interface LogoutFrame {
  method: 'logout';
  token?: string;
  msg: string;
}

/** A chat message arrived for this user (sent to every socket of the receiver). */
export interface ReceiveMessageFrame {
  method: 'receiveMessage';
  formUserId: string;
  realName: string;
  account: string;
  headIcon: string | null;
  messageType: string;
  /** Text, or the media content object. */
  formMessage: string | ChatImageContent;
  /** Milliseconds since the epoch. */
  dateTime: number;
  latestDate: number;
}

/** The sender's own message, echoed to every socket of the sender once it is stored. */
export interface SendMessageEchoFrame {
  method: 'sendMessage';
  toUserId: string;
  toAccount: string;
  toRealName: string;
  toHeadIcon: string | null;
  messageType: string;
  toMessage: string | ChatImageContent;
  dateTime: number;
  latestDate: number;
}

export type SocketServerFrame =
  | InitMessageFrame
  | MessagePushFrame
  | LogoutFrame
  | { method: 'closeSocket'; msg?: string }
  | { method: 'refresh'; msg?: string }
  | { method: 'Online' | 'Offline'; userId: string }
  | ReceiveMessageFrame
  | SendMessageEchoFrame
  | {
      method: 'messageList';
      /** The conversation's messages; with `sord: 'desc'` the newest first. */
      list: ChatMessageRecord[];
      pagination: { currentPage: number; pageSize: number; total: number };
    }
  | { method: 'error'; msg: string; request?: string };
