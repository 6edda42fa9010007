import type { MessageKey, ReceiveMessageFrame, SendMessageEchoFrame } from '@platform/contracts';
import type { RevokeReason } from '../../oauth/session.service.ts';

/** What a new message needs to announce itself on the bell. */
export interface PushedMessage {
  id: string;
  type: number;
  title: string;
  releaseTime: Date | number;
}

/** Which sockets a session end closes: some sessions, or all of a user's but one. */
export type SessionTarget = { sessionIds: string[] } | { userId: string; exceptSessionId?: string };

/**
 * What one process tells the sockets of every process (through Redis when REDIS_URL is set). Plain
 * JSON: dates travel as epoch milliseconds.
 */
export type RealtimeEvent =
  | {
      kind: 'push';
      userIds: string[];
      message: { id: string; type: number; title: string; releaseTime: number };
    }
  | { kind: 'endSessions'; target: SessionTarget; reason: RevokeReason }
  | { kind: 'refresh'; userIds: string[] | 'all'; msg?: MessageKey }
  | { kind: 'presence'; userId: string; isOnline: boolean }
  /** A stored chat message: the echo goes to every socket of the sender, the message to the receiver's. */
  | {
      kind: 'chat';
      senderId: string;
      receiverId: string;
      echo: SendMessageEchoFrame;
      receive: ReceiveMessageFrame;
    };
