import type { CurrentUserInfo, MenuNode } from '@platform/contracts';
import { DEFAULT_SYS_CONFIG } from '@platform/contracts';
import type { CurrentUserData } from '../platform/session/current-user.types.ts';

/** A CurrentUser response as the server sends it, with overrides for the case under test. */
export function currentUserFixture(
  overrides: { userInfo?: Partial<CurrentUserInfo>; sysConfigInfo?: Record<string, unknown> } = {},
): CurrentUserData {
  return {
    menuList: [],
    permissionList: [],
    routerList: [],
    userInfo: {
      userId: 'u1',
      userAccount: 'admin',
      userName: '管理员',
      headIcon: null,
      gender: null,
      isAdministrator: false,
      tenantId: null,
      organizeId: null,
      organizeName: '示范公司/综合部',
      departmentId: null,
      departmentName: null,
      organizeIdList: [],
      managerId: null,
      subordinates: [],
      positionId: null,
      positionName: '主管',
      positionIds: [],
      roleIds: [],
      systemId: 's1',
      systemIds: [{ id: 's1', name: '业务平台', icon: null, currentSystem: true }],
      portalId: null,
      prevLogin: 1,
      prevLoginTime: 1_767_225_600_000,
      prevLoginIPAddress: '10.0.0.8',
      prevLoginIPAddressName: '本地局域网',
      signImg: null,
      changePasswordDate: 1_767_225_600_000,
      theme: 'classic',
      language: null,
      ...overrides.userInfo,
    },
    sysConfigInfo: { ...DEFAULT_SYS_CONFIG, ...overrides.sysConfigInfo },
  };
}

/** A menu of the CurrentUser tree: a page (type 2) at the top; id and name default to the code (enCode or id). */
export const menuNode = (over: Partial<MenuNode>): MenuNode => {
  const code = over.enCode ?? over.id ?? 'x';
  return {
    id: code,
    parentId: '-1',
    fullName: code,
    enCode: code,
    icon: null,
    type: 2,
    urlAddress: null,
    linkTarget: null,
    category: 'Web',
    propertyJson: null,
    sortCode: 0,
    hasChildren: false,
    children: [],
    ...over,
  };
};
