import { DEFAULT_LANGUAGE, type Language, type MessageCatalogue } from '@platform/contracts';
import { fillMessage, type MessageParams } from '../../messages.ts';

/**
 * Texts of the list designer's refusals, in the three languages; `{name}` placeholders are filled by
 * listDesignText. The zh-CN texts keep the original designer's wording where it has one.
 */
export const listDesignMessages = {
  'formEngine.list.invalidJson': {
    'zh-CN': '列表设计不是有效的 JSON 对象',
    'zh-TW': '列表設計不是有效的 JSON 物件',
    'en-US': 'The list design is not a valid JSON object',
  },
  'formEngine.list.invalidValue': {
    'zh-CN': '列表设计项“{path}”取值无效',
    'zh-TW': '列表設計項「{path}」取值無效',
    'en-US': 'The list design item "{path}" has an invalid value',
  },
  'formEngine.list.noColumns': {
    'zh-CN': '列表字段不允许为空',
    'zh-TW': '列表欄位不允許為空',
    'en-US': 'The list needs at least one column',
  },
  'formEngine.list.notColumnField': {
    'zh-CN': '字段“{field}”不在表单中，或不能作为列表字段',
    'zh-TW': '欄位「{field}」不在表單中，或不能作為列表欄位',
    'en-US': 'The field "{field}" is not in the form or cannot be a list column',
  },
  'formEngine.list.notSearchField': {
    'zh-CN': '字段“{field}”不在表单中，或不能作为查询字段',
    'zh-TW': '欄位「{field}」不在表單中，或不能作為查詢欄位',
    'en-US': 'The field "{field}" is not in the form or cannot be searched',
  },
  'formEngine.list.duplicateColumn': {
    'zh-CN': '列表字段“{field}”重复',
    'zh-TW': '列表欄位「{field}」重複',
    'en-US': 'The column "{field}" is in the list twice',
  },
  'formEngine.list.duplicateSearch': {
    'zh-CN': '查询字段“{field}”重复',
    'zh-TW': '查詢欄位「{field}」重複',
    'en-US': 'The search field "{field}" is in the list twice',
  },
  'formEngine.list.notAColumn': {
    'zh-CN': '“{field}”不是列表字段',
    'zh-TW': '「{field}」不是列表欄位',
    'en-US': '"{field}" is not a column of the list',
  },
  'formEngine.list.sortNotColumn': {
    'zh-CN': '默认排序字段“{field}”不是列表字段',
    'zh-TW': '預設排序欄位「{field}」不是列表欄位',
    'en-US': 'The default sort field "{field}" is not a column of the list',
  },
  'formEngine.list.summaryNotNumber': {
    'zh-CN': '合计字段“{field}”必须是数字或计算公式列',
    'zh-TW': '合計欄位「{field}」必須是數字或計算公式欄',
    'en-US': 'The summary field "{field}" must be a number or calculated column',
  },
  'formEngine.list.widthInvalid': {
    'zh-CN': '列宽必须是 1 到 2000 之间的整数',
    'zh-TW': '欄寬必須是 1 到 2000 之間的整數',
    'en-US': 'A column width must be a whole number from 1 to 2000',
  },
  'formEngine.list.pageSizeInvalid': {
    'zh-CN': '分页条数只能是 {sizes}',
    'zh-TW': '分頁條數只能是 {sizes}',
    'en-US': 'The page size must be one of {sizes}',
  },
  'formEngine.list.treeDictionaryMissing': {
    'zh-CN': '请选择数据字典',
    'zh-TW': '請選擇資料字典',
    'en-US': 'Choose the dictionary of the left tree',
  },
  'formEngine.list.treeSourceInvalid': {
    'zh-CN': '左侧树的数据来源只能是数据字典、组织或部门',
    'zh-TW': '左側樹的資料來源只能是資料字典、組織或部門',
    'en-US': 'The left tree comes from a dictionary, the organization or the departments',
  },
  'formEngine.list.treeRelationMissing': {
    'zh-CN': '请选择关联字段',
    'zh-TW': '請選擇關聯欄位',
    'en-US': 'Choose the field the left tree filters',
  },
  'formEngine.list.groupFieldMissing': {
    'zh-CN': '请选择分组字段',
    'zh-TW': '請選擇分組欄位',
    'en-US': 'A grouped list needs its group field',
  },
  'formEngine.list.parentFieldMissing': {
    'zh-CN': '请选择父级字段',
    'zh-TW': '請選擇父級欄位',
    'en-US': 'A tree list needs its parent field',
  },
  'formEngine.list.notMainField': {
    'zh-CN': '“{field}”不是主表字段',
    'zh-TW': '「{field}」不是主表欄位',
    'en-US': '"{field}" is not a field of the main form',
  },
  'formEngine.list.customLabelMissing': {
    'zh-CN': '自定义按钮需要名称',
    'zh-TW': '自訂按鈕需要名稱',
    'en-US': 'A custom button needs a label',
  },
  'formEngine.list.customUrlInvalid': {
    'zh-CN': '按钮“{label}”的链接必须以 http://、https:// 或 / 开头',
    'zh-TW': '按鈕「{label}」的連結必須以 http://、https:// 或 / 開頭',
    'en-US': 'The link of the button "{label}" must start with http://, https:// or /',
  },
  'formEngine.list.buttonMissing': {
    'zh-CN': '按钮不存在',
    'zh-TW': '按鈕不存在',
    'en-US': 'That button is not in the list',
  },
  'formEngine.list.positionMissing': {
    'zh-CN': '移动的位置不存在',
    'zh-TW': '移動的位置不存在',
    'en-US': 'That position is not in the list',
  },
} satisfies MessageCatalogue;

export type ListDesignMessageKey = keyof typeof listDesignMessages;

export function listDesignText(
  key: ListDesignMessageKey,
  lang: Language = DEFAULT_LANGUAGE,
  params: MessageParams = {},
): string {
  return fillMessage(listDesignMessages[key], lang, params);
}
