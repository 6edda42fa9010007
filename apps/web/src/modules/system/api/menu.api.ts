import type {
  CreatedId,
  MenuBodyInput,
  MenuCategory,
  MenuInfo,
  MenuSelectorList,
  MenuTreeList,
  ModuleButtonList,
  ModuleFieldList,
  ModuleSchemeList,
  SystemInfo,
  SystemList,
} from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* Menu management (菜单管理): systems, menus and the resources of a page (issue 3). */

const enc = encodeURIComponent;

export interface SystemBodyInput {
  fullName: string;
  enCode: string;
  icon?: string | null;
  description?: string | null;
  sortCode?: number;
  enabledMark?: 0 | 1;
}

export const listSystems = (keyword?: string) => http.get<SystemList>('/api/system/System', { keyword });
export const getSystem = (id: string) => http.get<SystemInfo>(`/api/system/System/${enc(id)}`);
export const createSystem = (body: SystemBodyInput) =>
  http.send<CreatedId>('POST', '/api/system/System', { ...body });
export const updateSystem = (id: string, body: SystemBodyInput) =>
  http.send<null>('PUT', `/api/system/System/${enc(id)}`, { ...body });
export const removeSystem = (id: string) => http.send<null>('DELETE', `/api/system/System/${enc(id)}`);

export interface MenuListParams {
  systemId: string;
  category: MenuCategory;
  keyword?: string;
}

export const listMenus = (params: MenuListParams) =>
  http.get<MenuTreeList>('/api/system/Menu', { ...params });
/** Parent picker: directories and folders without `excludeId`'s subtree ('0' = exclude nothing). */
export const menuSelector = (excludeId: string, systemId: string, category: MenuCategory) =>
  http.get<MenuSelectorList>(`/api/system/Menu/Selector/${enc(excludeId)}`, { systemId, category });
export const getMenu = (id: string) => http.get<MenuInfo>(`/api/system/Menu/${enc(id)}`);
export const createMenu = (body: MenuBodyInput) =>
  http.send<CreatedId>('POST', '/api/system/Menu', { ...body });
export const updateMenu = (id: string, body: MenuBodyInput) =>
  http.send<null>('PUT', `/api/system/Menu/${enc(id)}`, { ...body });
export const toggleMenuState = (id: string) =>
  http.send<null>('PUT', `/api/system/Menu/${enc(id)}/Actions/State`);
export const removeMenu = (id: string) => http.send<null>('DELETE', `/api/system/Menu/${enc(id)}`);

/** The four resource kinds of a page and their base paths. */
export const RESOURCE_PATHS = {
  button: '/api/system/ModuleButton',
  column: '/api/system/ModuleColumn',
  form: '/api/system/ModuleForm',
  scheme: '/api/system/ModuleDataAuthorizeScheme',
} as const;
export type ResourceKind = keyof typeof RESOURCE_PATHS;

export type ResourceList<K extends ResourceKind> = K extends 'button'
  ? ModuleButtonList
  : K extends 'scheme'
    ? ModuleSchemeList
    : ModuleFieldList;
export type ResourceItem<K extends ResourceKind> = ResourceList<K>['list'][number];

export const listResources = <K extends ResourceKind>(kind: K, moduleId: string) =>
  http.get<ResourceList<K>>(`${RESOURCE_PATHS[kind]}/${enc(moduleId)}/List`);
export const createResource = (kind: ResourceKind, body: Record<string, unknown>) =>
  http.send<CreatedId>('POST', RESOURCE_PATHS[kind], body);
export const updateResource = (kind: ResourceKind, id: string, body: Record<string, unknown>) =>
  http.send<null>('PUT', `${RESOURCE_PATHS[kind]}/${enc(id)}`, body);
export const removeResource = (kind: ResourceKind, id: string) =>
  http.send<null>('DELETE', `${RESOURCE_PATHS[kind]}/${enc(id)}`);

export const menuKeys = {
  systems: ['systems', 'list'] as const,
  all: ['menus'] as const,
  list: (params: MenuListParams) => ['menus', 'list', params] as const,
  selector: (excludeId: string, systemId: string, category: MenuCategory) =>
    ['menus', 'selector', excludeId, systemId, category] as const,
  detail: (id: string) => ['menus', 'detail', id] as const,
  resources: (kind: ResourceKind, moduleId: string) => ['menus', 'resources', kind, moduleId] as const,
};
