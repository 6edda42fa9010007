import { MenuCode } from '@platform/contracts';
import { dataInterfaces } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../../permission/authority/menu-grants.service.ts';

/** The fields of the interface's create and edit bodies stored as they are (the JSON ones are checked first). */
export const DATA_INTERFACE_FIELDS = [
  'fullName',
  'enCode',
  'categoryId',
  'dataType',
  'dbLinkId',
  'requestMethod',
  'responseType',
  'query',
  'path',
  'checkType',
  'sortCode',
  'enabledMark',
  'description',
] as const;

const CONTENT_KEYS = [
  'query',
  'path',
  'requestHeaders',
  'requestParameters',
  'propertyJson',
  'dataProcessing',
  'checkType',
];

/*
 * The column, form and data-scheme grants of the data-interface menu (system.dataInterface). The
 * "接口内容" form code governs the content of every type: SQL or JSON, URL, headers, parameters,
 * paging settings and the result mapping.
 */
export const dataInterfaceGrants = menuGrants({
  menu: MenuCode.dataInterface,
  formBodyKeys: { query: CONTENT_KEYS },
  editCodes: DATA_INTERFACE_FIELDS,
  formDetailKeys: { query: CONTENT_KEYS },
  schemeFields: {
    id: dataInterfaces.id,
    fullName: dataInterfaces.fullName,
    enCode: dataInterfaces.enCode,
    categoryId: dataInterfaces.categoryId,
    dataType: dataInterfaces.dataType,
    enabledMark: dataInterfaces.enabledMark,
    sortCode: dataInterfaces.sortCode,
    creatorTime: dataInterfaces.createdAt,
  },
  idColumn: dataInterfaces.id,
  query: { keyword: NAMED_RECORD_KEYWORD, filters: { categoryId: 'categoryId', dataType: 'dataType' } },
});
