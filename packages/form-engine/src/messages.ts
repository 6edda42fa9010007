import { DEFAULT_LANGUAGE, type Language, type MessageCatalogue } from '@platform/contracts';

/**
 * Every text the engine shows or returns, in the three languages. `{name}` placeholders are filled by
 * formatFormMessage. The zh-CN texts keep the original product's wording where it has one.
 */
export const formEngineMessages = {
  // Design (schema) errors.
  'formEngine.design.invalidJson': {
    'zh-CN': '表单设计不是有效的 JSON',
    'zh-TW': '表單設計不是有效的 JSON',
    'en-US': 'The form design is not valid JSON',
  },
  'formEngine.design.unknownWidget': {
    'zh-CN': '未知的控件类型“{key}”',
    'zh-TW': '未知的控件類型「{key}」',
    'en-US': 'Unknown widget key "{key}"',
  },
  'formEngine.design.missingWidget': {
    'zh-CN': '控件缺少类型（__config__.jnpfKey）',
    'zh-TW': '控件缺少類型（__config__.jnpfKey）',
    'en-US': 'The widget has no key (__config__.jnpfKey)',
  },
  'formEngine.design.invalidPattern': {
    'zh-CN': '校验规则“{pattern}”不是有效的正则表达式',
    'zh-TW': '校驗規則「{pattern}」不是有效的正規表示式',
    'en-US': 'The rule "{pattern}" is not a valid regular expression',
  },
  'formEngine.design.unsafePattern': {
    'zh-CN': '校验规则“{pattern}”含有嵌套的无限重复（如 (a+)+），可能使校验长时间无法结束，请改写',
    'zh-TW': '校驗規則「{pattern}」含有巢狀的無限重複（如 (a+)+），可能使校驗長時間無法結束，請改寫',
    'en-US':
      'The rule "{pattern}" repeats a repetition without bound (such as (a+)+), which can make checking never end; rewrite it',
  },
  // Designer edits.
  'formEngine.designer.notInSubTable': {
    'zh-CN': '设计子表中不能放入“{widget}”',
    'zh-TW': '設計子表中不能放入「{widget}」',
    'en-US': 'A sub-table cannot hold "{widget}"',
  },
  'formEngine.designer.intoItself': {
    'zh-CN': '不能把容器放入它自身',
    'zh-TW': '不能把容器放入它自身',
    'en-US': 'A container cannot be put inside itself',
  },
  'formEngine.designer.slotMissing': {
    'zh-CN': '放置的位置不存在',
    'zh-TW': '放置的位置不存在',
    'en-US': 'That place is not in the form',
  },
  'formEngine.designer.widgetMissing': {
    'zh-CN': '控件不存在',
    'zh-TW': '控件不存在',
    'en-US': 'That widget is not in the form',
  },
  'formEngine.design.duplicateField': {
    'zh-CN': '字段“{field}”重复',
    'zh-TW': '欄位「{field}」重複',
    'en-US': 'The field "{field}" is used twice',
  },
  'formEngine.design.ruleUnknownField': {
    'zh-CN': '显示条件引用的字段“{field}”不存在，或是计算字段、子表列',
    'zh-TW': '顯示條件引用的欄位「{field}」不存在，或是計算欄位、子表欄',
    'en-US': 'The show condition names "{field}", which is no field of the main form or is calculated',
  },
  'formEngine.design.ruleCycle': {
    'zh-CN': '显示条件之间存在循环引用：{fields}',
    'zh-TW': '顯示條件之間存在循環引用：{fields}',
    'en-US': 'The show conditions depend on each other in a cycle: {fields}',
  },
  'formEngine.design.rulePlacement': {
    'zh-CN': '子表列、标签页、折叠面板项和表格布局的行与单元格不支持显示条件',
    'zh-TW': '子表欄、標籤頁、折疊面板項和表格佈局的列與儲存格不支援顯示條件',
    'en-US':
      'Sub-table columns, tab and collapse panes, and table-layout rows and cells cannot have a show condition',
  },
  'formEngine.design.invalidValue': {
    'zh-CN': '设计项取值无效',
    'zh-TW': '設計項取值無效',
    'en-US': 'Invalid design value',
  },
  // Calculated-field expression errors (checked when the design is saved).
  'formEngine.expression.empty': {
    'zh-CN': '计算公式不能为空',
    'zh-TW': '計算公式不能為空',
    'en-US': 'The formula is empty',
  },
  'formEngine.expression.unexpectedToken': {
    'zh-CN': '计算公式第{position}个位置的“{token}”不符合运算规则',
    'zh-TW': '計算公式第{position}個位置的「{token}」不符合運算規則',
    'en-US':
      'Unexpected "{token}" at position {position} of the formula: values and operators must alternate',
  },
  'formEngine.expression.unexpectedEnd': {
    'zh-CN': '计算公式不完整，末尾缺少数值或字段',
    'zh-TW': '計算公式不完整，末尾缺少數值或欄位',
    'en-US': 'The formula is incomplete: a value or field is missing at the end',
  },
  'formEngine.expression.unbalancedBrackets': {
    'zh-CN': '计算公式的括号不匹配',
    'zh-TW': '計算公式的括號不匹配',
    'en-US': 'The brackets of the formula do not match',
  },
  'formEngine.expression.invalidCharacter': {
    'zh-CN': '计算公式第{position}个位置含有无法识别的字符“{token}”',
    'zh-TW': '計算公式第{position}個位置含有無法識別的字元「{token}」',
    'en-US': 'Unknown character "{token}" at position {position} of the formula',
  },
  'formEngine.expression.unknownField': {
    'zh-CN': '计算公式引用了不存在的字段“{field}”',
    'zh-TW': '計算公式引用了不存在的欄位「{field}」',
    'en-US': 'The formula refers to the unknown field "{field}"',
  },
  'formEngine.expression.selfReference': {
    'zh-CN': '计算公式不能引用自身“{field}”',
    'zh-TW': '計算公式不能引用自身「{field}」',
    'en-US': 'The formula of "{field}" refers to itself',
  },
  'formEngine.expression.cycle': {
    'zh-CN': '计算公式之间存在循环引用：{fields}',
    'zh-TW': '計算公式之間存在循環引用：{fields}',
    'en-US': 'The formulas refer to each other in a cycle: {fields}',
  },
  // Value (record) errors.
  'formEngine.value.required': {
    'zh-CN': '{label}不能为空',
    'zh-TW': '{label}不能為空',
    'en-US': '{label} is required',
  },
  'formEngine.value.pattern': {
    'zh-CN': '{label}格式不正确',
    'zh-TW': '{label}格式不正確',
    'en-US': '{label} has an invalid format',
  },
  'formEngine.value.invalidType': {
    'zh-CN': '{label}的取值类型不正确',
    'zh-TW': '{label}的取值類型不正確',
    'en-US': '{label} has a value of the wrong type',
  },
  'formEngine.value.tooLong': {
    'zh-CN': '{label}最多输入{max}个字符',
    'zh-TW': '{label}最多輸入{max}個字元',
    'en-US': '{label} takes at most {max} characters',
  },
  'formEngine.value.tooSmall': {
    'zh-CN': '{label}不能小于{min}',
    'zh-TW': '{label}不能小於{min}',
    'en-US': '{label} must be at least {min}',
  },
  'formEngine.value.tooLarge': {
    'zh-CN': '{label}不能大于{max}',
    'zh-TW': '{label}不能大於{max}',
    'en-US': '{label} must be at most {max}',
  },
  'formEngine.value.precision': {
    'zh-CN': '{label}最多保留{precision}位小数',
    'zh-TW': '{label}最多保留{precision}位小數',
    'en-US': '{label} takes at most {precision} decimal places',
  },
  'formEngine.value.step': {
    'zh-CN': '{label}必须是{step}的整数倍',
    'zh-TW': '{label}必須是{step}的整數倍',
    'en-US': '{label} must be a multiple of {step}',
  },
  'formEngine.value.notInOptions': {
    'zh-CN': '{label}的选项“{value}”不存在',
    'zh-TW': '{label}的選項「{value}」不存在',
    'en-US': '{label}: the option "{value}" does not exist',
  },
  'formEngine.value.switchValue': {
    'zh-CN': '{label}只能是开或关',
    'zh-TW': '{label}只能是開或關',
    'en-US': '{label} must be on or off',
  },
  'formEngine.value.dateBefore': {
    'zh-CN': '{label}不能早于{min}',
    'zh-TW': '{label}不能早於{min}',
    'en-US': '{label} cannot be earlier than {min}',
  },
  'formEngine.value.dateAfter': {
    'zh-CN': '{label}不能晚于{max}',
    'zh-TW': '{label}不能晚於{max}',
    'en-US': '{label} cannot be later than {max}',
  },
  'formEngine.value.rangeOrder': {
    'zh-CN': '{label}的开始值不能大于结束值',
    'zh-TW': '{label}的開始值不能大於結束值',
    'en-US': '{label}: the start cannot be after the end',
  },
  'formEngine.value.tooManyFiles': {
    'zh-CN': '当前限制最多可以上传{limit}个文件',
    'zh-TW': '目前限制最多可以上傳{limit}個檔案',
    'en-US': 'At most {limit} files can be uploaded',
  },
  'formEngine.value.tooManyImages': {
    'zh-CN': '当前限制最多可以上传{limit}张图片',
    'zh-TW': '目前限制最多可以上傳{limit}張圖片',
    'en-US': 'At most {limit} images can be uploaded',
  },
  'formEngine.value.fileTooLarge': {
    'zh-CN': '文件大小超过{size}{unit}',
    'zh-TW': '檔案大小超過{size}{unit}',
    'en-US': 'The file is larger than {size} {unit}',
  },
  'formEngine.value.imageTooLarge': {
    'zh-CN': '图片大小超过{size}{unit}',
    'zh-TW': '圖片大小超過{size}{unit}',
    'en-US': 'The image is larger than {size} {unit}',
  },
  'formEngine.value.fileType': {
    'zh-CN': '请选择{types}类型的文件',
    'zh-TW': '請選擇{types}類型的檔案',
    'en-US': 'Please choose a file of type {types}',
  },
  'formEngine.value.notImage': {
    'zh-CN': '请上传图片',
    'zh-TW': '請上傳圖片',
    'en-US': 'Please upload an image',
  },
  'formEngine.value.fileShape': {
    'zh-CN': '{label}的文件列表格式不正确',
    'zh-TW': '{label}的檔案清單格式不正確',
    'en-US': '{label}: the file list is malformed',
  },
  'formEngine.value.fileNotOwned': {
    'zh-CN': '文件“{name}”不存在或不属于当前用户',
    'zh-TW': '檔案「{name}」不存在或不屬於目前使用者',
    'en-US': 'The file "{name}" does not exist or does not belong to you',
  },
  'formEngine.value.unknownField': {
    'zh-CN': '表单中不存在字段“{field}”',
    'zh-TW': '表單中不存在欄位「{field}」',
    'en-US': 'The form has no field "{field}"',
  },
  'formEngine.value.notRecord': {
    'zh-CN': '表单数据格式不正确',
    'zh-TW': '表單資料格式不正確',
    'en-US': 'The form data is not an object',
  },
} satisfies MessageCatalogue;

export type FormEngineMessageKey = keyof typeof formEngineMessages;
export type MessageParams = Record<string, string | number>;

export function isFormEngineMessageKey(value: string): value is FormEngineMessageKey {
  return Object.hasOwn(formEngineMessages, value);
}

export function formatFormMessage(
  key: FormEngineMessageKey,
  lang: Language = DEFAULT_LANGUAGE,
  params: MessageParams = {},
): string {
  return fillMessage(formEngineMessages[key], lang, params);
}

/** Picks the text in `lang` (zh-CN when missing) and fills its `{name}` placeholders from `params`. */
export function fillMessage(texts: Record<Language, string>, lang: Language, params: MessageParams): string {
  const text = texts[lang] ?? texts[DEFAULT_LANGUAGE];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
