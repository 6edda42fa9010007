import { formatMessage, type Language, SocketCloseCode } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { findEndedSessions, sessionEndMessage } from '../../oauth/session.service.ts';
import { forgetCachedSessions } from '../../oauth/session-cache.ts';
import { localOnlyBus, type RealtimeBus } from './realtime-bus.ts';
import type { RealtimeEvent, SessionTarget } from './realtime-events.ts';
import {
  type SocketConnection,
  SocketRegistry,
  sendFrame,
  sendSerialised,
  serialiseFrame,
} from './socket-registry.ts';

/** How often sockets are pinged (a silent one is dropped) and their sessions checked again. */
export const SOCKET_CHECK_INTERVAL_MS = 30_000;

const hubs = new WeakMap<AppContext, RealtimeHub>();

/** `make(lang)`, made at most once per language. */
function oncePerLanguage<T>(make: (lang: Language) => T): (lang: Language) => T {
  const made = new Map<Language, T>();
  return (lang) => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang) as T;
  };
}

/** The app's hub, when the app serves the socket (contexts built without it have none). */
export function realtimeHubOf(ctx: AppContext): RealtimeHub | undefined {
  return hubs.get(ctx);
}

/**
 * The message socket of one server process: its open sockets, and the events every process's sockets
 * must see (new messages, ended sessions, refresh, presence), delivered here and through the bus.
 */
export class RealtimeHub {
  readonly registry = new SocketRegistry();
  private bus: RealtimeBus = localOnlyBus;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly ctx: AppContext) {
    hubs.set(ctx, this);
  }

  useBus(bus: RealtimeBus): void {
    this.bus = bus;
  }

  /** Delivers the event to this process's sockets and hands it to the others. */
  emit(event: RealtimeEvent): void {
    this.deliver(event);
    this.bus.publish(event);
  }

  /**
   * Hands the event to this process's sockets. A frame several sockets get is serialised once (per user,
   * or per language when it carries a message): at thousands of sockets the per-socket work is the write.
   */
  deliver(event: RealtimeEvent): void {
    switch (event.kind) {
      case 'push':
        for (const userId of new Set(event.userIds)) {
          const connections = this.registry.ofUser(userId);
          if (connections.length === 0) continue;
          const bytes = serialiseFrame({
            method: 'messagePush',
            unreadNoticeCount: 1,
            messageType: event.message.type,
            toUserId: userId,
            title: event.message.title,
            id: event.message.id,
            messageDefaultTime: event.message.releaseTime,
          });
          for (const connection of connections) sendSerialised(connection, bytes);
        }
        return;
      case 'endSessions':
        // Sessions ended in another process (the bus): this process stops reusing what it resolved.
        forgetCachedSessions();
        for (const connection of this.connectionsOf(event.target)) {
          this.endConnection(connection, formatMessage(sessionEndMessage(event.reason), connection.lang));
        }
        return;
      case 'refresh': {
        const targets =
          event.userIds === 'all'
            ? this.registry.all()
            : [...new Set(event.userIds)].flatMap((id) => this.registry.ofUser(id));
        const { msg } = event;
        const bytesOf = oncePerLanguage((lang) =>
          serialiseFrame({ method: 'refresh', ...(msg ? { msg: formatMessage(msg, lang) } : {}) }),
        );
        for (const connection of targets) sendSerialised(connection, bytesOf(connection.lang));
        return;
      }
      case 'presence': {
        const bytes = serialiseFrame({ method: event.isOnline ? 'Online' : 'Offline', userId: event.userId });
        for (const connection of this.registry.all()) {
          if (connection.userId === event.userId || !connection.hasAnnounced) continue;
          sendSerialised(connection, bytes);
        }
        return;
      }
      case 'chat': {
        const echo = serialiseFrame(event.echo);
        const receive = serialiseFrame(event.receive);
        for (const connection of this.registry.ofUser(event.senderId)) sendSerialised(connection, echo);
        for (const connection of this.registry.ofUser(event.receiverId)) sendSerialised(connection, receive);
        return;
      }
    }
  }

  /** Sends `logout` (with the connection's own token, so a tab holding a newer one only reloads) and closes. */
  endConnection(connection: SocketConnection, msg: string): void {
    sendFrame(connection, { method: 'logout', token: connection.token, msg });
    connection.socket.close(SocketCloseCode.sessionEnded, 'session ended');
  }

  /**
   * Checks every open socket's session again without extending it: one that expired (or ended in a
   * way no event announced) gets `logout` and is closed.
   */
  async recheckSessions(): Promise<void> {
    const connections = this.registry.all();
    const ended = await findEndedSessions(this.ctx, [...new Set(connections.map((c) => c.sessionId))]);
    for (const connection of connections) {
      const refusal = ended.get(connection.sessionId);
      if (refusal)
        this.endConnection(connection, formatMessage(refusal.messageKey, connection.lang, refusal.params));
    }
  }

  /** Pings every socket (a browser answers by itself; one that did not since the last round is dropped). */
  checkLiveness(): void {
    for (const connection of this.registry.all()) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }

  start(intervalMs = SOCKET_CHECK_INTERVAL_MS): void {
    this.timer = setInterval(() => {
      this.checkLiveness();
      this.recheckSessions().catch((err) =>
        this.ctx.log.warn({ err }, 'message socket: session check failed'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.bus.close();
    hubs.delete(this.ctx);
  }

  private connectionsOf(target: SessionTarget): SocketConnection[] {
    if ('sessionIds' in target) {
      const ids = new Set(target.sessionIds);
      return this.registry.all().filter((c) => ids.has(c.sessionId));
    }
    return this.registry.ofUser(target.userId).filter((c) => c.sessionId !== target.exceptSessionId);
  }
}
