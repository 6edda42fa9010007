import type {
  CurrentUserBaseInfo,
  FileUploadType,
  ModifyPasswordBody,
  Pagination,
  SignImage,
  SwitchMajorBody,
  Theme,
  UpdateCurrentUserBaseInfoBody,
  UploadedFile,
  UserMembershipItem,
} from '@platform/contracts';
import { http, request } from '../../shared/http/request.ts';

/*
 * The signed-in user's own profile (spec §7.4 "Current user"). Save calls resolve with the envelope so
 * dialogs can show the server msg (spec §4.5); failures are toasted by the request helper.
 */

const BASE = '/api/permission/Users/Current';

export const getBaseInfo = () => http.get<CurrentUserBaseInfo>(`${BASE}/BaseInfo`);

export const updateBaseInfo = (body: UpdateCurrentUserBaseInfoBody) =>
  request<null>({ url: `${BASE}/BaseInfo`, method: 'PUT', data: { ...body } });

/** Multipart upload for a purpose (avatar, signature, attachment); the server sniffs the content type. */
export const uploadFile = (type: FileUploadType, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<UploadedFile>(`/api/file/Uploader/${type}`, form);
};

export const updateAvatar = (fileId: string) =>
  request<{ headIcon: string; avatar: string }>({
    url: `${BASE}/Avatar/${encodeURIComponent(fileId)}`,
    method: 'PUT',
  });

export const updateSystemTheme = (theme: Theme) =>
  request<null>({ url: `${BASE}/SystemTheme`, method: 'PUT', data: { theme } });

export const updateSystemLanguage = (language: string) =>
  request<null>({ url: `${BASE}/SystemLanguage`, method: 'PUT', data: { language } });

/** Own log entry (JNPF SysLog): category login | logout | lock | unlock | password. */
export interface SystemLogItem {
  id: string;
  creatorTime: number;
  userName: string;
  ipaddress: string | null;
  ipAddressName: string | null;
  platForm: string | null;
  category: string;
  isSuccess: boolean;
  abstracts: string | null;
}

export interface SystemLogParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

export const getSystemLog = (params: SystemLogParams) =>
  http.get<{ list: SystemLogItem[]; pagination: Pagination }>(`${BASE}/SystemLog`, { ...params });

export const getUserOrganizes = () => http.get<UserMembershipItem[]>(`${BASE}/getUserOrganizes`);
export const getUserPositions = () => http.get<UserMembershipItem[]>(`${BASE}/getUserPositions`);

/** Major (main) organization / position switch (spec §4.6); the caller shows the server msg. */
export const switchMajor = (body: SwitchMajorBody) =>
  request<null>({ url: `${BASE}/major`, method: 'PUT', data: { ...body } });

export const getSignImages = () => http.get<SignImage[]>(`${BASE}/SignImg`);

export const createSignImage = (fileId: string, isDefault: 0 | 1) =>
  request<{ id: string }>({ url: `${BASE}/SignImg`, method: 'POST', data: { fileId, isDefault } });

/** Makes one signature the default. */
export const setDefaultSignImage = (id: string) =>
  request<null>({ url: `${BASE}/${encodeURIComponent(id)}/SignImg`, method: 'PUT' });

/** Replaces one signature's image in place (same id and default flag) with an uploaded signature file. */
export const replaceSignImage = (id: string, fileId: string) =>
  request<null>({ url: `${BASE}/${encodeURIComponent(id)}/SignImg`, method: 'PUT', data: { fileId } });

export const deleteSignImage = (id: string) =>
  request<null>({ url: `${BASE}/${encodeURIComponent(id)}/SignImg`, method: 'DELETE' });

/** Spec §5.3: oldPassword and password are md5 hex; code + timestamp are the captcha answer and key. */
export const modifyPassword = (body: ModifyPasswordBody) =>
  request<null>({ url: `${BASE}/Actions/ModifyPassword`, method: 'POST', data: { ...body } });

/** Query keys of the profile's server data (DESIGN §9.8). */
export const profileKeys = {
  baseInfo: ['profile', 'baseInfo'] as const,
  organizes: ['profile', 'organizes'] as const,
  positions: ['profile', 'positions'] as const,
  signImages: ['profile', 'signImages'] as const,
  systemLog: (params: SystemLogParams) => ['profile', 'systemLog', params] as const,
  sessions: ['profile', 'sessions'] as const,
};
