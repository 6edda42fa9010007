import type {
  CreateOrganizeBodyInput,
  OrganizeInfo,
  OrganizeSelectorList,
  OrganizeTreeList,
  UpdateOrganizeBodyInput,
  UserOptionList,
} from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* Organizations and departments (/api/permission/Organize, spec §7.4). */

const BASE = '/api/permission/Organize';
const enc = encodeURIComponent;

export interface OrganizeListParams {
  keyword?: string;
}
export interface DepartmentListParams {
  organizeId?: string;
  keyword?: string;
}

export const listOrganizations = (params: OrganizeListParams) =>
  http.get<OrganizeTreeList>(BASE, { ...params });
export const getOrganize = (id: string) => http.get<OrganizeInfo>(`${BASE}/${enc(id)}`);
export const createOrganize = (body: CreateOrganizeBodyInput) =>
  http.send<{ id: string }>('POST', BASE, { ...body });
export const updateOrganize = (id: string, body: UpdateOrganizeBodyInput) =>
  http.send<null>('PUT', `${BASE}/${enc(id)}`, { ...body });
export const removeOrganize = (id: string) => http.send<null>('DELETE', `${BASE}/${enc(id)}`);

export const listDepartments = (params: DepartmentListParams) =>
  http.get<OrganizeTreeList>(`${BASE}/Department`, { ...params });
export const getDepartment = (id: string) => http.get<OrganizeInfo>(`${BASE}/Department/${enc(id)}`);
export const createDepartment = (body: CreateOrganizeBodyInput) =>
  http.send<{ id: string }>('POST', `${BASE}/Department`, { ...body });
export const updateDepartment = (id: string, body: UpdateOrganizeBodyInput) =>
  http.send<null>('PUT', `${BASE}/Department/${enc(id)}`, { ...body });
export const removeDepartment = (id: string) => http.send<null>('DELETE', `${BASE}/Department/${enc(id)}`);

/** Every organization (pickers, the trees on the left of the department and position pages). */
export const organizeTree = () => http.get<OrganizeSelectorList>(`${BASE}/Tree`);
/** Parent picker of a company: the top node -1 (顶级节点) with the companies; `id` (or 0) left out. */
export const organizeSelector = (id = '0') => http.get<OrganizeSelectorList>(`${BASE}/Selector/${enc(id)}`);
/** Parent picker of a department: every organization; `id` (or 0) and its subtree left out. */
export const departmentSelector = (id = '0') =>
  http.get<OrganizeSelectorList>(`${BASE}/Department/Selector/${enc(id)}`);
/** Only the organizations the signed-in user manages are choosable. */
export const organizeSelectorByAuth = (id = '0') =>
  http.get<OrganizeSelectorList>(`${BASE}/SelectorByAuth/${enc(id)}`);

/** The manager picker: users by keyword (owned by the users module, GET /Users/All). */
export const searchUsers = (keyword: string) =>
  http.get<UserOptionList>('/api/permission/Users/All', { keyword });

export const organizeKeys = {
  all: ['organize'] as const,
  list: (params: OrganizeListParams) => ['organize', 'list', params] as const,
  departments: (params: DepartmentListParams) => ['organize', 'departments', params] as const,
  detail: (id: string) => ['organize', 'detail', id] as const,
  tree: ['organize', 'tree'] as const,
  selector: (kind: 'company' | 'department', id: string) => ['organize', 'selector', kind, id] as const,
  selectorByAuth: (id: string) => ['organize', 'selectorByAuth', id] as const,
  users: (keyword: string) => ['users', 'options', keyword] as const,
};
