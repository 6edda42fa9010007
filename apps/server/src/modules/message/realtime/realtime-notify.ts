import type { MessageKey } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { RevokeReason } from '../../oauth/session.service.ts';
import type { PushedMessage, SessionTarget } from './realtime-events.ts';
import { realtimeHubOf } from './realtime-hub.ts';

/*
 * What other modules call to reach open sockets, on every server process. Each does nothing when the
 * app serves no socket. Call them after the change is committed: a client told of a message reads it.
 */

/** Announces a new message to its receivers' open tabs (`messagePush`: the bell adds one). */
export function pushMessage(ctx: AppContext, userIds: readonly string[], message: PushedMessage): void {
  if (userIds.length === 0) return;
  const releaseTime =
    message.releaseTime instanceof Date ? message.releaseTime.getTime() : message.releaseTime;
  realtimeHubOf(ctx)?.emit({ kind: 'push', userIds: [...userIds], message: { ...message, releaseTime } });
}

/** Closes the sockets of sessions that just ended (`logout` with the reason's message, then close). */
export function endSessionSockets(ctx: AppContext, target: SessionTarget, reason: RevokeReason): void {
  realtimeHubOf(ctx)?.emit({ kind: 'endSessions', target, reason });
}

/** Asks these users' tabs (or everyone's) to reload, with an optional message shown first. */
export function refreshSockets(ctx: AppContext, userIds: readonly string[] | 'all', msg?: MessageKey): void {
  realtimeHubOf(ctx)?.emit({ kind: 'refresh', userIds: userIds === 'all' ? 'all' : [...userIds], msg });
}
