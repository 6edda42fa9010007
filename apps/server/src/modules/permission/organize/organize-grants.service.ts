import type { OrganizeCategory } from '@platform/contracts';
import { MenuCode } from '@platform/contracts';
import { organizations } from '../../../db/schema/index.ts';
import {
  type MenuGrantMap,
  type MenuGrants,
  menuGrants,
  NAMED_RECORD_KEYWORD,
} from '../authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the organization (permission.organize) and department
 * (permission.department) menus (ADR 0009). Both declare the same resources (seed profile
 * `organize`) over the same rows; each route follows the menu it is granted by. Column and form codes
 * are the row's and the body's field names; managerName also governs the manager's id, and the
 * managerId field shows the manager's name in the edit dialog.
 */
/** The fields of the organization and department forms: their form codes, and what an edit changes. */
export const ORGANIZE_FORM_FIELDS = [
  'parentId',
  'fullName',
  'enCode',
  'managerId',
  'description',
  'sortCode',
  'enabledMark',
  'propertyJson',
] as const;

const SHARED: Omit<MenuGrantMap, 'menu'> = {
  columnKeys: { managerName: ['managerName', 'managerId'] },
  editCodes: ORGANIZE_FORM_FIELDS,
  formDetailKeys: { managerId: ['managerId', 'managerName'] },
  schemeFields: {
    id: organizations.id,
    organizeId: organizations.id,
    parentId: organizations.parentId,
    category: organizations.category,
    fullName: organizations.fullName,
    enCode: organizations.enCode,
    managerId: organizations.managerId,
    enabledMark: organizations.enabledMark,
    sortCode: organizations.sortCode,
    creatorTime: organizations.createdAt,
  },
  idColumn: organizations.id,
  query: { keyword: NAMED_RECORD_KEYWORD },
};

const organizeGrants = menuGrants({ menu: MenuCode.permissionOrganize, ...SHARED });
const departmentGrants = menuGrants({ menu: MenuCode.permissionDepartment, ...SHARED });

/** The grants of the menu behind a route: the department routes pass 'department', the organize routes not. */
export const organizeGrantsOf = (category?: OrganizeCategory): MenuGrants =>
  category === 'department' ? departmentGrants : organizeGrants;
