import { MenuCode } from '@platform/contracts';
import { positions } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the position menu (permission.position, ADR 0009).
 * Column and form codes are the row's and the body's field names; organizeName also governs the
 * organization's id and the original's names of it (department, organizeIdTree), and the organizeId
 * field shows its name and path in the edit dialog.
 */
export const positionGrants = menuGrants({
  menu: MenuCode.permissionPosition,
  columnKeys: { organizeName: ['organizeName', 'organizeId', 'department', 'organizeIdTree'] },
  editCodes: ['organizeId', 'fullName', 'enCode', 'type', 'description', 'sortCode', 'enabledMark'],
  formDetailKeys: { organizeId: ['organizeId', 'organizeName', 'department', 'organizeIdTree'] },
  schemeFields: {
    id: positions.id,
    positionId: positions.id,
    organizeId: positions.organizeId,
    fullName: positions.fullName,
    enCode: positions.enCode,
    type: positions.type,
    enabledMark: positions.enabledMark,
    sortCode: positions.sortCode,
    creatorTime: positions.createdAt,
  },
  idColumn: positions.id,
  // The organization filter tells which organization a position belongs to: the 所属组织 column's value.
  query: { keyword: NAMED_RECORD_KEYWORD, filters: { organizeId: 'organizeId' } },
});
