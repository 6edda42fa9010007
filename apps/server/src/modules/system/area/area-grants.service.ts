import { MenuCode } from '@platform/contracts';
import { areas } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../../permission/authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the area menu (system.area). Column and form codes are
 * the row's and the body's field names; the parent field also governs the parent's name in the detail.
 */
export const areaGrants = menuGrants({
  menu: MenuCode.area,
  editCodes: ['parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description'],
  formDetailKeys: { parentId: ['parentId', 'parentName'] },
  schemeFields: {
    id: areas.id,
    parentId: areas.parentId,
    fullName: areas.fullName,
    enCode: areas.enCode,
    enabledMark: areas.enabledMark,
    sortCode: areas.sortCode,
  },
  idColumn: areas.id,
  query: { keyword: NAMED_RECORD_KEYWORD },
});
