import { MenuCode } from '@platform/contracts';
import { users } from '../../../db/schema/index.ts';
import { menuGrants } from '../authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the user menu (permission.user) applied to the user
 * routes (ADR 0009). The menu's resource codes are the list's field names; the tables below say
 * which response or body keys each code governs. A key no declared code covers is not governed.
 */

/** Scheme field → column of users: the only names a data scheme of the user menu may use. */
export const USER_SCHEME_FIELDS = {
  id: users.id,
  userId: users.id,
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobilePhone: users.mobilePhone,
  email: users.email,
  organizeId: users.organizeId,
  positionId: users.positionId,
  managerId: users.managerId,
  enabledMark: users.enabledMark,
  sortCode: users.sortCode,
  creatorTime: users.createdAt,
};

export const userGrants = menuGrants({
  menu: MenuCode.permissionUser,
  /** Column code → keys of list rows, detail and export. */
  columnKeys: {
    organizeName: ['organizeName', 'organize', 'organizeId', 'organizeIds', 'organizeIdTree'],
    positionName: ['positionName', 'positionId', 'positionIds'],
    managerName: ['managerName', 'managerId'],
    // The lock details belong to the state column.
    enabledMark: ['enabledMark', 'logErrorCount', 'unlockTime'],
  },
  editCodes: [
    'realName',
    'gender',
    'mobilePhone',
    'email',
    'organizeId',
    'positionId',
    'roleId',
    'managerId',
    'description',
    'sortCode',
  ],
  formBodyKeys: {
    organizeId: ['organizeIds', 'organizeId', 'organizeIdTree'],
    positionId: ['positionIds', 'positionId'],
    roleId: ['roleIds', 'roleId'],
  },
  formDetailKeys: {
    organizeId: ['organizeIds', 'organizeId', 'organizeName', 'organize', 'organizeIdTree'],
    positionId: ['positionIds', 'positionId', 'positionName'],
    roleId: ['roleIds', 'roleId'],
    managerId: ['managerId', 'managerName'],
  },
  schemeFields: USER_SCHEME_FIELDS,
  idColumn: users.id,
  // The organization filter tells which organizations a user belongs to: the 所属组织 column's value.
  query: {
    keyword: ['account', 'realName', 'mobilePhone'],
    filters: { enabledMark: 'enabledMark', organizeId: 'organizeId' },
  },
});
