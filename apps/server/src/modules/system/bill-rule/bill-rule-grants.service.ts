import { MenuCode } from '@platform/contracts';
import { billRules } from '../../../db/schema/index.ts';
import { menuGrants, NAMED_RECORD_KEYWORD } from '../../permission/authority/menu-grants.service.ts';

/** The fields of the rule's create and edit bodies: stored as they are, each its own form code. */
export const BILL_RULE_FIELDS = [
  'fullName',
  'enCode',
  'category',
  'prefix',
  'dateFormat',
  'digit',
  'startNumber',
  'sortCode',
  'enabledMark',
  'description',
] as const;

/*
 * The column, form and data-scheme grants of the document-number rule menu (system.billRule).
 * Column and form codes are the row's and the body's field names; the start number's column also
 * governs the example, the current number's column the serial count.
 */
export const billRuleGrants = menuGrants({
  menu: MenuCode.billRule,
  columnKeys: { startNumber: ['startNumber', 'example'], outputNumber: ['outputNumber', 'thisNumber'] },
  editCodes: BILL_RULE_FIELDS,
  schemeFields: {
    id: billRules.id,
    fullName: billRules.fullName,
    enCode: billRules.enCode,
    category: billRules.category,
    enabledMark: billRules.enabledMark,
    sortCode: billRules.sortCode,
    creatorTime: billRules.createdAt,
  },
  idColumn: billRules.id,
  query: { keyword: NAMED_RECORD_KEYWORD, filters: { categoryId: 'category' } },
});
