import { type DataInterfaceInfo, resourceCodes } from '@platform/contracts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope } from '../../../testing/fetch-stub.ts';
import DataInterfacePage from './data-interface.page.tsx';

/* Test-only: the data-interface page's rows, its category answer and the page under its grants. */

export const DATA_INTERFACE_CODES = resourceCodes('dataInterface');

/** A static interface row; overrides change any field. */
export const interfaceRow = (
  id: string,
  fullName: string,
  overrides: Partial<DataInterfaceInfo> = {},
): DataInterfaceInfo => ({
  id,
  fullName,
  enCode: `code${id}`,
  categoryId: 'c-basic',
  dataType: 2,
  dbLinkId: null,
  requestMethod: null,
  responseType: 'json',
  query: '[{"id":"1"}]',
  path: null,
  requestHeaders: null,
  requestParameters:
    '[{"field":"level","fieldName":"级别","dataType":"int","required":0,"defaultValue":"1"}]',
  propertyJson: null,
  checkType: 0,
  dataProcessing: null,
  sortCode: 0,
  enabledMark: 1,
  description: null,
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
  ...overrides,
});

export const INTERFACE_CATEGORIES = 'GET /api/system/DictionaryData/DataInterfaceType/Data/Selector';
export const interfaceCategories = envelope({
  list: [{ id: 'c-basic', parentId: '0', fullName: '基础数据', enCode: 'basic', hasChildren: false }],
});
export const INTERFACE_LIST = 'GET /api/system/DataInterface';

/** The page under a permission entry with these buttons and every column and form code. */
export const renderDataInterfacePage = (buttons: string[]) =>
  renderAdminPage(<DataInterfacePage />, {
    modelId: 'm-di',
    buttons,
    columns: DATA_INTERFACE_CODES.columns,
    forms: DATA_INTERFACE_CODES.forms,
  });
