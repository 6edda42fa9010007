import { MenuCode } from '@platform/contracts';
import { visualDesigns } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../../permission/authority/menu-grants.service.ts';

/** The fields of the design's create and edit bodies: stored as they are, each its own form code. */
export const VISUAL_DESIGN_FIELDS = [
  'fullName',
  'enCode',
  'category',
  'type',
  'webType',
  'dbLinkId',
  'tables',
  'formData',
  'columnData',
  'appColumnData',
  'flowTemplateJson',
  'enableFlow',
  'interfaceId',
  'interfaceParam',
  'sortCode',
  'description',
] as const;

/*
 * The column, form and data-scheme grants of 功能设计 (onlineDev.webDesign). Column codes are the list
 * row's field names: the category's column also governs its id, the state's the release flags, the
 * creator's and the last change's the user ids.
 */
export const visualDesignGrants = menuGrants({
  menu: MenuCode.webDesign,
  columnKeys: {
    category: ['category', 'categoryId'],
    state: ['state', 'isRelease', 'pcIsRelease', 'appIsRelease'],
    creatorUser: ['creatorUser', 'creatorUserId'],
    lastModifyTime: ['lastModifyTime', 'lastModifyUser', 'lastModifyUserId'],
  },
  editCodes: VISUAL_DESIGN_FIELDS,
  schemeFields: {
    id: visualDesigns.id,
    fullName: visualDesigns.fullName,
    enCode: visualDesigns.enCode,
    category: visualDesigns.category,
    webType: visualDesigns.webType,
    state: visualDesigns.state,
    sortCode: visualDesigns.sortCode,
    creatorTime: visualDesigns.createdAt,
  },
  idColumn: visualDesigns.id,
  query: { keyword: NAMED_RECORD_KEYWORD, filters: { category: 'category', webType: 'webType' } },
});
