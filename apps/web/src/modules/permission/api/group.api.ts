import type { CreateGroupBodyInput, GroupInfo, GroupList, UpdateGroupBodyInput } from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* User groups (/api/permission/Group, spec §7.4). */

const BASE = '/api/permission/Group';
const enc = encodeURIComponent;

export interface GroupListParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const listGroups = (params: GroupListParams) => http.get<GroupList>(BASE, { ...params });
export const getGroup = (id: string) => http.get<GroupInfo>(`${BASE}/${enc(id)}`);
export const createGroup = (body: CreateGroupBodyInput) =>
  http.send<{ id: string }>('POST', BASE, { ...body });
export const updateGroup = (id: string, body: UpdateGroupBodyInput) =>
  http.send<null>('PUT', `${BASE}/${enc(id)}`, { ...body });
export const removeGroup = (id: string) => http.send<null>('DELETE', `${BASE}/${enc(id)}`);

export const groupKeys = {
  all: ['groups'] as const,
  list: (params: GroupListParams) => ['groups', 'list', params] as const,
  detail: (id: string) => ['groups', 'detail', id] as const,
};
