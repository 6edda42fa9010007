import type {
  MessageInfo,
  MessageList,
  MessageReadAllBody,
  MessageType,
  MessageUnreadCount,
  SmsOutboxList,
} from '@platform/contracts';
import { http, request } from '../../shared/http/request.ts';

/*
 * In-app message calls (spec §7.3). Shapes come from packages/contracts/src/message.ts; the server
 * only ever returns the caller's own messages.
 */

/** Drawer and message-center filters; '' or undefined means "all". */
export interface MessageListParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  type?: MessageType | '';
  /** 0 unread only, 1 read only. */
  isRead?: 0 | 1 | '';
  sort?: 'asc' | 'desc';
}

export const listMessages = (params: MessageListParams) =>
  http.get<MessageList>('/api/message', { ...params });

/** Resolves with the envelope so callers can show the server msg; silent like JNPF's drawer. */
export const readAllMessages = (filters: MessageReadAllBody = {}) =>
  request<{ count: number }>({
    url: '/api/message/Actions/ReadAll',
    method: 'POST',
    data: { ...filters },
  });

/** One message with its body and attachments; opening it marks it read on the server. */
export const getMessageInfo = (id: string) =>
  http.get<MessageInfo>(`/api/message/ReadInfo/${encodeURIComponent(id)}`);

/** Bell badge counts; polled until the socket pushes them. Silent: a failed poll is not worth a toast. */
export const getUnreadCount = () =>
  http.get<MessageUnreadCount>('/api/message/getUnreadCount', undefined, { isSilent: true });

/** Query keys: server data lives in TanStack Query only (DESIGN §9.8). */
export const messageKeys = {
  all: ['message'] as const,
  list: (params: Omit<MessageListParams, 'currentPage'>) => ['message', 'list', params] as const,
  info: (id: string) => ['message', 'info', id] as const,
  unread: ['message', 'unread'] as const,
};

/** Query of the SMS outbox page; keyword is the start of a mobile number ('' = all). */
export interface SmsOutboxParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** What the default (demo) SMS sender wrote instead of delivering; needs the message.smsOutbox menu. */
export const listSmsOutbox = (params: SmsOutboxParams) =>
  http.get<SmsOutboxList>('/api/message/SmsOutbox', { ...params });

export const smsOutboxKeys = {
  list: (params: SmsOutboxParams) => ['message', 'smsOutbox', params] as const,
};
