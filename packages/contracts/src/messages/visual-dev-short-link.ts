import type { MessageCatalogue } from './types.ts';

/** 外链 of a design (its public form and list). */
export const shortLinkMessages = {
  'shortLink.linkInvalid': {
    'zh-CN': '无效链接',
    'zh-TW': '無效連結',
    'en-US': 'This link is not valid',
  },
  'shortLink.disabled': {
    'zh-CN': '外链未开启或已关闭',
    'zh-TW': '外部連結未開啟或已關閉',
    'en-US': 'This link is not switched on',
  },
  'shortLink.passwordRequired': {
    'zh-CN': '请先输入密码',
    'zh-TW': '請先輸入密碼',
    'en-US': 'Enter the password of the link first',
  },
  'shortLink.passwordWrong': {
    'zh-CN': '密码错误！',
    'zh-TW': '密碼錯誤！',
    'en-US': 'Wrong password',
  },
  'shortLink.passwordMissing': {
    'zh-CN': '开启密码后请输入密码',
    'zh-TW': '開啟密碼後請輸入密碼',
    'en-US': 'Enter a password when the password switch is on',
  },
  'shortLink.passwordWeak': {
    'zh-CN': '密码必须由数字、字母、特殊字符组合，请输入6-16位',
    'zh-TW': '密碼必須由數字、字母、特殊字元組合，請輸入6-16位',
    'en-US': 'The password needs 6-16 characters with a digit, a letter and a symbol',
  },
  'shortLink.columnsInvalid': {
    'zh-CN': '外链的{field}不是有效的字段列表',
    'zh-TW': '外部連結的{field}不是有效的欄位清單',
    'en-US': "The link's {field} is not a valid list of fields",
  },
  'shortLink.dataViewForm': {
    'zh-CN': '数据视图没有表单，只能开启列表外链',
    'zh-TW': '資料檢視沒有表單，只能開啟列表外部連結',
    'en-US': 'A data view has no form: only its list link can be switched on',
  },
  'shortLink.fieldNotOfKind': {
    'zh-CN': '表单中没有此类字段：{field}',
    'zh-TW': '表單中沒有此類欄位：{field}',
    'en-US': 'The form has no such field: {field}',
  },
  'shortLink.paramNotOfField': {
    'zh-CN': '字段{field}没有取自表单的参数：{param}',
    'zh-TW': '欄位{field}沒有取自表單的參數：{param}',
    'en-US': 'The field {field} takes no parameter {param} from the form',
  },
} satisfies MessageCatalogue;
