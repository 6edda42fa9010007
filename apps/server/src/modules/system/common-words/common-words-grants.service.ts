import { MenuCode } from '@platform/contracts';
import { commonWords } from '../../../db/schema/index.ts';
import { menuGrants } from '../../permission/authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the common words menu (system.commonWords). Column and
 * form codes are the row's and the body's field names; the systemNames column also governs the ids.
 */
export const commonWordsGrants = menuGrants({
  menu: MenuCode.commonWords,
  columnKeys: { systemNames: ['systemNames', 'systemIds'] },
  editCodes: ['systemIds', 'commonWordsText', 'sortCode', 'enabledMark'],
  formDetailKeys: { systemIds: ['systemIds', 'systemNames'] },
  schemeFields: {
    id: commonWords.id,
    commonWordsText: commonWords.commonWordsText,
    enabledMark: commonWords.enabledMark,
    sortCode: commonWords.sortCode,
    creatorTime: commonWords.createdAt,
  },
  idColumn: commonWords.id,
  query: { keyword: ['commonWordsText', 'systemNames'], filters: { enabledMark: 'enabledMark' } },
});
