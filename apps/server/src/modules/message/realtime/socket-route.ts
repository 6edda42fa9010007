import websocket from '@fastify/websocket';
import { formatMessage, MESSAGE_SOCKET_PATH, SocketCloseCode } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { authorizeRequest, tokenFromHeader } from '../../../http/auth-guard.ts';
import { API_PREFIXES } from '../../../http/register-routes.ts';
import { requestLanguage } from '../../../http/request-language.ts';
import type { RouteAccess, SessionUser } from '../../../http/route.ts';
import { createRedisBus } from './realtime-bus.ts';
import { RealtimeHub, SOCKET_CHECK_INTERVAL_MS } from './realtime-hub.ts';
import { countFrame } from './socket-flood.ts';
import { answerFrame } from './socket-frames.ts';
import { isSocketOriginAllowed } from './socket-origin.ts';
import { type SocketConnection, sendFrame } from './socket-registry.ts';

/** The largest frame a client may send; the client's frames are a few hundred bytes. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The socket is open to any signed-in session, also while the screen is locked or the initial password
 * must still be changed (the bell and the logout event matter then too).
 */
const SOCKET_ACCESS: RouteAccess = {
  kind: 'authenticated',
  allowWhileLocked: true,
  allowBeforePasswordChange: true,
};

/** Every path the socket answers on, as Fastify routes (both API prefixes). */
export const MESSAGE_SOCKET_ROUTES = API_PREFIXES.map((prefix) => `${prefix}${MESSAGE_SOCKET_PATH}/:token`);

/** The session check's outcome for an upgrade request, kept until the socket opens. */
const sessionOfRequest = new WeakMap<FastifyRequest, SessionUser | AppError>();

const tokenOf = (request: FastifyRequest) => (request.params as { token?: string }).token ?? '';

/**
 * Serves the message socket at `/api/message/websocket/{token}` and under `/cloud-api`: the origin is
 * checked before the upgrade (a foreign page gets 403 and no socket); the token in the path is the
 * credential, checked like a request's Authorization header. A socket whose token fails is accepted
 * only to be told `closeSocket` (the client then stops reconnecting) and closed with 4401.
 */
export async function registerMessageSocket(
  app: FastifyInstance,
  ctx: AppContext,
  options: { checkIntervalMs?: number } = {},
): Promise<RealtimeHub> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = new RealtimeHub(ctx);
  if (ctx.redis) {
    hub.useBus(await createRedisBus(ctx.redis, ctx.config.redisKeyPrefix, ctx.log, (e) => hub.deliver(e)));
  }
  const interval = options.checkIntervalMs ?? SOCKET_CHECK_INTERVAL_MS;
  if (interval > 0) hub.start(interval);
  app.addHook('onClose', () => hub.close());

  for (const url of MESSAGE_SOCKET_ROUTES) {
    app.route({
      method: 'GET',
      url,
      schema: { hide: true },
      onRequest: async (request) => {
        if (!isSocketOriginAllowed(request, ctx.config.socketAllowedOrigins)) {
          request.log.warn({ origin: request.headers.origin }, 'message socket: origin refused');
          throw new AppError('forbidden', 'message.socketOriginRefused');
        }
      },
      preHandler: async (request) => {
        const outcome = await authorizeRequest(
          ctx,
          request,
          SOCKET_ACCESS,
          tokenFromHeader(tokenOf(request)),
        ).then(
          ({ user }) => user as SessionUser,
          (err: unknown) => {
            if (err instanceof AppError) return err;
            throw err;
          },
        );
        sessionOfRequest.set(request, outcome);
      },
      // A plain GET (no upgrade): the session's refusal, or 400 for a valid one.
      handler: async (request) => {
        const outcome = sessionOfRequest.get(request);
        if (outcome instanceof AppError) throw outcome;
        throw badRequest('message.socketUpgradeRequired');
      },
      wsHandler: (socket: WebSocket, request: FastifyRequest) => {
        const outcome = sessionOfRequest.get(request);
        const lang = requestLanguage(request);
        if (!outcome || outcome instanceof AppError) {
          const key = outcome instanceof AppError ? outcome.messageKey : 'session.invalid';
          socket.send(JSON.stringify({ method: 'closeSocket', msg: formatMessage(key, lang) }));
          socket.close(SocketCloseCode.refused, 'invalid token');
          return;
        }
        openConnection(ctx, hub, socket, { user: outcome, token: tokenOf(request), lang });
      },
    });
  }
  return hub;
}

function openConnection(
  ctx: AppContext,
  hub: RealtimeHub,
  socket: WebSocket,
  opened: { user: SessionUser; token: string; lang: SocketConnection['lang'] },
): void {
  const connection: SocketConnection = {
    socket,
    userId: opened.user.userId,
    sessionId: opened.user.sessionId,
    token: opened.token,
    lang: opened.lang,
    hasAnnounced: false,
    isAlive: true,
    allowance: { windowStart: Date.now(), count: 0 },
  };
  hub.registry.add(connection);
  socket.on('pong', () => {
    connection.isAlive = true;
  });
  // One frame at a time per socket, in the order sent: messages are stored in the order typed, and a
  // history asked for after a send includes it.
  let answered = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    if (isBinary || !isFrameAnswered(connection)) return;
    const text = data.toString();
    answered = answered.then(() =>
      answerFrame(ctx, hub, connection, text).catch((err: unknown) =>
        ctx.log.warn({ err, userId: connection.userId }, 'message socket: frame failed'),
      ),
    );
  });
  socket.on('error', (err) => ctx.log.debug({ err }, 'message socket error'));
  socket.on('close', () => {
    const wasLast = hub.registry.remove(connection);
    if (wasLast && connection.hasAnnounced)
      hub.emit({ kind: 'presence', userId: connection.userId, isOnline: false });
  });
}

/** Whether this frame is within the connection's allowance; past it the client is told, then closed. */
function isFrameAnswered(connection: SocketConnection): boolean {
  const verdict = countFrame(connection.allowance, Date.now());
  if (verdict === 'dropWithNotice') {
    sendFrame(connection, { method: 'error', msg: formatMessage('chat.tooManyFrames', connection.lang) });
  } else if (verdict === 'close') {
    connection.socket.close(SocketCloseCode.tooManyFrames, 'too many frames');
  }
  return verdict === 'answer';
}
