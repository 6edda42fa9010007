import type { OnlineUserList } from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* Online users (permission → online user). */

export interface OnlineUserParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const listOnlineUsers = (params: OnlineUserParams) =>
  http.get<OnlineUserList>('/api/permission/OnlineUser', { ...params });

export const forceOffline = (sessionId: string) =>
  http.send<{ count: number }>(
    'POST',
    `/api/permission/OnlineUser/Actions/ForceOffline/${encodeURIComponent(sessionId)}`,
  );

export const forceOfflineMany = (ids: string[]) =>
  http.send<{ count: number }>('DELETE', '/api/permission/OnlineUser', { ids });

export const onlineUserKeys = {
  all: ['onlineUser'] as const,
  list: (params: OnlineUserParams) => ['onlineUser', 'list', params] as const,
};
