import { formatMessage, type SocketClientFrame } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../http/app-error.ts';
import { listChatMessages, listUnreadNums, readChatMessages, sendChatMessage } from '../chat/chat.service.ts';
import { getUnreadCount } from '../message.service.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import { type SocketConnection, sendFrame } from './socket-registry.ts';

type ClientFrame = { method: SocketClientFrame['method'] | (string & {}) } & Record<string, unknown>;

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

/**
 * Answers one client frame. The connection is bound to the session of the token it connected with
 * (checked then, when sessions end and every liveness round), so the tokens inside frames are not
 * checked again: every chat frame acts as the connection's user. A refused frame is answered with an
 * `error` frame in the connection's language, naming the method.
 */
export async function answerFrame(
  ctx: AppContext,
  hub: RealtimeHub,
  connection: SocketConnection,
  text: string,
): Promise<void> {
  const frame = parseFrame(text);
  if (!frame) return;
  try {
    await answerParsedFrame(ctx, hub, connection, frame);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    sendFrame(connection, {
      method: 'error',
      request: frame.method.slice(0, 64),
      msg: formatMessage(err.messageKey, connection.lang, err.params),
    });
  }
}

async function answerParsedFrame(
  ctx: AppContext,
  hub: RealtimeHub,
  connection: SocketConnection,
  frame: ClientFrame,
): Promise<void> {
  switch (frame.method) {
    case 'OnConnection':
      return announce(ctx, hub, connection);
    case 'MessageList':
      sendFrame(connection, {
        method: 'messageList',
        ...(await listChatMessages(ctx, connection.userId, frame)),
      });
      return;
    case 'SendMessage': {
      const delivery = await sendChatMessage(ctx, connection.userId, frame);
      hub.emit({ kind: 'chat', ...delivery });
      return;
    }
    case 'UpdateReadMessage':
      await readChatMessages(ctx, connection.userId, frame);
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
  const [counts, unreadNums] = await Promise.all([
    getUnreadCount(ctx, connection.userId),
    listUnreadNums(ctx, connection.userId),
  ]);
  sendFrame(connection, {
    method: 'initMessage',
    unreadNums,
    ...counts,
    onlineUsers: hub.registry.onlineUserIds().filter((id) => id !== connection.userId),
    userId: connection.userId,
  });
  if (!wasOnline) hub.emit({ kind: 'presence', userId: connection.userId, isOnline: true });
}
