import type {
  CreateUserBodyInput,
  ExportedFile,
  PositionOptionList,
  ResetPasswordBody,
  UpdateUserBodyInput,
  UserInfo,
  UserList,
  UserOptionList,
  UserWork,
  WorkHandoverResult,
} from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';
import { importApiFor } from '../../../shared/import-dialog/import-api.ts';

/* User administration (/api/permission/Users, spec §7.4). */

const BASE = '/api/permission/Users';
const enc = encodeURIComponent;

export interface UserListParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  enabledMark?: number;
}

export const listUsers = (params: UserListParams) => http.get<UserList>(BASE, { ...params });
export const getUser = (id: string) => http.get<UserInfo>(`${BASE}/${enc(id)}`);
export const createUser = (body: CreateUserBodyInput) => http.send<{ id: string }>('POST', BASE, { ...body });
export const updateUser = (id: string, body: UpdateUserBodyInput) =>
  http.send<null>('PUT', `${BASE}/${enc(id)}`, { ...body });
export const removeUser = (id: string) => http.send<null>('DELETE', `${BASE}/${enc(id)}`);
/** Both passwords travel as md5 (spec §5.3). */
export const resetUserPassword = (id: string, body: ResetPasswordBody) =>
  http.send<null>('POST', `${BASE}/${enc(id)}/Actions/ResetPassword`, { ...body });
export const toggleUserState = (id: string) =>
  http.send<{ enabledMark: number }>('PUT', `${BASE}/${enc(id)}/Actions/State`);
export const unlockUser = (id: string) => http.send<null>('PUT', `${BASE}/${enc(id)}/Actions/unlock`);
export const getWorkByUser = (fromId: string) => http.get<UserWork>(`${BASE}/getWorkByUser`, { fromId });
export const handOverWork = (fromId: string, toId: string) =>
  http.send<WorkHandoverResult>('POST', `${BASE}/workHandover`, { fromId, toId });
/** The list as filtered (no paging) as an .xlsx with the chosen columns the caller's grants include. */
export const exportUsers = (
  params: Pick<UserListParams, 'keyword' | 'organizeId' | 'enabledMark'>,
  selectKey: readonly string[],
) =>
  http.get<ExportedFile>(`${BASE}/ExportExcel`, {
    keyword: params.keyword,
    organizeId: params.organizeId,
    enabledMark: params.enabledMark,
    selectKey: selectKey.join(','),
  });
/** The batch import of spec 001 §7.4 (TemplateDownload, ImportPreview, ImportData, ImportExceptionData). */
export const usersImportApi = importApiFor(BASE);
/** Users by keyword (manager and handover pickers). */
export const searchUserOptions = (keyword: string) => http.get<UserOptionList>(`${BASE}/All`, { keyword });
/** Positions of the chosen organizations (the user dialog's position picker; owned by the position module). */
export const positionsByOrganizations = (organizeIds: string[]) =>
  http.post<PositionOptionList>('/api/permission/Position/getListByOrgIds', { organizeIds });

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  options: (keyword: string) => ['users', 'options', keyword] as const,
  work: (fromId: string) => ['users', 'work', fromId] as const,
  positions: (organizeIds: string[]) => ['positions', 'byOrganizations', organizeIds] as const,
};
