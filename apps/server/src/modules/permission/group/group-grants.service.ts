import { MenuCode } from '@platform/contracts';
import { groups } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the group menu (permission.group, ADR 0009). Column
 * and form codes are the row's and the body's field names, one key each.
 */
export const groupGrants = menuGrants({
  menu: MenuCode.permissionGroup,
  editCodes: ['fullName', 'enCode', 'type', 'description', 'sortCode', 'enabledMark'],
  schemeFields: {
    id: groups.id,
    groupId: groups.id,
    fullName: groups.fullName,
    enCode: groups.enCode,
    type: groups.type,
    enabledMark: groups.enabledMark,
    sortCode: groups.sortCode,
    creatorTime: groups.createdAt,
  },
  idColumn: groups.id,
  query: { keyword: NAMED_RECORD_KEYWORD },
});
