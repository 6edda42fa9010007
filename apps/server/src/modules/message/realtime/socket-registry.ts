import type { Language, SocketServerFrame } from '@platform/contracts';
import type { WebSocket } from 'ws';
import type { FrameAllowance } from './socket-flood.ts';

/** One open socket of a signed-in user (one per browser tab). */
export interface SocketConnection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** The token as the client sent it in the path (echoed in `logout`, which the client compares). */
  token: string;
  /** The language of the handshake's Accept-Language: messages sent on this socket use it. */
  lang: Language;
  /** Set by OnConnection: the user counts as online from then on. */
  hasAnnounced: boolean;
  /** Cleared on each liveness round, set again by the client's pong. */
  isAlive: boolean;
  /** The frames counted in the current window (socket-flood.ts). */
  allowance: FrameAllowance;
}

/** Sends a frame when the socket is still open; a closing socket drops it. */
export function sendFrame(connection: SocketConnection, frame: SocketServerFrame): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame));
}

/** A frame's bytes, made once when the same frame goes to many sockets. */
export function serialiseFrame(frame: SocketServerFrame): Buffer {
  return Buffer.from(JSON.stringify(frame));
}

/**
 * Sends bytes of `serialiseFrame` when the socket is still open, as a text frame like `sendFrame`'s (a
 * browser hands a binary frame over as a Blob, which the client does not read).
 */
export function sendSerialised(connection: SocketConnection, bytes: Buffer): void {
  if (connection.socket.readyState === connection.socket.OPEN)
    connection.socket.send(bytes, { binary: false });
}

/** This process's open sockets, by user. */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<SocketConnection>>();

  add(connection: SocketConnection): void {
    const set = this.byUser.get(connection.userId) ?? new Set();
    set.add(connection);
    this.byUser.set(connection.userId, set);
  }

  /** Removes the socket; true when it was the user's last one here. */
  remove(connection: SocketConnection): boolean {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return false;
    if (set.size > 0) return false;
    this.byUser.delete(connection.userId);
    return true;
  }

  ofUser(userId: string): SocketConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): SocketConnection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Users with an announced socket here. */
  onlineUserIds(): string[] {
    return [...this.byUser.entries()]
      .filter(([, set]) => [...set].some((c) => c.hasAnnounced))
      .map(([userId]) => userId);
  }

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }
}
