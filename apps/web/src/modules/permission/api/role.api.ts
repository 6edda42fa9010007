import type {
  CreateRoleBodyInput,
  RoleInfo,
  RoleList,
  RoleOptionList,
  UpdateRoleBodyInput,
} from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* Roles (/api/permission/Role, spec §7.4). */

const BASE = '/api/permission/Role';
const enc = encodeURIComponent;

export interface RoleListParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  globalMark?: 0 | 1;
}

export const listRoles = (params: RoleListParams) => http.get<RoleList>(BASE, { ...params });
export const getRole = (id: string) => http.get<RoleInfo>(`${BASE}/${enc(id)}`);
export const createRole = (body: CreateRoleBodyInput) => http.send<{ id: string }>('POST', BASE, { ...body });
export const updateRole = (id: string, body: UpdateRoleBodyInput) =>
  http.send<null>('PUT', `${BASE}/${enc(id)}`, { ...body });
export const removeRole = (id: string) => http.send<null>('DELETE', `${BASE}/${enc(id)}`);
export const toggleRoleState = (id: string) =>
  http.send<{ enabledMark: number }>('PUT', `${BASE}/${enc(id)}/Actions/State`);
/** The global roles plus the roles of these organizations (the user dialog's role picker). */
export const rolesByOrganizations = (organizeIds: string[]) =>
  http.post<RoleOptionList>(`${BASE}/getListByOrgIds`, { organizeIds });

export const roleKeys = {
  all: ['roles'] as const,
  list: (params: RoleListParams) => ['roles', 'list', params] as const,
  detail: (id: string) => ['roles', 'detail', id] as const,
  byOrganizations: (organizeIds: string[]) => ['roles', 'byOrganizations', organizeIds] as const,
};
