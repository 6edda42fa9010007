import type { ImReplyList, SocketClientFrame, SocketServerFrame } from '@platform/contracts';
import { chatEndpoints } from '@platform/contracts/web-endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { endpointKey } from '../../platform/http/endpoint-query.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { type ChatLine, hasUnread, makeLine, recordToLine, withReceived, withSent } from './chat-lines.ts';

/*
 * The chat's state, shared by the message socket (which loads with the shell) and the chat drawer
 * (which loads when first opened): the open chat, its history panel and the navbar button's blink.
 * The conversation list is server data, kept in the query cache under its endpoint's key; the
 * socket's frames update it there. Only types come from the contracts' schemas here, so the first
 * screen stays small.
 */

/** A chat frame as the drawer builds it; the socket adds the session token. */
export type ChatClientFrame = SocketClientFrame extends infer F
  ? F extends { method: 'SendMessage' | 'MessageList' | 'UpdateReadMessage' }
    ? Omit<F, 'token'>
    : never
  : never;

/** The other user of the open chat. */
export interface ChatPartner {
  id: string;
  realName: string;
  account: string;
  headIcon: string | null;
}

export interface ChatHistory {
  lines: ChatLine[];
  /** The next page to ask for. */
  page: number;
  keyword: string;
  isLoading: boolean;
  isFinished: boolean;
}

/**
 * A MessageList request in flight: which panel it fills, for which chat, and (history) which search
 * and page. The socket answers in order; an answer whose chat, search or page is no longer on screen
 * is dropped.
 */
interface ListRequest {
  target: 'window' | 'history';
  partnerId: string;
  keyword: string;
  page: number;
}

interface ChatState {
  partner: ChatPartner | null;
  lines: ChatLine[];
  isWindowLoading: boolean;
  history: ChatHistory | null;
  /** The navbar button blinks while a message is unread. */
  isBlinking: boolean;
  listRequests: ListRequest[];
  sender: ((frame: ChatClientFrame) => boolean) | null;
}

export const INITIAL_CHAT_STATE: ChatState = {
  partner: null,
  lines: [],
  isWindowLoading: false,
  history: null,
  isBlinking: false,
  listRequests: [],
  sender: null,
};

export const useChatStore = create<ChatState>(() => INITIAL_CHAT_STATE);

/** The message socket hands its sender over while it runs (null when it stops). */
export function setChatSender(sender: ChatState['sender']): void {
  useChatStore.setState({ sender });
}

/** Sends a chat frame on the message socket; false when the socket is not open. */
export function sendChatFrame(frame: ChatClientFrame): boolean {
  return useChatStore.getState().sender?.(frame) ?? false;
}

/** A MessageList request goes out; its answer fills `target`. */
export function requestChatList(
  target: ListRequest['target'],
  frame: Extract<ChatClientFrame, { method: 'MessageList' }>,
) {
  if (!sendChatFrame(frame)) return false;
  const request = {
    target,
    partnerId: frame.toUserId,
    keyword: frame.keyword ?? '',
    page: frame.currentPage,
  };
  useChatStore.setState((s) => ({ listRequests: [...s.listRequests, request] }));
  return true;
}

/**
 * The socket (re)connected (`initMessage`, which lists the senders with unread messages: the button
 * blinks when there is one). Requests sent on a dropped connection get no answer, so none is awaited.
 */
export function onChatConnected(unreadSenders: number): void {
  useChatStore.setState((s) => ({
    isBlinking: unreadSenders > 0,
    listRequests: [],
    isWindowLoading: false,
    history: s.history && { ...s.history, isLoading: false },
  }));
}

export const conversationsKey = () => endpointKey(chatEndpoints.list);

/** Changes the cached conversation list (nothing while the drawer has not loaded it); returns it. */
export function updateConversations(
  queryClient: QueryClient,
  change: (list: ImReplyList['list']) => ImReplyList['list'],
): ImReplyList | undefined {
  return queryClient.setQueryData<ImReplyList>(
    conversationsKey(),
    (old) => old && { list: change(old.list) },
  );
}

/**
 * A new line of the open chat: appended to the window, and to the history panel once that holds
 * the whole unfiltered conversation (a partly loaded or searched history gets it with its pages).
 */
function appendLine(state: ChatState, line: ChatLine): Pick<ChatState, 'lines' | 'history'> {
  const history = state.history;
  const isHistoryComplete = history?.isFinished && !history.keyword && !history.isLoading;
  return {
    lines: [...state.lines, line],
    history: isHistoryComplete ? { ...history, lines: [...history.lines, line] } : history,
  };
}

type ChatServerFrame = Extract<
  SocketServerFrame,
  { method: 'receiveMessage' | 'sendMessage' | 'messageList' }
>;

/**
 * A chat frame of the socket. A message from the user whose chat is open is appended and marked
 * read at once; any other counts as unread and the button blinks. My own stored message (the echo)
 * is appended when its chat is open. A message list fills the panel that asked for it.
 */
export function applyChatFrame(queryClient: QueryClient, frame: ChatServerFrame): void {
  const state = useChatStore.getState();
  switch (frame.method) {
    case 'receiveMessage': {
      const isOpen = state.partner?.id === frame.formUserId;
      const line = makeLine(frame.formUserId, frame.messageType, frame.formMessage, frame.dateTime);
      if (isOpen) sendChatFrame({ method: 'UpdateReadMessage', formUserId: frame.formUserId });
      updateConversations(queryClient, (list) => withReceived(list, frame, !isOpen));
      useChatStore.setState(isOpen ? appendLine(state, line) : { isBlinking: true });
      return;
    }
    case 'sendMessage': {
      const isOpen = state.partner?.id === frame.toUserId;
      const myId = useSession.getState().current?.userInfo.userId ?? '';
      const line = makeLine(myId, frame.messageType, frame.toMessage, frame.dateTime);
      updateConversations(queryClient, (list) => withSent(list, frame));
      if (isOpen) useChatStore.setState(appendLine(state, line));
      return;
    }
    case 'messageList': {
      const [request, ...rest] = state.listRequests;
      useChatStore.setState({ listRequests: rest });
      if (!request || request.partnerId !== state.partner?.id) return;
      const lines = frame.list.map(recordToLine);
      if (request.target === 'history') {
        const history = state.history;
        if (!history || history.keyword !== request.keyword || history.page !== request.page) return;
        useChatStore.setState({
          history: {
            ...history,
            lines: history.page === 1 ? lines : [...history.lines, ...lines],
            page: history.page + 1,
            isLoading: false,
            isFinished: lines.length < frame.pagination.pageSize,
          },
        });
        return;
      }
      // The opening window asks for the newest first; it shows them oldest first.
      useChatStore.setState({ lines: lines.reverse(), isWindowLoading: false });
      return;
    }
  }
}

/** Reading a conversation clears its unread count; the button blinks while another stays unread. */
export function markConversationRead(queryClient: QueryClient, userId: string): void {
  const next = updateConversations(queryClient, (list) =>
    list.map((item) => (item.id === userId ? { ...item, unreadMessage: 0 } : item)),
  );
  useChatStore.setState({ isBlinking: next ? hasUnread(next.list) : false });
}

/** The server's conversation list arrived: the button blinks while one of them has unread messages. */
export function hasUnreadBlink(list: ImReplyList['list']): void {
  useChatStore.setState({ isBlinking: hasUnread(list) });
}
