import { MenuCode } from '@platform/contracts';
import { roles } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the role menu (permission.role, ADR 0009). Column and
 * form codes are the row's and the body's field names; the organizeIds field also shows the
 * organizations' names and id paths (the original's organizeIdsTree) in the edit dialog. Schemes name the role's own columns only (its
 * organizations live in role_organizations).
 */
export const roleGrants = menuGrants({
  menu: MenuCode.permissionRole,
  editCodes: [
    'fullName',
    'enCode',
    'globalMark',
    'organizeIds',
    'type',
    'description',
    'sortCode',
    'enabledMark',
  ],
  formDetailKeys: { organizeIds: ['organizeIds', 'organizeNames', 'organizeIdsTree'] },
  schemeFields: {
    id: roles.id,
    roleId: roles.id,
    fullName: roles.fullName,
    enCode: roles.enCode,
    type: roles.type,
    globalMark: roles.globalMark,
    enabledMark: roles.enabledMark,
    sortCode: roles.sortCode,
    creatorTime: roles.createdAt,
  },
  idColumn: roles.id,
  query: { keyword: NAMED_RECORD_KEYWORD, filters: { globalMark: 'globalMark' } },
});
