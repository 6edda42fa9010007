import type { MessageCatalogue } from './types.ts';

/**
 * Messages of the reusable input patterns. zh-CN is the spec's own wording; the zod helpers in
 * validation.ts put these keys into issue messages so the server and the web translate the same key.
 */
export const validationMessages = {
  'validation.mobile': {
    'zh-CN': '请正确输入您的手机号',
    'zh-TW': '請正確輸入您的手機號',
    'en-US': 'Please enter a valid mobile phone number',
  },
  'validation.password': {
    'zh-CN': '6-16位字符的密码（数字和字母组成）',
    'zh-TW': '6-16位字元的密碼（數字和字母組成）',
    'en-US': 'The password must be 6-16 characters of letters and digits, with at least one of each',
  },
  'validation.idCard': {
    'zh-CN': '请正确输入您的身份证号码',
    'zh-TW': '請正確輸入您的身分證號碼',
    'en-US': 'Please enter a valid ID card number',
  },
  'validation.email': {
    'zh-CN': '请正确输入您的邮箱地址',
    'zh-TW': '請正確輸入您的電子郵件地址',
    'en-US': 'Please enter a valid email address',
  },
  'validation.plateNumber': {
    'zh-CN': '请正确输入您的车牌号',
    'zh-TW': '請正確輸入您的車牌號',
    'en-US': 'Please enter a valid license plate number',
  },
  'validation.chinese': {
    'zh-CN': '请正确输入中文',
    'zh-TW': '請正確輸入中文',
    'en-US': 'Please enter Chinese characters only',
  },
  'validation.code': {
    'zh-CN': '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    'zh-TW': '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
    'en-US': 'The code may only contain letters, digits and dots, and cannot start or end with a dot',
  },
  'validation.account': {
    'zh-CN': '只能输入数字英文',
    'zh-TW': '只能輸入數字英文',
    'en-US': 'Only letters and digits are allowed',
  },
  'validation.name': {
    'zh-CN': '名称不能含有特殊符号',
    'zh-TW': '名稱不能含有特殊符號',
    'en-US': 'The name cannot contain special characters',
  },
  'validation.digitsCode': {
    'zh-CN': '编码只能输入数字',
    'zh-TW': '編碼只能輸入數字',
    'en-US': 'The code may only contain digits',
  },
  'validation.halfStepTime': {
    'zh-CN': '时间只能是整数和0.5的倍数',
    'zh-TW': '時間只能是整數和0.5的倍數',
    'en-US': 'The time must be a whole number or a multiple of 0.5',
  },
  'validation.positiveInteger': {
    'zh-CN': '请输入正整数',
    'zh-TW': '請輸入正整數',
    'en-US': 'Please enter a positive integer',
  },
  'validation.fieldName': {
    'zh-CN': '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
    'zh-TW': '只能輸入大小寫英文字母、數字、底線組合，且不能數字、底線開頭',
    'en-US':
      'Only letters, digits and underscores are allowed, and it cannot start with a digit or underscore',
  },
  // The generic rules of the schemas (lengths, sizes, types), in place of zod's English defaults.
  'validation.tooLong': {
    'zh-CN': '长度不能超过{max}个字符',
    'zh-TW': '長度不能超過{max}個字元',
    'en-US': 'must be at most {max} characters',
  },
  'validation.tooShort': {
    'zh-CN': '长度不能少于{min}个字符',
    'zh-TW': '長度不能少於{min}個字元',
    'en-US': 'must be at least {min} characters',
  },
  'validation.tooMany': {
    'zh-CN': '最多{max}项',
    'zh-TW': '最多{max}項',
    'en-US': 'must have at most {max} items',
  },
  'validation.tooFew': {
    'zh-CN': '至少{min}项',
    'zh-TW': '至少{min}項',
    'en-US': 'must have at least {min} items',
  },
  'validation.tooLarge': {
    'zh-CN': '不能大于{max}',
    'zh-TW': '不能大於{max}',
    'en-US': 'must be at most {max}',
  },
  'validation.tooSmall': {
    'zh-CN': '不能小于{min}',
    'zh-TW': '不能小於{min}',
    'en-US': 'must be at least {min}',
  },
  'validation.required': {
    'zh-CN': '不能为空',
    'zh-TW': '不能為空',
    'en-US': 'is required',
  },
  'validation.invalidType': {
    'zh-CN': '类型不正确',
    'zh-TW': '類型不正確',
    'en-US': 'has the wrong type',
  },
  'validation.invalidValue': {
    'zh-CN': '取值不在允许范围内',
    'zh-TW': '取值不在允許範圍內',
    'en-US': 'is not one of the allowed values',
  },
  'validation.invalidFormat': {
    'zh-CN': '格式不正确',
    'zh-TW': '格式不正確',
    'en-US': 'has an invalid format',
  },
  'validation.digitsOnly': {
    'zh-CN': '只能输入数字',
    'zh-TW': '只能輸入數字',
    'en-US': 'Only digits are allowed',
  },
  'validation.billStartZero': {
    'zh-CN': '流水起始不能为0',
    'zh-TW': '流水起始不能為0',
    'en-US': 'The serial start cannot be 0',
  },
} satisfies MessageCatalogue;

export type ValidationMessageKey = keyof typeof validationMessages;
