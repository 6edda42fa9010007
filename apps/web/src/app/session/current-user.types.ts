/** Wire shapes of GET /api/oauth/CurrentUser (jnpf-wire-facts §2a) as the shell reads them. */
export interface MenuNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon?: string | null;
  /** 0 directory, 1 folder, 2 page, 3 form, 4 dictionary, 5 report, 6 large screen, 7 link, 8 portal */
  type: number;
  urlAddress?: string | null;
  linkTarget?: string | null;
  propertyJson?: string | null;
  sortCode?: number;
  isHidden?: number;
  hasChildren?: boolean;
  children?: MenuNode[] | null;
}

export interface PermissionItem {
  id?: string;
  fullName?: string;
  enCode: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName?: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource?: PermissionItem[];
}

export interface SystemRef {
  id: string;
  name: string;
  icon?: string | null;
  currentSystem: boolean;
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon?: string | null;
  isAdministrator?: boolean;
  organizeId?: string | null;
  organizeName?: string | null;
  departmentName?: string | null;
  positionName?: string | null;
  portalId?: string | null;
  signImg?: string | null;
  systemIds: SystemRef[];
  theme?: string | null;
  language?: string | null;
  prevLogin?: number;
  prevLoginTime?: number | null;
  prevLoginIPAddress?: string | null;
  prevLoginIPAddressName?: string | null;
  changePasswordDate?: number | null;
}

export interface CurrentUserData {
  menuList: MenuNode[];
  permissionList: PermissionEntry[];
  userInfo: UserInfo;
  routerList?: unknown[];
  sysConfigInfo: Record<string, unknown>;
}
