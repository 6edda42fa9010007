import type { MessageCatalogue } from './types.ts';

/** 单据规则. */
export const billRuleMessages = {
  'billRule.notFound': {
    'zh-CN': '单据规则不存在',
    'zh-TW': '單據規則不存在',
    'en-US': 'No such document-number rule',
  },
  'billRule.codeTaken': {
    'zh-CN': '业务编码不能重复：{code}',
    'zh-TW': '業務編碼不能重複：{code}',
    'en-US': 'The business code is already used: {code}',
  },
  'billRule.nameTaken': {
    'zh-CN': '业务名称不能重复：{name}',
    'zh-TW': '業務名稱不能重複：{name}',
    'en-US': 'The business name is already used: {name}',
  },
  'billRule.startTooLong': {
    'zh-CN': '流水起始的位数不能超过流水位数（{digit}）',
    'zh-TW': '流水起始的位數不能超過流水位數（{digit}）',
    'en-US': 'The serial start cannot have more digits than the serial length ({digit})',
  },
  'billRule.inUse': {
    'zh-CN': '单据已经被使用,不允许被删除',
    'zh-TW': '單據已經被使用,不允許被刪除',
    'en-US': 'The rule has issued numbers and cannot be deleted',
  },
  'billRule.unavailable': {
    'zh-CN': '单据规则不存在或已停用：{code}',
    'zh-TW': '單據規則不存在或已停用：{code}',
    'en-US': 'No enabled document-number rule has the code {code}',
  },
  'billRule.numberIssued': {
    'zh-CN': '获取成功',
    'zh-TW': '獲取成功',
    'en-US': 'Number issued',
  },
  'billRule.importFile': {
    'zh-CN': '请选择 .bb 格式的单据规则文件',
    'zh-TW': '請選擇 .bb 格式的單據規則檔案',
    'en-US': 'Please choose a document-number rule file (.bb)',
  },
  'billRule.importInvalid': {
    'zh-CN': '导入文件格式错误：{detail}',
    'zh-TW': '匯入檔案格式錯誤：{detail}',
    'en-US': 'The import file is not valid: {detail}',
  },
  'billRule.importDuplicate': {
    'zh-CN': '{fields}重复',
    'zh-TW': '{fields}重複',
    'en-US': 'Already taken: {fields}',
  },
  'billRule.imported': {
    'zh-CN': '导入成功',
    'zh-TW': '匯入成功',
    'en-US': 'Imported',
  },
} satisfies MessageCatalogue;
