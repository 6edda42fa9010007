import { formatMessage, type SocketClientFrame } from '@platform/contracts';

type ClientFrame = { method: SocketClientFrame['method'] | (string & {}) } & Record<string, unknown>;

import type { AppContext } from '../../../app-context.ts';
import { getUnreadCount } from '../message.service.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { type SocketConnection, sendFrame } from './socket-registry.ts';

/** The chat history page the client asks for when it names none. */
const DEFAULT_CHAT_PAGE_SIZE = 50;

/** The frame as sent, when it is a JSON object naming a method; anything else is ignored. */
function parseFrame(text: string): ClientFrame | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const method = (value as { method?: unknown }).method;
    return typeof method === 'string' ? (value as ClientFrame) : undefined;
  } catch {
    return undefined;
  }
}

const pageNumber = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, 1000) : fallback;

/**
 * Answers one client frame. The connection is bound to the session of the token it connected with
 * (checked then, when sessions end and every liveness round), so the tokens inside frames are not
 * checked again. Chat is not stored yet: MessageList answers an empty page, SendMessage an `error`
 * frame saying chat is not available, UpdateReadMessage has nothing to mark.
 */
export async function answerFrame(
  ctx: AppContext,
  hub: RealtimeHub,
  connection: SocketConnection,
  text: string,
): Promise<void> {
  const frame = parseFrame(text);
  if (!frame) return;
  switch (frame.method) {
    case 'OnConnection':
      return announce(ctx, hub, connection);
    case 'MessageList':
      sendFrame(connection, {
        method: 'messageList',
        list: [],
        pagination: {
          currentPage: pageNumber(frame.currentPage, 1),
          pageSize: pageNumber(frame.pageSize, DEFAULT_CHAT_PAGE_SIZE),
          total: 0,
        },
      });
      return;
    case 'SendMessage':
      sendFrame(connection, {
        method: 'error',
        request: 'SendMessage',
        msg: formatMessage('message.chatNotAvailable', connection.lang),
      });
      return;
    case 'UpdateReadMessage':
      return;
    default: {
      const method = frame.method.slice(0, 64);
      sendFrame(connection, {
        method: 'error',
        request: method,
        msg: formatMessage('message.socketUnknownMethod', connection.lang, { method }),
      });
    }
  }
}

/** OnConnection: the unread counts and who is online; the others learn the user is online. */
async function announce(ctx: AppContext, hub: RealtimeHub, connection: SocketConnection): Promise<void> {
  const wasOnline = hub.registry.ofUser(connection.userId).some((c) => c.hasAnnounced);
  connection.hasAnnounced = true;
  const counts = await getUnreadCount(ctx, connection.userId);
  sendFrame(connection, {
    method: 'initMessage',
    // Chat unread per sender: chat is not stored yet.
    unreadNums: [],
    ...counts,
    onlineUsers: hub.registry.onlineUserIds().filter((id) => id !== connection.userId),
    userId: connection.userId,
  });
  if (!wasOnline) hub.emit({ kind: 'presence', userId: connection.userId, isOnline: true });
}
