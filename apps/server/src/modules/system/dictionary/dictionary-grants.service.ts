import { MenuCode } from '@platform/contracts';
import { dictionaryData, dictionaryTypes } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../../permission/authority/menu-grants.service.ts';

/*
 * The grants of the dictionary menu (system.dictionary). Its column and form codes are the entry rows'
 * and the entry bodies' field names (profile 'dictionary'); the categories use the menu's button grants
 * and no column or form grants of their own.
 */
export const dictionaryDataGrants = menuGrants({
  menu: MenuCode.dictionary,
  editCodes: ['dictionaryTypeId', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description'],
  schemeFields: {
    id: dictionaryData.id,
    dictionaryTypeId: dictionaryData.dictionaryTypeId,
    parentId: dictionaryData.parentId,
    fullName: dictionaryData.fullName,
    enCode: dictionaryData.enCode,
    enabledMark: dictionaryData.enabledMark,
    sortCode: dictionaryData.sortCode,
  },
  idColumn: dictionaryData.id,
  query: { keyword: NAMED_RECORD_KEYWORD },
});

export const dictionaryTypeGrants = menuGrants({
  menu: MenuCode.dictionary,
  editCodes: [],
  schemeFields: { id: dictionaryTypes.id },
  idColumn: dictionaryTypes.id,
});
