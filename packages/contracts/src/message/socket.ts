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
} as const;

/** Client → server. Tokens may carry the `Bearer ` prefix. */
export type SocketClientFrame =
  | { method: 'OnConnection'; token: string; mobileDevice?: boolean }
  | { method: 'SendMessage'; toUserId: string; messageType: string; messageContent: string; token: string }
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

/** Chat unread per sender (empty until chat is stored). */
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

export type SocketServerFrame =
  | InitMessageFrame
  | MessagePushFrame
  | LogoutFrame
  | { method: 'closeSocket'; msg?: string }
  | { method: 'refresh'; msg?: string }
  | { method: 'Online' | 'Offline'; userId: string }
  | {
      method: 'messageList';
      list: unknown[];
      pagination: { currentPage: number; pageSize: number; total: number };
    }
  | { method: 'error'; msg: string; request?: string };
