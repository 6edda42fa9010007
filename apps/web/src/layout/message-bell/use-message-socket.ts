import type {
  EndpointOutput,
  MessagePushFrame,
  SocketClientFrame,
  SocketServerFrame,
} from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { endpointKey, endpointPrefix } from '../../platform/http/endpoint-query.ts';
import { type SocketFactory, startMessageSocket } from '../../platform/http/message-socket.ts';
import { endSession } from '../../platform/session/session-bridge.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { applyChatFrame, onChatConnected, setChatSender } from '../chat/chat-store.ts';

type UnreadCount = EndpointOutput<typeof messageEndpoints.unreadCount>;

/** Which count of the bell a pushed message adds to, by message type (1 system, 2 flow, 3 notice, 4 schedule). */
const COUNT_OF_TYPE: Record<number, keyof UnreadCount> = {
  1: 'unreadSystemMessageCount',
  2: 'unreadMessageCount',
  3: 'unreadNoticeCount',
  4: 'unreadScheduleCount',
};

/** The session's end is told after this delay (the tab may hold a newer token by then). */
const LOGOUT_DELAY_MS = 1000;
/** How long the session-end message shows before the page reloads. */
const LOGOUT_MESSAGE_SECONDS = 1;
/** How long a refresh's message shows before the page reloads. */
const REFRESH_DELAY_MS = 2000;

let socketFactory: SocketFactory | undefined;
let reload = () => window.location.reload();

/** Tests replace the browser's WebSocket and the page reload. */
export function setMessageSocketTestDoubles(doubles: { create?: SocketFactory; reload?: () => void }): void {
  socketFactory = doubles.create;
  if (doubles.reload) reload = doubles.reload;
}

function addPush(queryClient: QueryClient, frame: MessagePushFrame): void {
  queryClient.setQueryData<UnreadCount>(endpointKey(messageEndpoints.unreadCount), (old) => {
    if (!old) return old;
    const field = COUNT_OF_TYPE[frame.messageType];
    const next = { ...old, unreadTotalCount: old.unreadTotalCount + frame.unreadNoticeCount };
    if (field && field !== 'unreadTotalCount') next[field] = old[field] + frame.unreadNoticeCount;
    return next;
  });
  // The message lists (drawer, home card) show the new message; the counts above stay as pushed.
  void queryClient.invalidateQueries({
    queryKey: [...endpointPrefix(messageEndpoints.list), messageEndpoints.list.method],
  });
}

/**
 * Keeps the message socket open while signed in: the bell's counts come from `initMessage` and grow
 * with each `messagePush`; `logout` ends the session on this tab (a tab that signed in again meanwhile
 * only reloads); `refresh` reloads the page. Chat frames go to the chat's store, which sends through it.
 */
export function useMessageSocket(isEnabled: boolean): void {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();
  const { t } = useTranslation('layout');

  useEffect(() => {
    if (!token || !isEnabled) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));
    const socket = startMessageSocket({
      token,
      create: socketFactory,
      onFrame: (frame: SocketServerFrame) => {
        switch (frame.method) {
          case 'initMessage': {
            const { unreadTotalCount, unreadSystemMessageCount, unreadMessageCount, unreadNoticeCount } =
              frame;
            const counts: UnreadCount = {
              unreadTotalCount,
              unreadSystemMessageCount,
              unreadMessageCount,
              unreadNoticeCount,
              unreadScheduleCount: frame.unreadScheduleCount,
            };
            queryClient.setQueryData(endpointKey(messageEndpoints.unreadCount), counts);
            onChatConnected(frame.unreadNums.length);
            return;
          }
          case 'receiveMessage':
          case 'sendMessage':
          case 'messageList':
            return applyChatFrame(queryClient, frame);
          case 'error':
            message.error(frame.msg);
            return;
          case 'messagePush':
            return addPush(queryClient, frame);
          case 'logout':
            later(LOGOUT_DELAY_MS, () => {
              if (frame.token && frame.token !== useSession.getState().token) return reload();
              socket.stop();
              message.error({
                content: frame.msg || t('socketLoginExpired'),
                duration: LOGOUT_MESSAGE_SECONDS,
                onClose: () => {
                  endSession();
                  reload();
                },
              });
            });
            return;
          case 'refresh':
            if (!frame.msg) return reload();
            message.info(frame.msg);
            later(REFRESH_DELAY_MS, reload);
            return;
        }
      },
    });
    setChatSender((frame) => socket.send({ ...frame, token } as SocketClientFrame));
    return () => {
      setChatSender(null);
      socket.stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [token, isEnabled, queryClient, message, t]);
}
