import { CHAT_PAGE_SIZES, CHAT_TEXT_MAX, type ChatImageContent } from '@platform/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../platform/stores/session-store.ts';
import {
  type ChatPartner,
  INITIAL_CHAT_STATE,
  markConversationRead,
  requestChatList,
  sendChatFrame,
  useChatStore,
} from './chat-store.ts';

/*
 * What the chat drawer asks of the socket: open a chat (mark it read, fetch its newest messages),
 * page and search its history, send text and images. Each returns false when the socket is not open.
 */

const myUserId = () => useSession.getState().current?.userInfo.userId ?? '';

/** Opens the chat with `partner`: its unread count drops to 0, the server is told, the newest messages load. */
export function openChat(queryClient: QueryClient, partner: ChatPartner): boolean {
  useChatStore.setState({ partner, lines: [], history: null, isWindowLoading: true });
  markConversationRead(queryClient, partner.id);
  sendChatFrame({ method: 'UpdateReadMessage', formUserId: partner.id });
  const isSent = requestChatList('window', {
    method: 'MessageList',
    toUserId: partner.id,
    formUserId: myUserId(),
    currentPage: 1,
    pageSize: CHAT_PAGE_SIZES.window,
    sord: 'desc',
  });
  if (!isSent) useChatStore.setState({ isWindowLoading: false });
  return isSent;
}

export function closeChat(): void {
  // Requests in flight stay queued: their answers still come, in order, and are dropped then.
  const { partner, lines, history, isWindowLoading } = INITIAL_CHAT_STATE;
  useChatStore.setState({ partner, lines, history, isWindowLoading });
}

/** Asks for the history page the panel needs next (oldest first, filtered by its keyword). */
function requestHistoryPage(): boolean {
  const { partner, history } = useChatStore.getState();
  if (!partner || !history) return false;
  useChatStore.setState({ history: { ...history, isLoading: true } });
  const isSent = requestChatList('history', {
    method: 'MessageList',
    toUserId: partner.id,
    formUserId: myUserId(),
    currentPage: history.page,
    pageSize: CHAT_PAGE_SIZES.history,
    sord: 'asc',
    keyword: history.keyword,
  });
  if (!isSent) useChatStore.setState({ history: { ...history, isLoading: false } });
  return isSent;
}

/** Opens the history panel on its first page, or searches it from the first page again. */
export function searchHistory(keyword = ''): boolean {
  useChatStore.setState({ history: { lines: [], page: 1, keyword, isLoading: false, isFinished: false } });
  return requestHistoryPage();
}

export function closeHistory(): void {
  useChatStore.setState({ history: null });
}

/** The next history page, unless one is loading or the last one came. */
export function loadMoreHistory(): boolean {
  const history = useChatStore.getState().history;
  if (!history || history.isLoading || history.isFinished) return false;
  return requestHistoryPage();
}

/** The text as it is sent: trimmed, at most the longest a message may carry; empty sends nothing. */
export function chatText(text: string): string {
  return text.trim().slice(0, CHAT_TEXT_MAX);
}

export function sendText(toUserId: string, text: string): boolean {
  const content = chatText(text);
  if (!content) return false;
  return sendChatFrame({ method: 'SendMessage', toUserId, messageType: 'text', messageContent: content });
}

/** An uploaded image: its stored name and its size in pixels. */
export function sendImage(toUserId: string, image: ChatImageContent): boolean {
  return sendChatFrame({ method: 'SendMessage', toUserId, messageType: 'image', messageContent: image });
}
