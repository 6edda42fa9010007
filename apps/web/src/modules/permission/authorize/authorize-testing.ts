import type { AuthorizeData, AuthorizeExplain, ViewAs } from '@platform/contracts';

/* Test-only fixtures of the authorize page: grant data of the role 员工 and the explained user 李四. */

/** A menu of the grant data: a directory at the top (parent '-1'), a page below. */
export const grantMenu = (id: string, parentId: string, fullName: string) => ({
  id,
  parentId,
  systemId: 'sys',
  fullName,
  enCode: id,
  icon: null,
  type: parentId === '-1' ? 0 : 2,
  category: 'Web',
  enabledMark: 1,
  sortCode: 0,
});

/** A button, column or form of a menu. */
export const grantResource = (id: string, moduleId: string, fullName: string) => ({
  id,
  moduleId,
  fullName,
  enCode: id,
  enabledMark: 1,
});

/** The grant data of the role 员工 (r1) in one system (sys, 主系统): nothing listed or granted unless told. */
export const roleGrantData = (overrides: Partial<AuthorizeData>): AuthorizeData => ({
  objectType: 'Role',
  objectId: 'r1',
  objectName: '员工',
  systems: [{ id: 'sys', fullName: '主系统', enCode: 'main', icon: null, enabledMark: 1 }],
  menus: [],
  buttons: [],
  columns: [],
  forms: [],
  schemes: [],
  portals: [],
  granted: { system: [], module: [], button: [], column: [], form: [], resource: [], portal: [] },
  ...overrides,
});

const LISI = { userId: 'u1', account: 'lisi', realName: '李四', isAdministrator: false };

/** 李四 (u1) explained: his own grants and those of the role 员工 (r1); nothing granted unless told. */
export const explainedLisi = (overrides: Partial<AuthorizeExplain>): AuthorizeExplain => ({
  ...LISI,
  holders: [
    { objectType: 'User', objectId: 'u1', fullName: '李四', enCode: 'lisi', enabledMark: 1, isEnabled: true },
    {
      objectType: 'Role',
      objectId: 'r1',
      fullName: '员工',
      enCode: 'employee',
      enabledMark: 1,
      isEnabled: true,
    },
  ],
  menus: [],
  buttons: [],
  columns: [],
  forms: [],
  schemes: [],
  systems: [],
  portals: [],
  ...overrides,
});

/** What CurrentUser would give 李四 (u1) in the system sys: no menu or permission unless told. */
export const viewAsLisi = (overrides: Partial<ViewAs>) => ({
  ...LISI,
  systemId: 'sys',
  routerList: [],
  menuList: [],
  permissionList: [],
  ...overrides,
});
