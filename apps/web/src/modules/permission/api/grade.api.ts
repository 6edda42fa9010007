import type {
  AuthorizeHolderList,
  GradeAdministrator,
  GradeList,
  OrganizeSelectorList,
  SaveGradeBody,
} from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* Grade management (分级管理). */

export interface GradeParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

const enc = encodeURIComponent;

export const listGrades = (params: GradeParams) =>
  http.get<GradeList>('/api/permission/Grade', { ...params });

/** Users to delegate to (new delegation). */
export const listGradeCandidates = (keyword: string) =>
  http.get<AuthorizeHolderList>('/api/permission/Grade/Selector', { keyword, pageSize: 50 });

/** Every organization as a picker tree (organize module). */
export const getOrganizeTree = () => http.get<OrganizeSelectorList>('/api/permission/Organize/Tree');

export const getGrade = (userId: string) =>
  http.get<GradeAdministrator>(`/api/permission/Grade/${enc(userId)}`);

export const saveGrade = (userId: string, body: SaveGradeBody) =>
  http.send<null>('PUT', `/api/permission/Grade/${enc(userId)}`, { ...body });

export const removeGrade = (userId: string) =>
  http.send<null>('DELETE', `/api/permission/Grade/${enc(userId)}`);

export const gradeKeys = {
  all: ['grade'] as const,
  list: (params: GradeParams) => ['grade', 'list', params] as const,
  detail: (userId: string) => ['grade', 'detail', userId] as const,
  candidates: (keyword: string) => ['grade', 'candidates', keyword] as const,
  organizeTree: ['organize', 'tree'] as const,
};
