import { formatMessage, SocketCloseCode } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { findEndedSessions, sessionEndMessage } from '../../oauth/session.service.ts';
import { forgetCachedSessions } from '../../oauth/session-cache.ts';
import { localOnlyBus, type RealtimeBus } from './realtime-bus.ts';
import type { RealtimeEvent, SessionTarget } from './realtime-events.ts';
import { type SocketConnection, SocketRegistry, sendFrame } from './socket-registry.ts';

/** How often sockets are pinged (a silent one is dropped) and their sessions checked again. */
export const SOCKET_CHECK_INTERVAL_MS = 30_000;

const hubs = new WeakMap<AppContext, RealtimeHub>();

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

  deliver(event: RealtimeEvent): void {
    switch (event.kind) {
      case 'push':
        for (const userId of new Set(event.userIds)) {
          for (const connection of this.registry.ofUser(userId)) {
            sendFrame(connection, {
              method: 'messagePush',
              unreadNoticeCount: 1,
              messageType: event.message.type,
              toUserId: userId,
              title: event.message.title,
              id: event.message.id,
              messageDefaultTime: event.message.releaseTime,
            });
          }
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
        for (const connection of targets) {
          sendFrame(connection, {
            method: 'refresh',
            ...(event.msg ? { msg: formatMessage(event.msg, connection.lang) } : {}),
          });
        }
        return;
      }
      case 'presence':
        for (const connection of this.registry.all()) {
          if (connection.userId === event.userId || !connection.hasAnnounced) continue;
          sendFrame(connection, { method: event.isOnline ? 'Online' : 'Offline', userId: event.userId });
        }
        return;
      case 'chat':
        for (const connection of this.registry.ofUser(event.senderId)) sendFrame(connection, event.echo);
        for (const connection of this.registry.ofUser(event.receiverId)) sendFrame(connection, event.receive);
        return;
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
