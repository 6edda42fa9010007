import type {
  AuthorizeData,
  AuthorizeExplain,
  AuthorizeHolderList,
  AuthorizeWho,
  GrantHolderType,
  GrantItemType,
  SaveAuthorizeBody,
  UserColumns,
  ViewAs,
} from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* Authorize calls (permission → authorize): grant screen, save, reverse view, explainer, view-as. */

export interface HolderListParams {
  objectType: GrantHolderType;
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

const enc = encodeURIComponent;

export const listHolders = (params: HolderListParams) =>
  http.get<AuthorizeHolderList>('/api/permission/Authority/Holders', { ...params });

export const getAuthorizeData = (objectType: GrantHolderType, objectId: string) =>
  http.get<AuthorizeData>(`/api/permission/Authority/Data/${enc(objectId)}`, { objectType });

/** Resolves with the envelope: the page shows the server's message. */
export const saveAuthorizeData = (objectId: string, body: SaveAuthorizeBody) =>
  http.send<null>('PUT', `/api/permission/Authority/Data/${enc(objectId)}`, { ...body });

/** The holders of the item and one page of the users who get it through them. */
export const getWhoHolds = (itemType: GrantItemType, itemId: string, currentPage = 1, pageSize = 20) =>
  http.get<AuthorizeWho>(`/api/permission/Authority/Who/${enc(itemType)}/${enc(itemId)}`, {
    currentPage,
    pageSize,
  });

export const getExplain = (userId: string) =>
  http.get<AuthorizeExplain>(`/api/permission/Authority/Explain/${enc(userId)}`);

export const getViewAs = (userId: string, systemCode?: string) =>
  http.get<ViewAs>(`/api/permission/Authority/ViewAs/${enc(userId)}`, { systemCode });

export const getMyColumns = (moduleId: string) =>
  http.get<UserColumns>(`/api/permission/Authority/GetColumnsByModuleId/${enc(moduleId)}`);

export const setMyColumns = (moduleId: string, columnJson: string) =>
  http.send<null>('PUT', '/api/permission/Authority/SetColumnsByModuleId', { moduleId, columnJson });

export const authorizeKeys = {
  all: ['authorize'] as const,
  holders: (params: HolderListParams) => ['authorize', 'holders', params] as const,
  data: (objectType: GrantHolderType, objectId: string) =>
    ['authorize', 'data', objectType, objectId] as const,
  who: (itemType: GrantItemType, itemId: string, currentPage = 1, pageSize = 20) =>
    ['authorize', 'who', itemType, itemId, currentPage, pageSize] as const,
  explain: (userId: string) => ['authorize', 'explain', userId] as const,
  viewAs: (userId: string, systemCode?: string) => ['authorize', 'viewAs', userId, systemCode ?? ''] as const,
  columns: (moduleId: string) => ['authorize', 'columns', moduleId] as const,
};
